import type { AppError } from "@pix/errors";
import { decodeBrCode } from "@pix/charges/src/issuing/domain/brcode";
import { loadService, type Principal, ServiceClient, type ClientOf } from "@pix/grpc";
import { TEST_AMQP_URL } from "@pix/testing";
import { client, PRINCIPAL_SECRET, signUp, startStack, Stack } from "./stack";
import { captureEvents, CHARGE_FIELDS, type ChargesExtras } from "./stack/charges";

/** POST /pix in manual and product mode, the issuing rules, and the production gate (single-account mode). */
let stack: Stack;
let http: ReturnType<typeof client>;
let extras: ChargesExtras;
let events: Awaited<ReturnType<typeof captureEvents>>;
let charges: ClientOf<"pix.charges.v1.ChargesService">;
beforeAll(async () => {
  stack = await startStack({ services: ["charges"] });
  http = client(stack.url);
  extras = stack.extras.charges as ChargesExtras;
  events = await captureEvents(TEST_AMQP_URL, stack.exchange);
  charges = new ServiceClient("charges", loadService("charges/v1/charges.proto", "pix.charges.v1.ChargesService"), stack.addresses.charges!, PRINCIPAL_SECRET);
});
afterAll(async () => {
  charges.close();
  await events.close();
  await stack.close();
});

const PAYER = { customer_name: "Ana Pagadora", customer_email: "ana@pagadora.test", customer_cpf: "529.982.247-25", customer_phone: "(11) 98765-4321" };
const pix = (token: string, body: unknown, headers?: Record<string, string>) => http("POST", "/pix", { token, body, headers });

describe("POST /pix, manual mode", () => {
  it("issues a pending test charge with every field of 2.2, a dynamic BR Code of its amount (62-05 \"***\"), and a QR PNG", async () => {
    const { user, accessToken } = await signUp(http);
    const res = await pix(accessToken, { amount: 19.99, description: "Pedido 42", ...PAYER, success_url: "https://loja.test/ok", cancel_url: "https://loja.test/volta" });
    expect(res.status).toBe(201);
    const c = res.body.data;
    expect(Object.keys(c).sort()).toEqual([...CHARGE_FIELDS].sort());
    expect(c).toMatchObject({
      user_id: user.id, amount: 19.99, description: "Pedido 42", status: "pending", environment: "test", customer_name: "Ana Pagadora",
      customer_email: "ana@pagadora.test", customer_cpf: "52998224725", customer_phone: "11987654321", success_url: "https://loja.test/ok",
      cancel_url: "https://loja.test/volta", fee_amount: null, paid_at: null, end_to_end_id: null, store_name: null, store_document: null,
      customer_id: null, product_id: null, coupon_id: null, subscription_id: null, due_date: null,
      checkout_url: `http://checkout.pix.test/checkout/${c.txid}`,
    });
    expect(c.txid).toMatch(/^[A-Za-z0-9]{25}$/);
    expect(Date.parse(c.expires_at) - Date.parse(c.created_at)).toBe(24 * 3600_000); // default validity

    const code = decodeBrCode(c.pix_code);
    // A dynamic code carries "***" in 62-05: the txid travels in the location payload (BCB manual 2.7).
    expect(code).toMatchObject({ amountCents: 1999, txid: "***", pointOfInitiation: "12", gui: "br.gov.bcb.pix", currency: "986", country: "BR", merchantName: "PIX GATEWAY", merchantCity: "SAO PAULO" });
    expect(code.locationUrl).toMatch(new RegExp(`^${new URL(extras.engine.url).host}/qr/v2/`));
    const location = (await (await fetch(`http://${code.locationUrl}`)).json()) as { txid: string; valor: { original: string } };
    expect(location).toMatchObject({ txid: expect.stringMatching(/^[A-Za-z0-9]{26,35}$/), valor: { original: "19.99" } }); // what the payer's bank reads

    const png = Buffer.from(c.qr_code_url.replace(/^data:image\/png;base64,/, ""), "base64");
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const again = await http("GET", `/pix/status?txid=${c.txid}`, { token: accessToken });
    expect(again.body.data.qr_code_url).toBe(c.qr_code_url); // rendered again on read, same code → same image
  });

  it("emits charge.created with the data fields of section 6 except the QR image (the webhook renders qr_code_url from pix_code)", async () => {
    const { user, accessToken } = await signUp(http);
    const c = (await pix(accessToken, { amount: 7, description: "Evento", ...PAYER })).body.data;
    const event = await events.waitFor((e) => e.event === "charge.created" && e.data.txid === c.txid);
    expect(event.owner).toEqual({ store_id: user.id, environment: "test" });
    expect(event.data).toStrictEqual({
      txid: c.txid, amount: 7, description: "Evento", status: "pending", environment: "test", customer_name: "Ana Pagadora",
      customer_email: "ana@pagadora.test", customer_phone: "11987654321", subscription_id: null, pix_code: c.pix_code,
      checkout_url: c.checkout_url, expires_at: c.expires_at, created_at: c.created_at,
    });
  });

  it("stores an alphanumeric CNPJ upper-case without punctuation, and keeps amounts exact to the centavo", async () => {
    const { accessToken } = await signUp(http);
    const res = await pix(accessToken, { amount: 1234567.89, customer_cpf: "12.abc.345/01de-35" });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ customer_cpf: "12ABC34501DE35", amount: 1234567.89, description: "Cobrança Pix" });
    expect(decodeBrCode(res.body.data.pix_code).amountCents).toBe(123456789);
    expect((await pix(accessToken, { amount: "0.29" })).body.error).toMatchObject({ codigo: "VALOR_MINIMO" });
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    ["a CPF with a wrong check digit", { customer_cpf: "529.982.247-24" }, /customer_cpf/],
    ["an all-same-digit CPF", { customer_cpf: "111.111.111-11" }, /customer_cpf/],
    ["a CNPJ with a wrong check digit", { customer_cpf: "11.222.333/0001-80" }, /customer_cpf/],
    ["a javascript: success_url", { success_url: "javascript:alert(1)" }, /success_url/],
    ["a relative cancel_url", { cancel_url: "/voltar" }, /cancel_url/],
    ["an expires_at in the past", { expires_at: "2020-01-01T00:00:00Z" }, /expires_at/],
    ["a phone without area code", { customer_phone: "98765-4321" }, /customer_phone/],
  ])("refuses %s with 400", async (_name, extra, message) => {
    const { accessToken } = await signUp(http);
    const res = await pix(accessToken, { amount: 10, ...extra });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { message: expect.stringMatching(message), codigo: "REQUISICAO_INVALIDA", erros: [expect.objectContaining({ campo: expect.any(String) })] } });
  });

  it("refuses less than R$ 5,00 with VALOR_MINIMO before the engine is called", async () => {
    const { accessToken } = await signUp(http);
    await extras.engine.failNext({ count: 1, status: 409 });
    const res = await pix(accessToken, { amount: 4.99 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { message: expect.any(String), codigo: "VALOR_MINIMO", valor_minimo: 5 } });
    // The armed fault is still there: no request reached the engine.
    const probe = await fetch(`${extras.engine.url}/v3/pix/charges/none`, { headers: { access_token: extras.engine.apiKey } });
    expect(probe.status).toBe(409);
  });

  it.each<[string, { raw?: string; body?: unknown }, RegExp]>([
    ["malformed JSON", { raw: '{"amount": ' }, /JSON/],
    ["an unknown field", { body: { amount: 10, user_id: "x" } }, /`user_id` do corpo: campo desconhecido/],
    ["three decimals", { body: { amount: 10.005 } }, /amount/],
    ["a negative amount", { body: { amount: -10 } }, /amount/],
    ["a boolean amount", { body: { amount: true } }, /amount/],
    ["a malformed e-mail", { body: { amount: 10, customer_email: "ana@" } }, /customer_email/],
    ["a date that is not ISO 8601", { body: { amount: 10, expires_at: "amanhã" } }, /expires_at/],
    ["no amount and no product", { body: {} }, /amount/],
    ["a JSON array", { raw: "[1]" }, /corpo|object/i],
  ])("answers 400 for %s", async (_name, req, message) => {
    const { accessToken } = await signUp(http);
    const res = await http("POST", "/pix", { token: accessToken, ...req });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(message);
  });

  it("answers 401 with a string error without a credential", async () => {
    const res = await pix("", { amount: 10 });
    expect(res.status).toBe(401);
    expect(typeof res.body.error).toBe("string");
  });
});

