import { client, signUp, signUpTeam, startStack, Stack } from "./stack";

/** The internal team group: only a team session (an operator's grant to a verified account) passes; API keys never do. */
let stack: Stack;
let http: ReturnType<typeof client>;
let team: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  stack = await startStack({ services: ["onboarding"] }); // the detail shows onboarding's answers and documents
  http = client(stack.url);
  team = await signUpTeam(stack, http);
});
afterAll(() => stack.close());

describe("GET /admin/lojistas (team only)", () => {
  it("lists merchants with their production status for a team session, newest first, filtered by status", async () => {
    const merchant = await signUp(http);
    const list = await http("GET", "/admin/lojistas", { token: team.accessToken });
    expect(list.status).toBe(200);
    const ids = list.body.data.map((u: { id: string }) => u.id);
    expect(ids.indexOf(merchant.user.id)).toBeLessThan(ids.indexOf(team.user.id));
    expect(list.body.data.find((u: { id: string }) => u.id === merchant.user.id)).toMatchObject({ production_status: "sandbox", is_admin: false });
    expect(list.body.aviso).toBeUndefined();
    const pending = await http("GET", "/admin/lojistas?status=pending", { token: team.accessToken });
    expect(pending.body.data).toEqual([]);
    const detail = await http("GET", `/admin/lojistas/${merchant.user.id}`, { token: team.accessToken });
    expect(detail.body.data).toMatchObject({ id: merchant.user.id, email: merchant.email });
    expect((await http("GET", "/admin/lojistas/00000000-0000-4000-8000-000000000000", { token: team.accessToken })).status).toBe(404);
    expect((await http("GET", "/admin/lojistas?status=vip", { token: team.accessToken })).status).toBe(400);
  });

  it("answers 403 SOMENTE_ADMIN to merchants and to the team's own API key, 401 without a credential", async () => {
    const merchant = await signUp(http);
    const refused = await http("GET", "/admin/lojistas", { token: merchant.accessToken });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: { message: expect.any(String), codigo: "SOMENTE_ADMIN" } });
    const key = await http("POST", "/api-keys", { token: team.accessToken, body: { name: "equipe", environment: "test" } });
    const withKey = await http("GET", `/admin/lojistas/${merchant.user.id}`, { token: key.body.data.key });
    expect(withKey.status).toBe(403);
    expect(withKey.body.error.codigo).toBe("SOMENTE_ADMIN");
    const none = await http("GET", "/admin/lojistas");
    expect(none.status).toBe(401);
    expect(typeof none.body.error).toBe("string");
  });
});
