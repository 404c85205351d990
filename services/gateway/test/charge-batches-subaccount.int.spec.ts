import { HttpPaymentEngine } from "@pix/charges/src/shared/payment-engine/http-payment-engine";
import { client, signUp, startStack, Stack } from "./stack";
import type { ChargesExtras } from "./stack/charges";
import type { OnboardingExtras } from "./stack/onboarding";

/**
 * Issue 37's batches in subaccount mode (CONTA_UNICA=false): the receiving-account gate is the batch's
 * (checked once: a closed one refuses the whole batch and writes nothing), and each created item is
 * issued by the store's subaccount.
 */
let stack: Stack;
let http: ReturnType<typeof client>;
let extras: ChargesExtras;
let onboarding: OnboardingExtras;
let root: HttpPaymentEngine;
beforeAll(async () => {
  stack = await startStack({ services: ["onboarding", "charges"], env: { onboarding: { CONTA_UNICA: "false" } } });
  http = client(stack.url);
  extras = stack.extras.charges as ChargesExtras;
  onboarding = stack.extras.onboarding as OnboardingExtras;
  root = new HttpPaymentEngine({ baseUrl: extras.engine.url, apiKey: extras.engine.apiKey });
});
afterAll(async () => {
  await root.close();
  await stack.close();
});

const item = (amount: number | string) => ({ amount, description: "Mensalidade", customer_name: "Ana Pagadora", customer_cpf: "529.982.247-25", due_date: "2030-12-10" });

it("refuses the whole batch with the gate's 409 while the store has no subaccount, writing nothing", async () => {
  const { accessToken } = await signUp(http);
  const res = await http("POST", "/pix/lotes", { token: accessToken, body: { descricao: "Sem subconta", cobrancas: [item(100), item(50)] } });
  expect(res.status).toBe(409);
  expect(res.body.error.codigo).toBe("SUBCONTA_INEXISTENTE");
  expect((await http("GET", "/pix/lotes", { token: accessToken })).body.data).toEqual([]);
  expect((await http("GET", "/pix/list", { token: accessToken })).body.data).toEqual([]);
});

it("issues each created item with the approved subaccount, the refused one beside them", async () => {
  const { user, accessToken } = await signUp(http);
  const sub = await root.createSubaccount({ name: "Loja", email: `sub${Date.now()}@loja.test`, cpfCnpj: "11222333000181" });
  await extras.engine.approveAccount(sub.id);
  await onboarding.insertReceivingAccount({ storeId: user.id, environment: "test", status: "approved", accountId: sub.id, walletId: sub.walletId, engineApiKey: sub.apiKey });
  const res = await http("POST", "/pix/lotes", { token: accessToken, body: { descricao: "Com subconta", cobrancas: [item(100), item("x"), item(70)] } });
  expect(res.status).toBe(201);
  expect(res.body.data).toMatchObject({ status: "CONCLUIDO", criadas: 2, negadas: 1 });
  const txids = res.body.data.itens.filter((i: { status: string }) => i.status === "CRIADA").map((i: { txid: string }) => i.txid);
  const rows = await extras.query("SELECT engine_account_id, status FROM charges WHERE txid = ANY($1)", [txids]);
  expect(rows).toEqual([{ engine_account_id: sub.id, status: "pending" }, { engine_account_id: sub.id, status: "pending" }]);
});
