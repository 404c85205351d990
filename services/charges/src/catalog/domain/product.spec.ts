import { newProductFields, normalizeProductInput } from "./product";

describe("product fields", () => {
  it("requires name and price on create and defaults the rest", () => {
    expect(newProductFields({ name: " Caneca ", priceCents: 500 })).toEqual({ name: "Caneca", description: null, priceCents: 500, sku: null, imageUrl: null, active: true });
    expect(() => newProductFields({ priceCents: 500 })).toThrow(/name/);
    expect(() => newProductFields({ name: "x" })).toThrow(/price/);
  });

  it.each([499, 0, 1])("refuses a price of %i centavos with VALOR_MINIMO", (priceCents) => {
    expect(() => normalizeProductInput({ priceCents })).toThrow(expect.objectContaining({ codigo: "VALOR_MINIMO" }));
  });

  it("takes a SKU of up to 64 characters; \"\" clears texts", () => {
    expect(normalizeProductInput({ sku: "s".repeat(64) }).sku).toHaveLength(64);
    expect(() => normalizeProductInput({ sku: "s".repeat(65) })).toThrow(/64/);
    expect(normalizeProductInput({ sku: "", description: " ", imageUrl: "" })).toEqual({ sku: null, description: null, imageUrl: null });
  });

  it.each(["ftp://loja.test/a.png", "javascript:alert(1)", "loja.test/a.png", "data:image/png;base64,AA"])("refuses the image_url %s", (imageUrl) => {
    expect(() => normalizeProductInput({ imageUrl })).toThrow(/image_url/);
  });

  it("keeps http and https image URLs", () => {
    expect(normalizeProductInput({ imageUrl: "https://loja.test/a b.png" }).imageUrl).toBe("https://loja.test/a%20b.png");
    expect(normalizeProductInput({ imageUrl: "http://loja.test/a.png" }).imageUrl).toBe("http://loja.test/a.png");
  });
});
