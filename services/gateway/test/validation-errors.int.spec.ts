import { randomUUID } from "node:crypto";
import { parseBRL } from "../../panel/web/src/format";
import { client, confirmEmail, signUp, signUpTeam, startStack, Stack } from "./stack";

/**
 * Errors a developer can act on (issue 26), through the real gateway and services: every 400 is in
 * Portuguese, names where each problem is, lists every problem in `error.erros` with a stable code,
 * and says what is expected; 404s give the resource its gender.
 */
let stack: Stack;
let http: ReturnType<typeof client>;
let token: string;
beforeAll(async () => {
  stack = await startStack({ services: ["charges", "onboarding"] });
  http = client(stack.url);
  token = (await signUp(http)).accessToken;
});
afterAll(() => stack.close());

const ENGLISH = /Invalid|expected|received|Unrecognized|Too (big|small)|encontrado\(a\)/;

describe("400: every problem, in Portuguese, with its place and code", () => {
  it("malformed JSON: JSON_MALFORMADO with the position", async () => {
    const res = await http("POST", "/pix", { token, raw: '{"amount": 10,}' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/^JSON malformado no corpo da requisição \(perto da posição \d+\): confira aspas, vírgulas e chaves$/);
    expect(res.body.error.erros).toEqual([{ campo: "", local: "corpo", codigo: "JSON_MALFORMADO", mensagem: expect.stringMatching(/^JSON malformado/) }]);
  });

  it("wrong types: both problems listed at once, each with what is expected", async () => {
    const res = await http("POST", "/pix", { token, body: { amount: true, description: 5 } });
    expect(res.status).toBe(400);
    expect(res.body.error.erros).toEqual([
      { campo: "amount", local: "corpo", codigo: "TIPO_INVALIDO", mensagem: "envie o valor em reais como número, por exemplo 10.50" },
      { campo: "description", local: "corpo", codigo: "TIPO_INVALIDO", mensagem: "deve ser um texto entre aspas, mas veio um número inteiro" },
    ]);
    expect(res.body.error.message).toBe(
      "2 problemas na requisição: campo `amount` do corpo: envie o valor em reais como número, por exemplo 10.50; "
        + "campo `description` do corpo: deve ser um texto entre aspas, mas veio um número inteiro",
    );
    expect(res.body.error.codigo).toBe("REQUISICAO_INVALIDA");
  });

  it("an unknown key: CAMPO_DESCONHECIDO at its path", async () => {
    const res = await http("POST", "/pix", { token, body: { amount: 10, user_id: randomUUID() } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: {
      message: "Campo `user_id` do corpo: campo desconhecido: remova-o ou confira a grafia",
      codigo: "REQUISICAO_INVALIDA",
      erros: [{ campo: "user_id", local: "corpo", codigo: "CAMPO_DESCONHECIDO", mensagem: "campo desconhecido: remova-o ou confira a grafia" }],
    } });
  });

  it("a datetime without offset: FORMATO_INVALIDO with an example that has one", async () => {
    const res = await http("POST", "/pix", { token, body: { amount: 10, expires_at: "2026-12-01T10:00:00" } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("Campo `expires_at` do corpo: use data e hora ISO 8601 com fuso, por exemplo 2026-12-01T10:00:00-03:00");
    expect(res.body.error.erros[0]).toMatchObject({ campo: "expires_at", codigo: "FORMATO_INVALIDO" });
  });

  it("a bad query parameter is named as a query parameter, not as the body", async () => {
    const bad = await http("GET", "/pix/list?status=pago", { token });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual({
      message: "Parâmetro de consulta `status`: use um destes valores: pending, paid, refunded, expired",
      codigo: "REQUISICAO_INVALIDA",
      erros: [{ campo: "status", local: "consulta", codigo: "OPCAO_INVALIDA", mensagem: "use um destes valores: pending, paid, refunded, expired" }],
    });
    const unknown = await http("GET", "/pix/status?txid=abc&user_id=x", { token });
    expect(unknown.body.error.erros).toEqual([expect.objectContaining({ campo: "user_id", local: "consulta", codigo: "CAMPO_DESCONHECIDO" })]);
    expect(unknown.body.error.message).toBe("Parâmetro de consulta `user_id`: parâmetro desconhecido: remova-o ou confira a grafia");
  });

  it("an amount with a decimal comma is refused at the API with the form to use", async () => {
    const res = await http("POST", "/pix", { token, body: { amount: "1.234,56" } });
    expect(res.status).toBe(400);
    expect(res.body.error.erros).toEqual([{ campo: "amount", local: "corpo", codigo: "FORMATO_INVALIDO", mensagem: expect.stringMatching(/^use ponto para os centavos .* por exemplo 15000\.00/) }]);
  });

  it("no English passes through", async () => {
    for (const body of [{}, { amount: 10, expires_at: "x", customer_email: "a", novo_cliente: "sim", zz: 1 }]) {
      const res = await http("POST", "/pix", { token, body });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).not.toMatch(ENGLISH);
    }
  });
});

describe("404: the resource with its gender", () => {
  it("Cobrança não encontrada, Cliente não encontrado", async () => {
    expect((await http("GET", "/pix/status?txid=NaoExiste123", { token })).body).toEqual({ error: { message: "Cobrança não encontrada", codigo: "RECURSO_NAO_ENCONTRADO", recurso: "Cobrança" } });
    expect((await http("GET", `/customers/${randomUUID()}`, { token })).body).toEqual({ error: { message: "Cliente não encontrado", codigo: "RECURSO_NAO_ENCONTRADO", recurso: "Cliente" } });
    expect((await http("GET", "/nao-existe", { token })).body).toEqual({ error: { message: "Rota não encontrada", codigo: "RECURSO_NAO_ENCONTRADO", recurso: "Rota" } });
  });
});

describe("the going-live revenue typed the Brazilian way", () => {
  it("the panel's parser turns 15.000,00 into the API's 15000.00, which the gateway stores as R$ 15.000,00", async () => {
    const m = await signUp(http);
    Object.assign(m, await confirmEmail(stack, m.email));
    const team = await signUpTeam(stack, http);
    const monthly_revenue = parseBRL("15.000,00");
    expect(monthly_revenue).toBe("15000.00");
    const answers = {
      responsible_name: "Maria Souza", responsible_cpf: "529.982.247-25", company: "Loja da Maria", cnpj: "12.ABC.345/01DE-35",
      company_type: "LIMITED", phone: "(11) 98765-4321", address: "Avenida Paulista", address_number: "1000", province: "Bela Vista",
      postal_code: "01310-100", city: "São Paulo", state: "SP", monthly_revenue,
    };
    expect((await http("POST", "/auth/onboarding", { token: m.accessToken, body: answers })).status).toBe(200);
    const detail = await http("GET", `/admin/lojistas/${m.user.id}`, { token: team.accessToken });
    expect(detail.body.data.onboarding.monthly_revenue).toBe(15000);
  });
});
