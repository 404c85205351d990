import { client, signUp, startStack, Stack } from "./stack";

/** Without a payment engine configured, issuing answers a short plain sentence and nothing internal. */
let stack: Stack;
let http: ReturnType<typeof client>;
beforeAll(async () => {
  stack = await startStack({ services: ["charges"], env: { charges: { ENGINE_URL: "", ENGINE_API_KEY: "" } } });
  http = client(stack.url);
});
afterAll(() => stack.close());

it("answers POST /pix with 503 and a plain sentence, after the body and minimum checks", async () => {
  const { accessToken } = await signUp(http);
  const res = await http("POST", "/pix", { token: accessToken, body: { amount: 10 } });
  expect(res.status).toBe(503);
  expect(res.body).toEqual({ error: { message: "A emissão de Pix está indisponível no momento.", codigo: "SERVICO_INDISPONIVEL" } });
  expect((await http("POST", "/pix", { token: accessToken, body: { amount: 1 } })).body.error.codigo).toBe("VALOR_MINIMO");
  expect((await http("POST", "/pix", { token: accessToken, body: { amount: 10, customer_cpf: "123" } })).status).toBe(400);
});

it("still registers charges without Pix (POST /charges needs no engine)", async () => {
  const { accessToken } = await signUp(http);
  const res = await http("POST", "/charges", { token: accessToken, body: { amount: 10 } });
  expect(res.status).toBe(201);
  expect(res.body.data).toMatchObject({ pix_code: null, qr_code_url: null, status: "pending" });
});
