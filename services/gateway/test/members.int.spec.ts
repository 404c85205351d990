import { randomUUID } from "node:crypto";
import { client, confirmEmail, signUp, signUpVerified, startStack, Stack, uniqueEmail } from "./stack";
import type { IdentityExtras } from "./stack/identity";

/**
 * Issue 12, members (contract 2.7, 3.4, 4.5, 4.6, 5.6) through the gateway: invites (active or
 * pending), activation at sign-up both ways, the invite e-mail on a real SMTP server, x-store,
 * roles, removal taking effect at once, and the member's environment following the store.
 */
let stack: Stack;
let http: ReturnType<typeof client>;
let identity: IdentityExtras;
beforeAll(async () => {
  stack = await startStack({ services: ["charges"] });
  http = client(stack.url);
  identity = stack.extras.identity as IdentityExtras;
});
afterAll(() => stack.close());

const MEMBER = { id: expect.stringMatching(/^[0-9a-f-]{36}$/), email: expect.any(String), role: expect.any(String), status: expect.any(String), created_at: expect.stringMatching(/Z$/) };

const verified = (tag: string) => signUpVerified(stack, http, uniqueEmail(tag));

async function invite(ownerToken: string, emails: string[], role?: string) {
  const res = await http("POST", "/members", { token: ownerToken, body: { emails, ...(role ? { role } : {}) } });
  expect(res.status).toBe(201);
  return res.body.data as any[];
}

const as = (token: string, store: string) => ({ token, headers: { "x-store": store } });

describe("POST /members", () => {
  it("makes an e-mail with an account an active member at once, mails the invite, and lists it in GET /members", async () => {
    const owner = await verified("dono");
    const member = await verified("membro");
    const data = await invite(owner.accessToken, [member.email.toUpperCase()], "editor");
    expect(data).toEqual([{ ...MEMBER, email: member.email, role: "editor", status: "active" }]);
    const mail = await identity.smtp.waitFor((m) => m.to.includes(member.email) && /Convite/.test(m.subject));
    expect(mail.text).toContain("editor(a)");
    expect(mail.text).toContain(`/loja/${owner.user.id}`); // the panel's page acting for the store
    const list = await http("GET", "/members", { token: owner.accessToken });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual(data);
    // The member now operates the store with its own session plus x-store.
    const me = await http("GET", "/auth/me", as(member.accessToken, owner.user.id));
    expect(me.status).toBe(200);
    expect(me.body.data.id).toBe(owner.user.id);
  });

  it("defaults to viewer, de-duplicates addresses, and re-inviting updates the role of the same row", async () => {
    const owner = await verified("dono");
    const email = uniqueEmail("convidado");
    const first = await invite(owner.accessToken, [email, email.toUpperCase()]);
    expect(first).toEqual([{ ...MEMBER, email, role: "viewer", status: "pending" }]);
    const again = await invite(owner.accessToken, [email], "manager");
    expect(again).toEqual([{ ...first[0], role: "manager" }]);
    expect((await http("GET", "/members", { token: owner.accessToken })).body.data).toEqual(again);
  });

  it("refuses bad input: malformed JSON, wrong types, unknown fields, a role that is not a member role, an empty list, more than 50, oneself", async () => {
    const owner = await verified("dono");
    const post = (body: unknown) => http("POST", "/members", { token: owner.accessToken, body });
    expect((await http("POST", "/members", { token: owner.accessToken, raw: "{\"emails\": [" })).status).toBe(400);
    for (const body of [{}, { emails: "a@b.test" }, { emails: [1] }, { emails: ["não-é-email"] }, { emails: ["a@b.test"], role: "owner" },
      { emails: ["a@b.test"], extra: 1 }, { emails: [] }, { emails: Array.from({ length: 51 }, (_, i) => `m${i}@loja.test`) }, { emails: [owner.email] }]) {
      const res = await post(body);
      expect([res.status, body]).toEqual([400, body]);
      // The contract's shape; a schema problem also lists itself in `erros` (campo, local, codigo, mensagem).
      expect(res.body.error).toEqual(expect.objectContaining({ message: expect.any(String), codigo: expect.any(String) }));
      expect(Object.keys(res.body.error).filter((k) => !["message", "codigo", "erros"].includes(k))).toEqual([]);
    }
    expect((await http("GET", "/members", { token: owner.accessToken })).body.data).toEqual([]);
  });

  it("requires the owner's verified e-mail (403 EMAIL_NAO_VERIFICADO) and a credential (401)", async () => {
    const owner = await signUp(http);
    const res = await http("POST", "/members", { token: owner.accessToken, body: { emails: [uniqueEmail()] } });
    expect(res.status).toBe(403);
    expect(res.body.error.codigo).toBe("EMAIL_NAO_VERIFICADO");
    expect((await http("POST", "/members", { body: { emails: [uniqueEmail()] } })).status).toBe(401);
  });
});

