import { deliveriesQuery, endpointChangeInput, endpointId, eventNames, newEndpointInput, rotateSecretInput, storeEventsQuery } from "./endpoint-input";

const ID = "6F1C2A9E-0B1D-4C2E-9F3A-1B2C3D4E5F60";

/** The rules the removed zod schemas of the dispatcher's gRPC requests enforced, now plain domain checks. */
describe("webhook endpoint input rules", () => {
  it("takes an http(s) URL, a name, known events once, a whsec_ secret and a retry policy", () => {
    expect(newEndpointInput({ url: " https://loja.com/wh ", events: ["charge.paid", "charge.paid"] })).toEqual({
      url: "https://loja.com/wh", name: null, events: ["charge.paid"], secret: null, retryPolicy: "none", format: "contract",
    });
    // Issue 39: the BCB's API Pix callback format; nothing else.
    expect(newEndpointInput({ url: "https://loja.com/wh/pix", events: [], format: "bcb_pix" }).format).toBe("bcb_pix");
    expect(() => newEndpointInput({ url: "https://loja.com/wh", events: [], format: "xml" })).toThrow(/format/);
    expect(() => newEndpointInput({ url: "ftp://loja.com", events: [] })).toThrow(/`url`.*URL http\(s\) inválida/);
    expect(() => newEndpointInput({ url: "nope", events: [] })).toThrow(expect.objectContaining({ extra: { erros: [expect.objectContaining({ campo: "url", codigo: "FORMATO_INVALIDO" })] } }));
    expect(() => newEndpointInput({ url: "https://a.co", events: [], name: " " })).toThrow(/`name`/);
    expect(() => newEndpointInput({ url: "https://a.co", events: [], secret: "whsec_123" })).toThrow(/`secret`.*whsec_ seguido de 32 hexadecimais/);
    expect(() => newEndpointInput({ url: "https://a.co", events: [], retry_policy: "linear" })).toThrow(/`retry_policy`.*none, exponential/);
    expect(() => eventNames(["charge.nope"])).toThrow(/`events\[0\]`/);
    expect(() => eventNames(Array(51).fill("charge.paid"))).toThrow(/`events`.*50/);
  });

  it("changes only the fields given, and lower-cases ids", () => {
    expect(endpointChangeInput({ id: ID, clear_name: true, name: "x", events: null })).toEqual({ id: ID.toLowerCase(), changes: { name: null } });
    expect(endpointChangeInput({ id: ID, clear_name: false, events: { names: [] }, active: false }).changes).toEqual({ events: [], active: false });
    expect(() => endpointChangeInput({ id: ID, clear_name: false, events: null, url: "x" })).toThrow(/`url`/);
    expect(() => endpointId("id", "42")).toThrow(/`id`.*UUID/);
  });

  it("takes a rotation's secret in creation's format, or none (generated), and lower-cases the id", () => {
    expect(rotateSecretInput({ id: ID })).toEqual({ id: ID.toLowerCase(), secret: null });
    expect(rotateSecretInput({ id: ID, secret: "whsec_0123456789ABCDEF0123456789abcdef" }).secret).toBe("whsec_0123456789ABCDEF0123456789abcdef");
    for (const bad of ["", "whsec_123", "0123456789abcdef0123456789abcdef", "whsec_0123456789abcdef0123456789abcdeg", "whsec_0123456789abcdef0123456789abcdef0"]) {
      expect(() => rotateSecretInput({ id: ID, secret: bad })).toThrow(/`secret`.*whsec_ seguido de 32 hexadecimais/);
    }
    expect(() => rotateSecretInput({ id: "42" })).toThrow(/`id`.*UUID/);
  });

  it("pages deliveries by 20 unless told, at most 100, and filters by a txid", () => {
    expect(deliveriesQuery({ endpoint_id: ID, limit: 0 })).toEqual({ endpointId: ID.toLowerCase(), limit: 20, cursor: null, txid: null });
    expect(() => deliveriesQuery({ endpoint_id: ID, limit: 101 })).toThrow(/`limit`.*no máximo 100/);
    expect(() => deliveriesQuery({ endpoint_id: ID, limit: 0, txid: "abc-1" })).toThrow(/`txid`/);
    expect(() => deliveriesQuery({ endpoint_id: ID, limit: 0, cursor: "" })).toThrow(/`cursor`/);
  });

  it("reads the store's event log 100 at a time unless told, at most 500", () => {
    expect(storeEventsQuery({ limit: 0 })).toEqual({ afterSeq: null, limit: 100 });
    expect(storeEventsQuery({ after_seq: 7, limit: 500 })).toEqual({ afterSeq: 7, limit: 500 });
    expect(() => storeEventsQuery({ limit: 501 })).toThrow(/`limit`/);
    expect(() => storeEventsQuery({ after_seq: -1, limit: 1 })).toThrow(/`after_seq`/);
  });
});
