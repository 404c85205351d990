import { centsField, optionalText, uuidField } from "@pix/errors";
import { linkDescription, linkMethod, referenceField } from "./link-input";

/** The rules the removed zod schema of checkout's gRPC requests enforced, now plain domain checks. */
describe("payment link input rules", () => {
  it("trims the description and refuses an empty, too long or unstorable one", () => {
    expect(linkDescription("  Camiseta  ")).toBe("Camiseta");
    expect(() => linkDescription("   ")).toThrow(/`description`.*informe uma descrição/);
    expect(() => linkDescription("x".repeat(501))).toThrow(/`description`.*no máximo 500/);
    expect(() => linkDescription("x\u0000")).toThrow(/`description`.*caractere não permitido/);
  });

  it("accepts only known methods, uuids, non-negative centavos and slugs up to 200 characters", () => {
    expect(linkMethod(undefined)).toBeUndefined();
    expect(linkMethod("pix")).toBe("pix");
    expect(() => linkMethod("boleto")).toThrow(/`method`.*use pix/);
    expect(uuidField("id", "6f1c2a9e-0b1d-4c2e-9f3a-1b2c3d4e5f60")).toBe("6f1c2a9e-0b1d-4c2e-9f3a-1b2c3d4e5f60");
    expect(() => uuidField("id", "nope")).toThrow(/`id`.*use um UUID/);
    expect(centsField("amount_cents", 500)).toBe(500);
    expect(() => centsField("amount_cents", -1)).toThrow(/amount_cents/);
    expect(() => optionalText("slug", "a".repeat(201), 200)).toThrow(/slug/);
    expect(() => referenceField("charges.product_id")).toThrow(/`field`.*payment_links.product_id/);
    expect(() => referenceField("payment_links.product_id")).not.toThrow();
  });
});