describe("a pending invite turns active when that person registers", () => {
  it("with a password: active at sign-up, acting for the store once the member's e-mail is verified", async () => {
    const owner = await verified("dono");
    const email = uniqueEmail("novo");
    const [pending] = await invite(owner.accessToken, [email], "editor");
    expect(pending.status).toBe("pending");
    const mail = await identity.smtp.waitFor((m) => m.to.includes(email) && /Convite/.test(m.subject));
    expect(mail.text).toMatch(/Crie sua conta/);
    const member = await signUp(http, email);
    expect((await http("GET", "/members", { token: owner.accessToken })).body.data).toEqual([{ ...pending, status: "active" }]);
    // An address typed at sign-up proves nothing: until the link in that mailbox is followed, 403.
    const early = await http("GET", "/products", as(member.accessToken, owner.user.id));
    expect(early.status).toBe(403);
    expect(early.body.error.codigo).toBe("EMAIL_NAO_VERIFICADO");
    Object.assign(member, await confirmEmail(stack, email));
    expect((await http("GET", "/products", as(member.accessToken, owner.user.id))).status).toBe(200);
  });

  it("with social sign-in (identity provider emulator): active at once, the provider vouched for the e-mail", async () => {
    const owner = await verified("dono");
    const email = uniqueEmail("social");
    const [pending] = await invite(owner.accessToken, [email], "viewer");
    const signedIn = await http("POST", "/auth/social", { body: { idpJwt: await stack.idp.mintToken({ email, sub: `google-${email}` }) } });
    expect(signedIn.status).toBe(201);
    expect((await http("GET", "/members", { token: owner.accessToken })).body.data).toEqual([{ ...pending, status: "active" }]);
    expect((await http("GET", "/products", as(signedIn.body.data.accessToken, owner.user.id))).status).toBe(200);
  });
});

