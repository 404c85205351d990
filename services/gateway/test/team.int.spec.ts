import type { IdentityExtras } from "./stack/identity";
import { client, confirmEmail, signUp, signUpTeam, startStack, Stack, uniqueEmail } from "./stack";

/**
 * Issue 8 item 1: team power (`is_admin`) comes only from an operator's grant to a verified account,
 * never from the address someone typed, and never through an API key.
 */
let stack: Stack;
let http: ReturnType<typeof client>;
let identity: IdentityExtras;
beforeAll(async () => {
  stack = await startStack();
  http = client(stack.url);
  identity = stack.extras.identity as IdentityExtras;
});
afterAll(() => stack.close());

async function expectNoTeamPower(accessToken: string) {
  const me = await http("GET", "/auth/me", { token: accessToken });
  expect(me.status).toBe(200);
  expect(me.body.data.is_admin).toBe(false);
  const admin = await http("GET", "/admin/lojistas", { token: accessToken });
  expect(admin.status).toBe(403);
  expect(admin.body).toEqual({ error: { message: expect.any(String), codigo: "SOMENTE_ADMIN" } });
}

describe("team membership never follows from an e-mail", () => {
  it.each(["EQUIPE@pix.local", "equipe@pix.test", "Admin@Pix.Test", "admin@pix.local"])("registering as %s gives no team power", async (email) => {
    const res = await http("POST", "/auth/register", { body: { name: "Intrusa", email, password: "s3nha-forte-demais" } });
    expect(res.status).toBe(201);
    expect(res.body.data.user.is_admin).toBe(false);
    await expectNoTeamPower(res.body.data.accessToken);
  });

  it("changing the profile gives no team power (the e-mail is not an editable field)", async () => {
    const m = await signUp(http);
    const renamed = await http("PUT", "/auth/profile", { token: m.accessToken, body: { name: "Equipe Pix", company: "Pix Gateway" } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.is_admin).toBe(false);
    const toTeamAddress = await http("PUT", "/auth/profile", { token: m.accessToken, body: { email: "equipe@pix.local" } });
    expect(toTeamAddress.status).toBe(400);
    await expectNoTeamPower(m.accessToken);
  });

  it("signing in socially with a team address gives no team power", async () => {
    const idpJwt = await stack.idp.mintToken({ email: "equipe@pix.dev", name: "Equipe" });
    const res = await http("POST", "/auth/social", { body: { idpJwt } });
    expect(res.status).toBe(201);
    expect(res.body.data.user).toMatchObject({ is_admin: false, email_verified: true });
    await expectNoTeamPower(res.body.data.accessToken);
  });
});

describe("an operator's grant", () => {
  it("makes a verified account team, for its sessions only: its API key says is_admin false", async () => {
    const team = await signUpTeam(stack, http);
    const me = await http("GET", "/auth/me", { token: team.accessToken });
    expect(me.body.data).toMatchObject({ is_admin: true, email_verified: true });
    expect((await http("GET", "/admin/lojistas", { token: team.accessToken })).status).toBe(200);
    const login = await http("POST", "/auth/login", { body: { email: team.email, password: "s3nha-forte" } });
    expect(login.body.data.user.is_admin).toBe(true);

    const key = await http("POST", "/api-keys", { token: team.accessToken, body: { name: "equipe", environment: "test" } });
    expect(key.status).toBe(201);
    const withKey = await http("GET", "/auth/me", { token: key.body.data.key });
    expect(withKey.status).toBe(200);
    expect(withKey.body.data).toMatchObject({ id: team.user.id, is_admin: false });
    expect((await http("GET", "/admin/lojistas", { token: key.body.data.key })).status).toBe(403);
  });

  it("is refused for an account whose e-mail is not verified, and for an unknown e-mail", async () => {
    const m = await signUp(http);
    await expect(identity.grantTeam(m.email)).rejects.toMatchObject({ kind: "forbidden", codigo: "EMAIL_NAO_VERIFICADO" });
    await expectNoTeamPower(m.accessToken);
    await expect(identity.grantTeam(uniqueEmail("ninguem"))).rejects.toMatchObject({ kind: "not_found" });
    // Once verified, the same grant succeeds.
    Object.assign(m, await confirmEmail(stack, m.email));
    await identity.grantTeam(m.email);
    expect((await http("GET", "/auth/me", { token: m.accessToken })).body.data.is_admin).toBe(true);
  });

  it("lists team members as team in the merchants listing, everyone else not", async () => {
    const team = await signUpTeam(stack, http);
    const other = await signUp(http);
    const list = await http("GET", "/admin/lojistas", { token: team.accessToken });
    const byId = new Map(list.body.data.map((u: { id: string; is_admin: boolean }) => [u.id, u.is_admin]));
    expect(byId.get(team.user.id)).toBe(true);
    expect(byId.get(other.user.id)).toBe(false);
  });
});
