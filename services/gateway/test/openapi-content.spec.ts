import { Codigo } from "@pix/errors";
import { decodeBrCode } from "@pix/charges/src/issuing/domain/brcode";
import { buildOpenApiDocument } from "../src/openapi/document";
import { EXAMPLE_PIX_CODES, EXAMPLE_TXID } from "../src/openapi/examples";

/**
 * What the API document tells a developer is true: its BR Codes decode (CRC included) with charges'
 * own decoder, its txid is one the service would generate, a simulated payment has no end-to-end id,
 * both webhook signatures are explained with their keys, every error `codigo` is listed, and every
 * field of every schema is described.
 */

const doc = buildOpenApiDocument();
const json = JSON.stringify(doc);

describe("the OpenAPI document's content", () => {
  it("uses BR Codes with a valid CRC, for the amounts the examples show", () => {
    expect(decodeBrCode(EXAMPLE_PIX_CODES.charge)).toMatchObject({ amountCents: 4990, txid: "***" });
    expect(decodeBrCode(EXAMPLE_PIX_CODES.link)).toMatchObject({ amountCents: 2500 });
    const codes = [...json.matchAll(/"pix_code":"([^"]+)"/g)].map((m) => m[1]);
    expect(codes.length).toBeGreaterThan(3);
    for (const code of codes) expect(() => decodeBrCode(code)).not.toThrow();
    const broken = EXAMPLE_PIX_CODES.charge.replace("49.90", "49.91"); // the decoder really checks the CRC
    expect(() => decodeBrCode(broken)).toThrow();
  });

  it("uses a generated-length txid (25 alphanumerics) and real QR images", () => {
    expect(EXAMPLE_TXID).toMatch(/^[A-Za-z0-9]{25}$/);
    const txids = [...json.matchAll(/"txid":"([^"]+)"/g)].map((m) => m[1]);
    expect(txids.length).toBeGreaterThan(5);
    for (const txid of txids) expect(txid.length).toBeGreaterThanOrEqual(25);
    const images = [...json.matchAll(/"qr_code_url":"(data:image\/png;base64,[^"]+)"/g)].map((m) => m[1]);
    expect(images.length).toBeGreaterThan(2);
    for (const image of images) expect(Buffer.from(image.split(",")[1], "base64").subarray(1, 4).toString()).toBe("PNG");
    for (const image of images) expect(image.length).toBeGreaterThan(500);
  });

  it("shows an end-to-end id on a simulated payment (the test engine pays it, issue 32) as on an engine payment", () => {
    const e2e = /^E\d{8}\d{12}[A-Za-z0-9]{11}$/;
    const status = doc.paths["/pix/status"].get.responses["200"].content["application/json"].examples;
    expect(status.simulated.value.data).toMatchObject({ status: "paid", environment: "test", end_to_end_id: expect.stringMatching(e2e) });
    expect(status.paid.value.data.end_to_end_id).toMatch(e2e);
    const simulate = doc.paths["/pix/simulate-payment"].post.responses["200"].content["application/json"].examples;
    expect(simulate.simulated.value.data.end_to_end_id).toMatch(e2e);
    expect(simulate.simulated.summary).toMatch(/estornável/);
    const paidHook = doc.webhooks["charge.paid"].post.requestBody.content["application/json"].examples;
    expect(paidHook.simulated.value.data).toMatchObject({ simulado: true, end_to_end_id: expect.stringMatching(e2e) });
  });

  it("explains both webhook signatures and the key each one uses", () => {
    const headers = Object.fromEntries(doc.webhooks["charge.paid"].post.parameters.map((p: any) => [p.name, p.description]));
    expect(headers["X-Service-Signature"]).toMatch(/hexadecimal/);
    expect(headers["X-Service-Signature"]).toMatch(/`secret`.*whsec_/);
    expect(headers["webhook-signature"]).toMatch(/base64/);
    expect(headers["webhook-signature"]).toMatch(/depois de `whsec_` decodificados de base64/);
    expect(headers["webhook-timestamp"]).toMatch(/5 minutos/);
    expect(doc.info.description).toMatch(/X-Service-Signature/);
    expect(doc.info.description).toMatch(/Standard Webhooks/);
  });

  it("describes every field of every schema", () => {
    const undescribed: string[] = [];
    const visit = (schema: any, path: string) => {
      if (!schema || typeof schema !== "object") return;
      for (const [field, property] of Object.entries<any>(schema.properties ?? {})) {
        if (!property.description && !property.$ref) undescribed.push(`${path}.${field}`);
        visit(property, `${path}.${field}`);
      }
      for (const key of ["items", "additionalProperties"]) visit(schema[key], path);
      for (const key of ["anyOf", "oneOf", "allOf"]) for (const part of schema[key] ?? []) visit(part, path);
    };
    for (const [name, schema] of Object.entries(doc.components.schemas)) visit(schema, name);
    expect(undescribed).toEqual([]);
    expect(doc.components.schemas.Charge.properties.txid.description).toMatch(/35/); // the glossary was applied
  });

  it("lists every error codigo of the catalogue in the description", () => {
    const listed = [...doc.info.description.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((m: RegExpMatchArray) => m[1]).sort();
    expect(listed).toEqual(Object.values(Codigo).sort());
  });
});