describe("operating the store with x-store", () => {
  it("what a member creates belongs to the store; roles are enforced (editor no delete, viewer no Pix, manager no members)", async () => {
    const owner = await verified("dono");
    const [manager, editor, viewer] = await Promise.all([verified("gerente"), verified("editor"), verified("leitor")]);
    await invite(owner.accessToken, [manager.email], "manager");
    await invite(owner.accessToken, [editor.email], "editor");
    await invite(owner.accessToken, [viewer.email], "viewer");
    const store = owner.user.id;

    const created = await http("POST", "/products", { ...as(editor.accessToken, store), body: { name: "Caneca do editor", price: 20 } });
    expect(created.status).toBe(201);
    const ownerList = await http("GET", "/products", { token: owner.accessToken });
    expect(ownerList.body.data.map((p: any) => p.id)).toEqual([created.body.data.id]);
    // Not in the editor's own (empty) store.
    expect((await http("GET", "/products", { token: editor.accessToken })).body.data).toEqual([]);
    expect((await http("GET", `/products/${created.body.data.id}`, as(viewer.accessToken, store))).status).toBe(200);

    const refused = await http("DELETE", `/products/${created.body.data.id}`, as(editor.accessToken, store));
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/papel/);
    expect((await http("PUT", `/products/${created.body.data.id}`, { ...as(editor.accessToken, store), body: { name: "Caneca" } })).status).toBe(200);
    expect((await http("POST", "/pix", { ...as(viewer.accessToken, store), body: { amount: 10, description: "x" } })).status).toBe(403);
    expect((await http("POST", "/products", { ...as(viewer.accessToken, store), body: { name: "Não", price: 20 } })).status).toBe(403);
    expect((await http("POST", "/members", { ...as(manager.accessToken, store), body: { emails: [uniqueEmail()] } })).status).toBe(403);
    expect((await http("GET", "/members", as(manager.accessToken, store))).status).toBe(403);
    expect((await http("DELETE", `/products/${created.body.data.id}`, as(manager.accessToken, store))).status).toBe(200);
    expect((await http("GET", "/products", { token: owner.accessToken })).body.data).toEqual([]);
  });

  it("x-store of a store one is not an active member of answers 403 (foreign, pending, malformed); an API key never acts for another store", async () => {
    const owner = await verified("dono");
    const other = await verified("outra");
    const member = await verified("membro");
    await invite(owner.accessToken, [member.email], "manager");
    for (const store of [other.user.id, randomUUID(), "nao-e-um-id"]) {
      const res = await http("GET", "/products", as(member.accessToken, store));
      expect([res.status, res.body.error?.message]).toEqual([403, "Você não é membro ativo desta loja"]);
    }
    const key = await http("POST", "/api-keys", { token: member.accessToken, body: { name: "minha", environment: "test" } });
    expect((await http("GET", "/products", as(key.body.data.key, owner.user.id))).status).toBe(403);
    expect((await http("GET", "/products", as(key.body.data.key, member.user.id))).status).toBe(200);
  });

  it("a removed member loses access at once; DELETE also cancels a pending invite; unknown and foreign ids are 404", async () => {
    const owner = await verified("dono");
    const other = await verified("outra");
    const member = await verified("membro");
    const [row] = await invite(owner.accessToken, [member.email], "manager");
    const [pending] = await invite(owner.accessToken, [uniqueEmail("pendente")]);
    expect((await http("GET", "/products", as(member.accessToken, owner.user.id))).status).toBe(200);
    // Another store's owner cannot see, change or remove this store's members.
    expect((await http("PUT", `/members/${row.id}`, { token: other.accessToken, body: { role: "viewer" } })).status).toBe(404);
    expect((await http("DELETE", `/members/${row.id}`, { token: other.accessToken })).status).toBe(404);
    const removed = await http("DELETE", `/members/${row.id}`, { token: owner.accessToken });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual(row);
    const after = await http("GET", "/products", as(member.accessToken, owner.user.id));
    expect(after.status).toBe(403);
    expect((await http("DELETE", `/members/${pending.id}`, { token: owner.accessToken })).body.data).toEqual(pending);
    expect((await http("GET", "/members", { token: owner.accessToken })).body.data).toEqual([]);
    for (const id of [row.id, randomUUID(), "nao-e-um-id"]) expect((await http("DELETE", `/members/${id}`, { token: owner.accessToken })).status).toBe(404);
  });

  it("PUT /members/{id} changes the role, effective on the next request; bad role 400, unknown id 404", async () => {
    const owner = await verified("dono");
    const member = await verified("membro");
    const [row] = await invite(owner.accessToken, [member.email], "editor");
    expect((await http("POST", "/products", { ...as(member.accessToken, owner.user.id), body: { name: "A", price: 10 } })).status).toBe(201);
    const put = await http("PUT", `/members/${row.id}`, { token: owner.accessToken, body: { role: "viewer" } });
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual({ ...row, role: "viewer" });
    expect((await http("POST", "/products", { ...as(member.accessToken, owner.user.id), body: { name: "B", price: 10 } })).status).toBe(403);
    for (const body of [{ role: "owner" }, {}, { role: "viewer", extra: 1 }]) {
      expect((await http("PUT", `/members/${row.id}`, { token: owner.accessToken, body })).status).toBe(400);
    }
    expect((await http("PUT", `/members/${randomUUID()}`, { token: owner.accessToken, body: { role: "viewer" } })).status).toBe(404);
  });
});

