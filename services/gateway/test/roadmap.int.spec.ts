import { randomUUID } from "node:crypto";
import { client, signUp, signUpConfirmed, signUpTeam, startStack, Stack } from "./stack";

/**
 * Internal roadmap (issue 12, contract 4.13): merchants read cards with vote counts and whether their
 * store voted, vote (one per store, toggles) and comment; only the team creates, edits and deletes.
 */
let stack: Stack;
let http: ReturnType<typeof client>;
let team: Awaited<ReturnType<typeof signUp>>;
let merchant: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  stack = await startStack();
  http = client(stack.url);
  team = await signUpTeam(stack, http);
  merchant = await signUpConfirmed(stack, http);
}, 60_000);
afterAll(() => stack.close());

async function newCard(title = "Cobrança recorrente anual") {
  const res = await http("POST", "/roadmap", { token: team.accessToken, body: { title, description: "Planos anuais", status: "planned" } });
  expect(res.status).toBe(201);
  return res.body.data;
}

describe("cards", () => {
  it("the team creates, edits and deletes; merchants read them with votes and voted", async () => {
    const card = await newCard();
    expect(card).toEqual({
      id: expect.any(String), title: "Cobrança recorrente anual", description: "Planos anuais", status: "planned", votes: 0, voted: false,
      created_at: expect.stringMatching(/Z$/),
    });
    const list = await http("GET", "/roadmap", { token: merchant.accessToken });
    expect(list.status).toBe(200);
    expect(list.body.data).toContainEqual(card);

    const edited = await http("PUT", `/roadmap/${card.id}`, { token: team.accessToken, body: { status: "in_progress", title: "Planos anuais" } });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ id: card.id, status: "in_progress", title: "Planos anuais", description: "Planos anuais" });

    const deleted = await http("DELETE", `/roadmap/${card.id}`, { token: team.accessToken });
    expect(deleted.status).toBe(200);
    expect((await http("GET", "/roadmap", { token: merchant.accessToken })).body.data.map((c: any) => c.id)).not.toContain(card.id);
    expect((await http("DELETE", `/roadmap/${card.id}`, { token: team.accessToken })).status).toBe(404);
  });

  it("answers 403 SOMENTE_ADMIN to a merchant's session and to the team's own API key on create, edit and delete; API keys never use the roadmap", async () => {
    const card = await newCard();
    const key = (await http("POST", "/api-keys", { token: team.accessToken, body: { name: "k", environment: "test" } })).body.data.key;
    for (const token of [merchant.accessToken, key]) {
      for (const [method, path, body] of [["POST", "/roadmap", { title: "Meu pedido" }], ["PUT", `/roadmap/${card.id}`, { title: "Outro" }], ["DELETE", `/roadmap/${card.id}`, undefined]] as const) {
        const res = await http(method, path, { token, body });
        expect([method, res.status, res.body]).toEqual([method, 403, { error: { message: expect.any(String), codigo: "SOMENTE_ADMIN" } }]);
      }
    }
    expect((await http("GET", "/roadmap")).status).toBe(401);
    // Reading, voting and commenting are the panel's: a session, not an API key.
    const merchantKey = (await http("POST", "/api-keys", { token: merchant.accessToken, body: { name: "k", environment: "test" } })).body.data.key;
    for (const [method, path] of [["GET", "/roadmap"], ["POST", `/roadmap/${card.id}/vote`], ["GET", `/roadmap/${card.id}/comments`]] as const) {
      const res = await http(method, path, { token: merchantKey });
      expect([method, path, res.status]).toEqual([method, path, 403]);
    }
  });

  it("refuses bad input with 400 and unknown or malformed ids with 404", async () => {
    const card = await newCard();
    for (const body of [{}, { title: "ab" }, { title: "x".repeat(121) }, { title: "Ok título", status: "shipped" }, { title: "Ok título", description: 5 }, { title: "Ok título", votes: 10 }]) {
      const res = await http("POST", "/roadmap", { token: team.accessToken, body });
      expect([body, res.status]).toEqual([body, 400]);
    }
    expect((await http("PUT", `/roadmap/${card.id}`, { token: team.accessToken, body: {} })).status).toBe(400);
    expect((await http("POST", "/roadmap", { token: team.accessToken, raw: "{\"title\":" })).status).toBe(400);
    for (const id of [randomUUID(), "nao-e-uuid"]) {
      expect((await http("PUT", `/roadmap/${id}`, { token: team.accessToken, body: { title: "Novo título" } })).status).toBe(404);
      expect((await http("POST", `/roadmap/${id}/vote`, { token: merchant.accessToken })).status).toBe(404);
      expect((await http("GET", `/roadmap/${id}/comments`, { token: merchant.accessToken })).status).toBe(404);
      expect((await http("POST", `/roadmap/${id}/comments`, { token: merchant.accessToken, body: { body: "Oi" } })).status).toBe(404);
    }
  });
});

describe("votes", () => {
  it("one vote per store, toggled; each store sees whether it voted", async () => {
    const card = await newCard();
    const other = await signUp(http);
    const vote = (token: string) => http("POST", `/roadmap/${card.id}/vote`, { token });
    expect((await vote(merchant.accessToken)).body.data).toMatchObject({ votes: 1, voted: true });
    expect((await vote(other.accessToken)).body.data).toMatchObject({ votes: 2, voted: true });
    expect((await vote(merchant.accessToken)).body.data).toMatchObject({ votes: 1, voted: false });
    const seen = (await http("GET", "/roadmap", { token: merchant.accessToken })).body.data.find((c: any) => c.id === card.id);
    expect(seen).toMatchObject({ votes: 1, voted: false });
    const seenByOther = (await http("GET", "/roadmap", { token: other.accessToken })).body.data.find((c: any) => c.id === card.id);
    expect(seenByOther).toMatchObject({ votes: 1, voted: true });
  });

  it("concurrent votes of one store never count twice", async () => {
    const card = await newCard();
    const results = await Promise.all(Array.from({ length: 8 }, () => http("POST", `/roadmap/${card.id}/vote`, { token: merchant.accessToken })));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    const seen = (await http("GET", "/roadmap", { token: merchant.accessToken })).body.data.find((c: any) => c.id === card.id);
    expect(seen.votes).toBe(seen.voted ? 1 : 0);
    expect(seen.votes).toBeLessThanOrEqual(1);
  });
});

describe("comments", () => {
  it("merchants and the team comment; the list is oldest first with the author's name", async () => {
    const card = await newCard();
    const first = await http("POST", `/roadmap/${card.id}/comments`, { token: merchant.accessToken, body: { body: "  Preciso disso  " } });
    expect(first.status).toBe(201);
    expect(first.body.data).toEqual({ id: expect.any(String), body: "Preciso disso", author_name: merchant.user.name, created_at: expect.stringMatching(/Z$/) });
    await http("POST", `/roadmap/${card.id}/comments`, { token: team.accessToken, body: { body: "Em breve" } });
    const list = await http("GET", `/roadmap/${card.id}/comments`, { token: merchant.accessToken });
    expect(list.status).toBe(200);
    expect(list.body.data.map((c: any) => c.body)).toEqual(["Preciso disso", "Em breve"]);
    for (const body of [{}, { body: "" }, { body: "   " }, { body: "x".repeat(2001) }, { body: 1 }, { body: "ok", extra: 1 }]) {
      const res = await http("POST", `/roadmap/${card.id}/comments`, { token: merchant.accessToken, body });
      expect([body, res.status]).toEqual([body, 400]);
    }
  });
});
