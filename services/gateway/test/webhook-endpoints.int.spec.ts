import { randomUUID } from "node:crypto";
import { client, signUp, startStack, Stack } from "./stack";

/** Contract 4.12 through the gateway: endpoint management, validation, tenancy and the SSRF rule at save time. */
describe("webhook endpoints", () => {
  let stack: Stack;
  let http: ReturnType<typeof client>;
  beforeAll(async () => {
    stack = await startStack({ services: ["webhooks-dispatcher"] });
    http = client(stack.url);
  });
  afterAll(() => stack.close());

  const url = "http://127.0.0.1:9/hook";

  it("lists the subscribable events at /eventos (not taken for an id), and answers 401 with a string error without a token", async () => {
    const { accessToken } = await signUp(http);
    const res = await http("GET", "/webhook-endpoints/eventos", { token: accessToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: ["charge.created", "charge.paid", "charge.extra_payment", "charge.expired", "charge.overdue", "subscription.charged", "subscription.authorization_updated", "subscription.cycle_updated", "subscription.ended", "withdrawal.completed", "withdrawal.rejected", "refund.completed", "refund.failed", "infraction.opened", "infraction.closed"] });
    const anonymous = await http("GET", "/webhook-endpoints/eventos");
    expect(anonymous.status).toBe(401);
    expect(typeof anonymous.body.error).toBe("string");
  });

  it("creates with a generated secret shown once, lists, reads, edits and deletes", async () => {
    const { accessToken: token } = await signUp(http);
    const created = await http("POST", "/webhook-endpoints", { token, body: { url, name: "Loja", events: ["charge.paid"] } });
    expect(created.status).toBe(201);
    const endpoint = created.body.data;
    expect(endpoint).toEqual({
      id: expect.any(String), url, name: "Loja", events: ["charge.paid"], active: true, version: "v1",
      created_at: expect.any(String), updated_at: expect.any(String), secret: expect.stringMatching(/^whsec_[0-9a-f]{32}$/), retry_policy: "none",
    });
    const { secret, ...shown } = endpoint;

    const list = await http("GET", "/webhook-endpoints", { token });
    expect(list.body).toEqual({ data: [shown] });
    expect(JSON.stringify(list.body)).not.toContain(secret);
    expect((await http("GET", `/webhook-endpoints/${endpoint.id}`, { token })).body).toEqual({ data: shown });

    const deactivated = await http("PUT", `/webhook-endpoints/${endpoint.id}`, { token, body: { active: false } });
    expect(deactivated.status).toBe(200);
    expect(deactivated.body.data).toMatchObject({ active: false, url, name: "Loja", events: ["charge.paid"], version: "v1" }); // absent fields unchanged
    expect(deactivated.body.data.secret).toBeUndefined();
    const edited = await http("PUT", `/webhook-endpoints/${endpoint.id}`, { token, body: { url: "https://127.0.0.1:8443/novo", events: [], name: null, active: true } });
    expect(edited.body.data).toMatchObject({ id: endpoint.id, url: "https://127.0.0.1:8443/novo", events: [], active: true, name: null });

    const removed = await http("DELETE", `/webhook-endpoints/${endpoint.id}`, { token });
    expect(removed.status).toBe(200);
    expect(removed.body.data.id).toBe(endpoint.id);
    expect((await http("GET", `/webhook-endpoints/${endpoint.id}`, { token })).status).toBe(404);
    expect((await http("GET", "/webhook-endpoints", { token })).body).toEqual({ data: [] });
  });

  it("takes retry_policy on create and edit and shows it on every view (none by default)", async () => {
    const { accessToken: token } = await signUp(http);
    const created = await http("POST", "/webhook-endpoints", { token, body: { url, retry_policy: "exponential" } });
    expect(created.status).toBe(201);
    expect(created.body.data.retry_policy).toBe("exponential");
    const id = created.body.data.id;
    expect((await http("GET", `/webhook-endpoints/${id}`, { token })).body.data.retry_policy).toBe("exponential");
    const edited = await http("PUT", `/webhook-endpoints/${id}`, { token, body: { retry_policy: "none" } });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ retry_policy: "none", url, active: true });
    const other = await http("POST", "/webhook-endpoints", { token, body: { url } });
    expect(other.body.data.retry_policy).toBe("none");
    const list = await http("GET", "/webhook-endpoints", { token });
    expect(list.body.data.map((e: any) => e.retry_policy)).toEqual(["none", "none"]);
    expect((await http("DELETE", `/webhook-endpoints/${id}`, { token })).body.data.retry_policy).toBe("none");
    for (const bad of ["linear", "", 3, null]) {
      expect((await http("POST", "/webhook-endpoints", { token, body: { url, retry_policy: bad } })).status).toBe(400);
      expect((await http("PUT", `/webhook-endpoints/${other.body.data.id}`, { token, body: { retry_policy: bad } })).status).toBe(400);
    }
  });

  it("caps endpoints at 50 per store and environment: 100 concurrent creations make exactly 50, the rest 409 LIMITE_ATINGIDO", async () => {
    const { accessToken: token } = await signUp(http);
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => http("POST", "/webhook-endpoints", { token, body: { url: `${url}/${i}` } })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(50);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(50);
    for (const a of refused) {
      expect(a.status).toBe(409);
      expect(a.body.error).toMatchObject({ message: "Limite de 50 endpoints de webhook por ambiente atingido", codigo: "LIMITE_ATINGIDO" });
    }
    expect((await http("GET", "/webhook-endpoints", { token })).body.data).toHaveLength(50);
  }, 60_000);

  it("allows 10 test events per minute per endpoint, then 429 in the contract's shape", async () => {
    const { accessToken: token } = await signUp(http);
    const [a, b] = [await http("POST", "/webhook-endpoints", { token, body: { url } }), await http("POST", "/webhook-endpoints", { token, body: { url } })];
    const answers = await Promise.all(Array.from({ length: 12 }, () => http("POST", `/webhook-endpoints/${a.body.data.id}/test`, { token })));
    expect(answers.map((x) => x.status).sort()).toEqual([...Array(10).fill(202), 429, 429]);
    const limited = answers.find((x) => x.status === 429)!;
    expect(limited.body).toEqual({ error: { message: expect.stringMatching(/10 eventos de teste por minuto/), codigo: "MUITAS_REQUISICOES" } });
    expect((await http("POST", `/webhook-endpoints/${b.body.data.id}/test`, { token })).status).toBe(202);
  });

  it("keeps a secret given in the contract's format (hex in either case)", async () => {
    const { accessToken: token } = await signUp(http);
    const secret = "whsec_0123456789ABCDEF0123456789abcdef";
    const res = await http("POST", "/webhook-endpoints", { token, body: { url, secret } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ secret, events: [], name: null });
  });

  it.each([
    ["a short secret", { url, secret: "whsec_0123" }],
    ["a secret without the prefix", { url, secret: "0123456789abcdef0123456789abcdef" }],
    ["a secret with non-hex characters", { url, secret: "whsec_0123456789abcdef0123456789abcdeg" }],
    ["a secret too long", { url, secret: "whsec_0123456789abcdef0123456789abcdef0" }],
    ["an empty secret", { url, secret: "" }],
    ["a missing url", { events: [] }],
    ["an ftp url", { url: "ftp://127.0.0.1/hook" }],
    ["a javascript url", { url: "javascript:alert(1)" }],
    ["a url without scheme", { url: "127.0.0.1/hook" }],
    ["a file url", { url: "file:///etc/passwd" }],
    ["an unknown event", { url, events: ["charge.refunded"] }],
    ["the test event as a subscription", { url, events: ["test"] }],
    ["an unknown field", { url, headers: { a: "b" } }],
  ])("answers 400 to %s", async (_what, body) => {
    const { accessToken: token } = await signUp(http);
    const res = await http("POST", "/webhook-endpoints", { token, body });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toEqual(expect.any(String));
    expect((await http("GET", "/webhook-endpoints", { token })).body.data).toEqual([]);
  });

  it("answers 400 to a bad edit, and to an edit to a non-http URL", async () => {
    const { accessToken: token } = await signUp(http);
    const { body } = await http("POST", "/webhook-endpoints", { token, body: { url } });
    for (const bad of [{}, { url: "ftp://x.example" }, { active: "yes" }, { secret: "whsec_0123456789abcdef0123456789abcdef" }]) {
      expect((await http("PUT", `/webhook-endpoints/${body.data.id}`, { token, body: bad })).status).toBe(400);
    }
  });

  it("refuses private, link-local and metadata targets even with loopback allowed", async () => {
    const { accessToken: token } = await signUp(http);
    for (const target of ["http://10.0.0.5/h", "http://192.168.0.10/h", "http://172.16.1.1/h", "http://100.64.0.1/h", "http://169.254.169.254/latest", "http://[fd00:ec2::254]/", "http://[fe80::1]/", "http://0.0.0.0:8080/", "http://224.0.0.1/",
      "http://[::10.0.0.1]/", "http://[::169.254.169.254]/", "http://[::ffff:0:10.0.0.1]/", "http://[64:ff9b:1::a00:1]/", "http://169.254.170.2/", "http://100.100.100.200/"]) {
      const res = await http("POST", "/webhook-endpoints", { token, body: { url: target } });
      expect({ target, status: res.status }).toEqual({ target, status: 400 });
      expect(res.body.error.message).toMatch(/não permitida/);
    }
  });

  it("answers 404 to unknown ids, malformed ids and another merchant's ids, on every route", async () => {
    const owner = await signUp(http);
    const other = await signUp(http);
    const { body } = await http("POST", "/webhook-endpoints", { token: owner.accessToken, body: { url } });
    const id = body.data.id;
    const test = await http("POST", `/webhook-endpoints/${id}/test`, { token: owner.accessToken });
    const deliveryId = test.body.data.id;
    for (const [token, target] of [[other.accessToken, id], [owner.accessToken, randomUUID()], [owner.accessToken, "nao-e-um-id"]]) {
      const attempts = [
        await http("GET", `/webhook-endpoints/${target}`, { token }),
        await http("PUT", `/webhook-endpoints/${target}`, { token, body: { active: false } }),
        await http("DELETE", `/webhook-endpoints/${target}`, { token }),
        await http("POST", `/webhook-endpoints/${target}/test`, { token }),
        await http("GET", `/webhook-endpoints/${target}/deliveries`, { token }),
        await http("POST", `/webhook-endpoints/${target}/deliveries/${deliveryId}/redeliver`, { token }),
      ];
      expect(attempts.map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404]);
      expect(attempts[0].body.error.message).toEqual(expect.any(String));
    }
    expect((await http("GET", "/webhook-endpoints", { token: other.accessToken })).body.data).toEqual([]);
    const foreignDelivery = await http("POST", `/webhook-endpoints/${id}/deliveries/${randomUUID()}/redeliver`, { token: owner.accessToken });
    expect(foreignDelivery.status).toBe(404);
    expect((await http("GET", `/webhook-endpoints/${id}`, { token: owner.accessToken })).body.data.active).toBe(true);
  });
});