describe("a member's environment follows the store's production approval", () => {
  it("live only while the store is approved, whatever the member's own approval; the switch is per member session", async () => {
    const approvedStore = await verified("aprovada");
    const sandboxStore = await verified("sandbox");
    const member = await verified("membro");
    await identity.setProductionStatus(approvedStore.user.id, "approved");
    await identity.setProductionStatus(member.user.id, "approved"); // the member's own store, irrelevant for others
    await invite(approvedStore.accessToken, [member.email], "viewer");
    await invite(sandboxStore.accessToken, [member.email], "manager");

    const refused = await http("POST", "/auth/environment", { ...as(member.accessToken, sandboxStore.user.id), body: { environment: "live" } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.codigo).toBe("PRODUCAO_NAO_LIBERADA");

    const live = await http("POST", "/auth/environment", { ...as(member.accessToken, approvedStore.user.id), body: { environment: "live" } });
    expect(live.status).toBe(200);
    expect(live.body.data.environment).toBe("live");
    const token = live.body.data.accessToken;
    const env = async (store: string) => (await http("GET", "/auth/me", as(token, store))).body.data.environment;
    expect(await env(approvedStore.user.id)).toBe("live");
    // The same live session acting for the store that is not approved is test.
    expect(await env(sandboxStore.user.id)).toBe("test");
    // The new token is still the member's: without x-store it is the member's own store.
    const own = await http("GET", "/auth/me", { token });
    expect(own.body.data).toMatchObject({ id: member.user.id, environment: "live" });
    // The owner's session is untouched by the member's switch.
    expect((await http("GET", "/auth/me", { token: approvedStore.accessToken })).body.data.environment).toBe("test");
    await identity.setProductionStatus(approvedStore.user.id, "rejected");
    expect(await env(approvedStore.user.id)).toBe("test");
  });
});

describe("the audit trail names the member", () => {
  /** Polls GET /audit until an entry matches (the outbox relay and identity's consumer are asynchronous). */
  async function auditEntry(token: string, pred: (e: any) => boolean) {
    for (;;) {
      const res = await http("GET", "/audit?limit=100", { token });
      expect(res.status).toBe(200);
      const hit = (res.body.data as any[]).find(pred);
      if (hit) return hit;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it("a member's action appears in the owner's audit with the member as actor; the owner's own invite with the owner", async () => {
    const owner = await verified("dono");
    const editor = await verified("editor");
    await invite(owner.accessToken, [editor.email], "editor");
    const requestId = `membro-${randomUUID()}`;
    const created = await http("POST", "/products", { ...as(editor.accessToken, owner.user.id), headers: { "x-store": owner.user.id, "x-request-id": requestId }, body: { name: "Caneca do editor", price: 20 } });
    expect(created.status).toBe(201);

    const entry = await auditEntry(owner.accessToken, (e) => e.action === "product.created" && e.target.id === created.body.data.id);
    expect(entry).toMatchObject({ actor: { type: "member", id: editor.user.id }, target: { type: "product" }, environment: "test", request_id: requestId });
    const invited = await auditEntry(owner.accessToken, (e) => e.action === "members.invited");
    expect(invited).toMatchObject({ actor: { type: "user", id: owner.user.id }, summary: { role: "editor" } });
    // The editor's own store holds none of it.
    expect((await http("GET", "/audit", { token: editor.accessToken })).body.data.filter((e: any) => e.action === "product.created")).toEqual([]);
  });
});
