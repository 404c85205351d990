import { client, signUp, signUpConfirmed, startStack, Stack } from "./stack";

/**
 * Issue 33 item 2, through the real gateway and services: every error carries a stable `codigo` that a
 * client decides by. The 401 keeps the contract's string body and sends its code in `Pix-Codigo`; a 404
 * is the same for an unknown id and for another store's; field errors list `erros[]` with the field.
 */
let stack: Stack;
let http: ReturnType<typeof client>;
let token: string;
let other: string;
beforeAll(async () => {
  stack = await startStack({ services: ["charges", "onboarding"] });
  http = client(stack.url);
  // Confirmed: the revoked-key test makes a key (none before the address is confirmed).
  [token, other] = (await Promise.all([signUpConfirmed(stack, http), signUp(http)])).map((s) => s.accessToken);
});
afterAll(() => stack.close());

const issue = async (as: string, body: Record<string, unknown> = { amount: 10 }) => {
  const res = await http("POST", "/pix", { token: as, body });
  expect(res.status).toBe(201);
  return res.body.data.txid as string;
};

describe("401: the contract's string, the code in Pix-Codigo", () => {
  it("no credential: CREDENCIAL_AUSENTE", async () => {
    const res = await http("GET", "/pix/list");
    expect(res.status).toBe(401);
    expect(typeof res.body.error).toBe("string");
    expect(res.headers.get("pix-codigo")).toBe("CREDENCIAL_AUSENTE");
  });

  it("a token that is not ours: CREDENCIAL_INVALIDA", async () => {
    const res = await http("GET", "/pix/list", { token: "nao-e-um-token" });
    expect(res.status).toBe(401);
    expect(typeof res.body.error).toBe("string");
    expect(res.headers.get("pix-codigo")).toBe("CREDENCIAL_INVALIDA");
  });

  it("a revoked API key: API_KEY_REVOGADA, and the message says when", async () => {
    const created = await http("POST", "/api-keys", { token, body: { name: "ERP", environment: "test" } });
    expect(created.status).toBe(201);
    expect((await http("DELETE", `/api-keys/${created.body.data.id}`, { token })).status).toBe(200);
    const res = await http("GET", "/pix/list", { token: created.body.data.key });
    expect(res.status).toBe(401);
    expect(res.body.error).toMatch(/^API key revogada em \d{4}-/);
    expect(res.headers.get("pix-codigo")).toBe("API_KEY_REVOGADA");
  });

  it("a wrong password: LOGIN_INVALIDO", async () => {
    const { email } = await signUp(http);
    const res = await http("POST", "/auth/login", { body: { email, password: "nao-e-a-senha-certa" } });
    expect(res.status).toBe(401);
    expect(res.headers.get("pix-codigo")).toBe("LOGIN_INVALIDO");
  });
});

describe("404: RECURSO_NAO_ENCONTRADO, the same for an unknown txid and another store's", () => {
  it("answers both alike, naming the resource", async () => {
    const theirs = await issue(other);
    const expected = { error: { message: "Cobrança não encontrada", codigo: "RECURSO_NAO_ENCONTRADO", recurso: "Cobrança" } };
    const unknown = await http("GET", "/pix/status?txid=naoexiste0000000000000000000000", { token });
    const foreign = await http("GET", `/pix/status?txid=${theirs}`, { token });
    expect([unknown.status, unknown.body]).toEqual([404, expected]);
    expect([foreign.status, foreign.body]).toEqual([404, expected]);
  });
});

describe("400: REQUISICAO_INVALIDA with erros[] naming the field", () => {
  it("no amount nor product_id", async () => {
    const res = await http("POST", "/pix", { token, body: { description: "sem valor" } });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      message: "Informe amount (modo manual) ou product_id (modo produto)",
      codigo: "REQUISICAO_INVALIDA",
      erros: [{ campo: "amount", local: "corpo", codigo: "CAMPO_OBRIGATORIO", mensagem: "Informe amount (modo manual) ou product_id (modo produto)" }],
    });
  });

  it("an expires_at in the past", async () => {
    const res = await http("POST", "/pix", { token, body: { amount: 10, expires_at: "2020-01-01T00:00:00Z" } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      codigo: "REQUISICAO_INVALIDA",
      erros: [{ campo: "expires_at", local: "corpo", codigo: "VALOR_MINIMO", mensagem: "expires_at deve estar no futuro" }],
    });
  });

  it("a zod-checked body carries the same top-level code", async () => {
    const res = await http("POST", "/pix", { token, body: { amount: true } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ codigo: "REQUISICAO_INVALIDA", erros: [expect.objectContaining({ campo: "amount", codigo: "TIPO_INVALIDO" })] });
  });
});

describe("409: COBRANCA_NAO_PAGA for a refund of a pending charge", () => {
  it("says the charge is pending, with its status", async () => {
    const txid = await issue(token);
    const res = await http("POST", "/pix/refund", { token, body: { txid, amount: 10 } });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      message: "Só cobranças pagas podem ser devolvidas; esta está pendente (ainda não foi paga)",
      codigo: "COBRANCA_NAO_PAGA",
      status: "pending",
    });
  });
});
