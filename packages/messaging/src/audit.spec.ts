import { AUDIT_EVENT, auditActor, auditEventForCall, auditEventOf, auditUnchanged, looksSecret, runAudited, redactSummary, type AuditPrincipal, type AuditRules } from "./audit";

const STORE = "11111111-1111-4111-8111-111111111111";
const owner: AuditPrincipal = { userId: STORE, storeId: STORE, environment: "test", credential: "session" };

describe("audit actor", () => {
  it("is the API key for a key, a member when the user is not the store's owner, else the owner; nobody for a service principal", () => {
    expect(auditActor(owner)).toEqual({ type: "user", id: STORE });
    expect(auditActor({ ...owner, userId: "22222222-2222-4222-8222-222222222222" })).toEqual({ type: "member", id: "22222222-2222-4222-8222-222222222222" });
    expect(auditActor({ ...owner, credential: "api_key", apiKeyId: "k1" })).toEqual({ type: "api_key", id: "k1" });
    expect(auditActor({ ...owner, credential: "service" })).toBeNull();
  });
});

describe("summary redaction", () => {
  it("keeps allow-listed scalars only and drops credential-shaped strings", () => {
    expect(redactSummary({
      name: "Caneca", cents: 1000, on: false, none: null, gone: undefined, obj: { a: 1 }, list: [1],
      key: "service_test_abcdef", secret: `whsec_${"a".repeat(32)}`, jwt: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig", hash: "f".repeat(64),
    })).toEqual({ name: "Caneca", cents: 1000, on: false, none: null });
  });

  it("cuts long strings", () => {
    expect(String(redactSummary({ d: "x ".repeat(300) }).d).length).toBeLessThanOrEqual(201);
  });

  it("recognises the platform's secrets", () => {
    expect(looksSecret("service_live_0123")).toBe(true);
    expect(looksSecret("Caneca azul")).toBe(false);
    expect(looksSecret("3f1c2f8e-6b0a-4d57-9f3a-1c2d3e4f5a6b")).toBe(false);
  });
});

describe("auditEventForCall", () => {
  const rules: AuditRules = {
    CreateApiKey: { action: "api_key.created", target: "api_key", id: "res.api_key.id", summary: { name: "res.api_key.name", key: "res.key" } },
    SwitchEnvironment: { action: "environment.switched", target: "store", id: "store" },
    RequestProduction: { action: "production.requested", target: "store", id: "store", skipIf: "req.dry_run" },
  };

  it("builds the audit.recorded envelope from the rule: target id from the response, allow-listed summary, request id", () => {
    const e = auditEventForCall(rules, {
      rpc: "CreateApiKey", request: { name: "ERP" }, response: { api_key: { id: "k9", name: "ERP" }, key: "service_test_secret" }, principal: owner, requestId: "req-12345678",
    });
    expect(e).toMatchObject({
      event: AUDIT_EVENT, owner: { store_id: STORE, environment: "test" },
      data: { actor: { type: "user", id: STORE }, action: "api_key.created", target: { type: "api_key", id: "k9" }, request_id: "req-12345678", summary: { name: "ERP" } },
    });
    expect(JSON.stringify(e)).not.toContain("service_test_secret");
  });

  it("names the store itself as target, and records nothing for unlisted RPCs, calls without principal, service principals and dry runs", () => {
    expect(auditEventForCall(rules, { rpc: "SwitchEnvironment", request: {}, response: {}, principal: owner, requestId: null })?.data.target).toEqual({ type: "store", id: STORE });
    expect(auditEventForCall(rules, { rpc: "ListApiKeys", request: {}, response: {}, principal: owner, requestId: null })).toBeNull();
    expect(auditEventForCall(rules, { rpc: "CreateApiKey", request: {}, response: {}, principal: null, requestId: null })).toBeNull();
    expect(auditEventForCall(rules, { rpc: "CreateApiKey", request: {}, response: {}, principal: { ...owner, credential: "service" }, requestId: null })).toBeNull();
    expect(auditEventForCall(rules, { rpc: "RequestProduction", request: { dry_run: true }, response: {}, principal: owner, requestId: null })).toBeNull();
    expect(auditEventForCall(rules, { rpc: "RequestProduction", request: { dry_run: false }, response: {}, principal: owner, requestId: null })).not.toBeNull();
    expect(auditEventForCall(rules, { rpc: "toString", request: {}, response: {}, principal: owner, requestId: null })).toBeNull();
  });
});

describe("audit scope (the event taken by the use case's transaction)", () => {
  const rule = { action: "product.created", target: "product", id: "res.id", summary: { name: "res.name" } };
  const call = { request: {}, principal: owner, requestId: "req-12345678" };

  it("hands the running call's event to the transaction once, and then nothing is left to write after it", async () => {
    const taken: unknown[] = [];
    const { response, untaken } = await runAudited(rule, call, async () => {
      taken.push(auditEventOf({ id: "p1", name: "Caneca" }), auditEventOf({ id: "p1", name: "Caneca" }));
      return { id: "p1", name: "Caneca" };
    });
    expect(response).toEqual({ id: "p1", name: "Caneca" });
    expect(taken[0]).toMatchObject({ event: AUDIT_EVENT, data: { action: "product.created", target: { type: "product", id: "p1" }, request_id: "req-12345678", summary: { name: "Caneca" } } });
    expect(taken[1]).toBeNull();
    expect(untaken).toBe(false);
  });

  it("tells a call whose transaction did not take its event (a use case that forgot its entry)", async () => {
    expect((await runAudited(rule, call, async () => ({ id: "p2", name: "Copo" }))).untaken).toBe(true);
  });

  it("takes a call that changed nothing (auditUnchanged) or that its rule skips as complete", async () => {
    expect((await runAudited(rule, call, async () => { auditUnchanged(); return { id: "p2" }; })).untaken).toBe(false);
    expect((await runAudited({ ...rule, skipIf: "res.replayed" }, call, async () => ({ id: "p2", replayed: true }))).untaken).toBe(false);
  });

  it("gives nothing outside an audited call (a sweeper) or for a service principal", async () => {
    expect(auditEventOf({ id: "p3" })).toBeNull();
    const { untaken } = await runAudited(rule, { ...call, principal: { ...owner, credential: "service" } }, async () => auditEventOf({ id: "p4" }));
    expect(untaken).toBe(false);
  });
});