describe("webhook endpoints without private targets allowed (production default)", () => {
  let stack: Stack;
  let http: ReturnType<typeof client>;
  beforeAll(async () => {
    stack = await startStack({ services: ["webhooks-dispatcher"], env: { "webhooks-dispatcher": { ALLOW_PRIVATE_TARGETS: "none" } } });
    http = client(stack.url);
  });
  afterAll(() => stack.close());

  it("refuses loopback URLs, including a host name that resolves to 127.0.0.1, on create and on edit", async () => {
    const { accessToken: token } = await signUp(http);
    for (const target of ["http://127.0.0.1:8080/h", "http://localhost:8080/h", "http://[::1]:8080/h", "http://127.1.2.3/h", "http://[::ffff:127.0.0.1]/h"]) {
      const res = await http("POST", "/webhook-endpoints", { token, body: { url: target } });
      expect({ target, status: res.status }).toEqual({ target, status: 400 });
      expect(res.body.error.message).toMatch(/loopback/);
    }
    expect((await http("GET", "/webhook-endpoints", { token })).body.data).toEqual([]);
    const saved = await http("POST", "/webhook-endpoints", { token, body: { url: "http://8.8.8.8/h" } }); // public (never called here)
    expect(saved.status).toBe(201);
    const edit = await http("PUT", `/webhook-endpoints/${saved.body.data.id}`, { token, body: { url: "http://localhost:8080/h" } });
    expect(edit.status).toBe(400);
    expect((await http("GET", `/webhook-endpoints/${saved.body.data.id}`, { token })).body.data.url).toBe("http://8.8.8.8/h");
  });
});
