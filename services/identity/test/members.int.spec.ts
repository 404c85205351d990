import { Client } from "pg";
import { type Principal, present } from "@pix/grpc";
import { uniqueName } from "@pix/testing";
import { startIdentityHarness, type IdentityHarness } from "./harness";

/**
 * Identity behind the gateway (issue 12): it re-checks what the gateway's permission table already
 * refuses, and an invite racing a sign-up ends active whichever commits first.
 */
describe("members in identity", () => {
  let harness: IdentityHarness;
  beforeAll(async () => {
    harness = await startIdentityHarness("identity_members");
  });
  afterAll(() => harness.close());

  const register = async (tag: string) => {
    const email = `${uniqueName(tag)}@loja.test`;
    const r = await harness.identity.call("Register", { name: tag, email, password: "s3nha-forte" });
    return { ...r, user: present(r.user), email };
  };
  /** The verification link's effect (the link itself is covered through the gateway). */
  const verify = async (id: string) => {
    const db = new Client({ connectionString: harness.db.url });
    await db.connect();
    try {
      await db.query("UPDATE users SET email_verified_at = now() WHERE id = $1", [id]);
    } finally {
      await db.end();
    }
  };
  const principal = (userId: string, storeId: string, role: Principal["role"], credential: Principal["credential"] = "session"): Principal => ({
    userId, storeId, role, environment: "test", isAdmin: false, credential, productionApproved: false, sessionId: "s",
  });

  it("only the owner's own session manages members, whatever principal a caller forges around the gateway's table", async () => {
    const owner = await register("dono");
    await verify(owner.user.id);
    const member = await register("membro");
    const req = { emails: [`${uniqueName("x")}@loja.test`] };
    for (const p of [principal(member.user.id, owner.user.id, "manager"), principal(owner.user.id, owner.user.id, "owner", "api_key")]) {
      await expect(harness.identity.call("InviteMembers", req, { principal: p })).rejects.toMatchObject({ kind: "forbidden" });
      await expect(harness.identity.call("ListMembers", {}, { principal: p })).rejects.toMatchObject({ kind: "forbidden" });
    }
    const ok = await harness.identity.call("InviteMembers", req, { principal: principal(owner.user.id, owner.user.id, "owner") });
    expect(ok.members).toEqual([expect.objectContaining({ email: req.emails[0], role: "viewer", status: "pending" })]);
  });

  it("an invite and a sign-up of the same address, concurrently, end active", async () => {
    const owner = await register("dono");
    await verify(owner.user.id);
    const p = principal(owner.user.id, owner.user.id, "owner");
    const emails = Array.from({ length: 6 }, (_, i) => `${uniqueName(`corrida${i}`)}@loja.test`);
    await Promise.all(emails.flatMap((email) => [
      harness.identity.call("InviteMembers", { emails: [email], role: "editor" }, { principal: p }),
      harness.identity.call("Register", { name: "Corrida", email, password: "s3nha-forte" }),
    ]));
    const list = await harness.identity.call("ListMembers", {}, { principal: p });
    expect(list.members.map((m: any) => m.status)).toEqual(emails.map(() => "active"));
  });

  it("Authenticate: an API key never acts for another store; a session acts only where it is an active, verified member", async () => {
    const owner = await register("dono");
    await verify(owner.user.id);
    const member = await register("membro");
    const other = await register("outra");
    const ownerP = principal(owner.user.id, owner.user.id, "owner");
    const auth = (bearer: string, store_id?: string) => harness.identity.call("Authenticate", { bearer, ...(store_id ? { store_id } : {}) });

    await expect(auth(member.access_token, owner.user.id)).rejects.toMatchObject({ kind: "forbidden" });
    await harness.identity.call("InviteMembers", { emails: [member.email], role: "editor" }, { principal: ownerP });
    await expect(auth(member.access_token, owner.user.id)).rejects.toMatchObject({ kind: "forbidden", message: expect.stringMatching(/Confirme seu e-mail/) });
    await verify(member.user.id);
    // A key is minted only by a live session (issue 23) of a confirmed address (issue 33): the member's own, as the gateway would name it.
    const { session_id } = await auth(member.access_token);
    const key = await harness.identity.call("CreateApiKey", { name: "k", environment: "test" }, { principal: { ...principal(member.user.id, member.user.id, "owner"), sessionId: session_id } });
    expect(await auth(member.access_token, owner.user.id)).toMatchObject({ user_id: member.user.id, store_id: owner.user.id, role: "editor", credential: "session" });
    await expect(auth(key.key, owner.user.id)).rejects.toMatchObject({ kind: "forbidden" });
    expect(await auth(key.key, member.user.id)).toMatchObject({ store_id: member.user.id, role: "owner" });
    await expect(auth(member.access_token, other.user.id)).rejects.toMatchObject({ kind: "forbidden" });
    await expect(auth(member.access_token, "nao-e-um-id")).rejects.toMatchObject({ kind: "forbidden" });
  });
});
