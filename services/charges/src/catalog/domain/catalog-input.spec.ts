import { catalogId, couponCheckInput, couponInput, customerInput, productInput } from "./catalog-input";

const coupon = { clear_max_uses: false, product_ids: [], set_product_ids: false };

describe("catalog input rules", () => {
  it("bounds a customer's fields; an empty e-mail clears it", () => {
    expect(customerInput({ email: "" })).toMatchObject({ email: "" });
    expect(customerInput({ email: " Ana@exemplo.com " })).toMatchObject({ email: "Ana@exemplo.com" });
    expect(() => customerInput({ email: "ana@" })).toThrow(/`email`/);
    expect(() => customerInput({ cpf_cnpj: "1".repeat(33) })).toThrow(/`cpf_cnpj`/);
    expect(() => catalogId("x".repeat(65))).toThrow(/`id`.*64/);
  });

  it("bounds a product's fields and its price in centavos", () => {
    expect(productInput({ name: "Camiseta", price_cents: 1990 })).toMatchObject({ name: "Camiseta", priceCents: 1990 });
    expect(() => productInput({ price_cents: 1.5 })).toThrow(/`price_cents`/);
    expect(() => productInput({ image_url: "x".repeat(2049) })).toThrow(/`image_url`/);
  });

  it("clears or sets a coupon's limit and products only when asked", () => {
    expect(couponInput({ ...coupon, max_uses: 3 })).toMatchObject({ maxUses: 3, productIds: undefined });
    expect(couponInput({ ...coupon, max_uses: 3, clear_max_uses: true, set_product_ids: true })).toMatchObject({ maxUses: null, productIds: [] });
    expect(() => couponInput({ ...coupon, max_uses: -1 })).toThrow(/`max_uses`/);
    expect(() => couponInput({ ...coupon, product_ids: Array(1001).fill("p") })).toThrow(/`product_ids`.*1000/);
    expect(() => couponInput({ ...coupon, code: "x".repeat(101) })).toThrow(/`code`/);
    expect(() => couponCheckInput({ code: "PROMO", amount_cents: -5 })).toThrow(/`amount_cents`/);
  });
});