describe("POST /pix, product mode", () => {
  it("answers 404 with a clear message for a product the store does not have", async () => {
    const { accessToken } = await signUp(http);
    for (const product_id of ["6f1c2d3e-2222-4222-8222-222222222222", "sku-inexistente"]) {
      const res = await pix(accessToken, { product_id, coupon_code: "DEZ", novo_cliente: true, ...PAYER });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: { message: "Produto não encontrado", codigo: "RECURSO_NAO_ENCONTRADO", recurso: "Produto" } });
    }
    expect((await pix(accessToken, { product_id: "6f1c2d3e-2222-4222-8222-222222222222", amount: 10 })).status).toBe(400);
  });

  it("answers 404 for an unknown customer_id", async () => {
    const { accessToken } = await signUp(http);
    const res = await pix(accessToken, { amount: 10, customer_id: "7a1c2d3e-3333-4333-8333-333333333333" });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toMatch(/Cliente/);
  });
});

describe("production gate", () => {
  const asService = (storeId: string, environment: "test" | "live"): Principal => ({
    userId: storeId, storeId, role: "owner", environment, isAdmin: false, credential: "service", productionApproved: true,
  });

  it("refuses a live issue before approval with 409 PRODUCAO_NAO_LIBERADA and the current situation, asking identity", async () => {
    const { user } = await signUp(http);
    for (const rpc of ["IssuePix", "CreateCharge"] as const) {
      const err = (await charges.call(rpc, { amount_cents: 1000 }, { principal: asService(user.id, "live") }).catch((e: AppError) => e)) as AppError;
      expect(err).toMatchObject({ kind: "conflict", codigo: "PRODUCAO_NAO_LIBERADA" });
      expect(err.extra?.producao).toEqual({ status: "sandbox", liberada: false, solicitada_em: null, revisada_em: null, motivo_recusa: null, mensagem: expect.any(String) });
    }
    const test = await charges.call("IssuePix", { amount_cents: 1000 }, { principal: asService(user.id, "test") });
    expect(test.charge).toMatchObject({ environment: "test", status: "pending" });
  });
});
