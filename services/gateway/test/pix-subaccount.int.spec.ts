import { HttpPaymentEngine } from "@pix/charges/src/shared/payment-engine/http-payment-engine";
import { client, signUp, signUpConfirmed, startStack, Stack } from "./stack";
import type { ChargesExtras } from "./stack/charges";
import type { IdentityExtras } from "./stack/identity";
import type { OnboardingExtras } from "./stack/onboarding";

/** Subaccount mode (CONTA_UNICA=false): the receiving-account gate and the service's fee split. */
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
  await extras.connectNotices(stack.url);
  root = new HttpPaymentEngine({ baseUrl: extras.engine.url, apiKey: extras.engine.apiKey });
});
afterAll(async () => {
  await root.close();
  await stack.close();
});

let seq = 0;
async function approvedSubaccount(storeId: string, environment: "test" | "live" = "test") {
  const sub = await root.createSubaccount({ name: "Loja", email: `sub${Date.now()}${seq++}@loja.test`, cpfCnpj: "11222333000181" });
  await extras.engine.approveAccount(sub.id);
  await onboarding.insertReceivingAccount({ storeId, environment, status: "approved", accountId: sub.id, walletId: sub.walletId, engineApiKey: sub.apiKey });
  return sub;
}

describe("receiving-account gate", () => {
  it("answers 409 SUBCONTA_INEXISTENTE without a subaccount and SUBCONTA_NAO_APROVADA before approval", async () => {
    const missing = await signUp(http);
    const res = await http("POST", "/pix", { token: missing.accessToken, body: { amount: 10 } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: { message: expect.any(String), codigo: "SUBCONTA_INEXISTENTE" } });

    for (const status of ["creating", "pending", "rejected"] as const) {
      const { user, accessToken } = await signUp(http);
      await onboarding.insertReceivingAccount({ storeId: user.id, environment: "test", status, accountId: "acc", walletId: "wal" });
      const r = await http("POST", "/pix", { token: accessToken, body: { amount: 10 } });
      expect(r.status).toBe(409);
      expect(r.body.error.codigo).toBe("SUBCONTA_NAO_APROVADA");
    }
  });

  it("still checks the minimum first, and lets POST /charges register without a subaccount", async () => {
    const { accessToken } = await signUp(http);
    expect((await http("POST", "/pix", { token: accessToken, body: { amount: 1 } })).body.error.codigo).toBe("VALOR_MINIMO");
    expect((await http("POST", "/charges", { token: accessToken, body: { amount: 10 } })).status).toBe(201);
  });

  it("gates each environment on its own subaccount", async () => {
    const { user, accessToken } = await signUpConfirmed(stack, http);
    await approvedSubaccount(user.id, "test");
    await (stack.extras.identity as IdentityExtras).setProductionStatus(user.id, "approved");
    const liveKey = (await http("POST", "/api-keys", { token: accessToken, body: { name: "live", environment: "live" } })).body.data.key;
    expect((await http("POST", "/pix", { token: accessToken, body: { amount: 10 } })).status).toBe(201);
    expect((await http("POST", "/pix", { token: liveKey, body: { amount: 10 } })).body.error.codigo).toBe("SUBCONTA_INEXISTENTE");
  });
});

describe("issuing as an approved subaccount", () => {
  it("issues with the subaccount's key and a split of the service's fee; fee_amount is the engine's split value", async () => {
    const { user, accessToken } = await signUp(http);
    const sub = await approvedSubaccount(user.id);
    const res = await http("POST", "/pix", { token: accessToken, body: { amount: 100, description: "Com split" } });
    expect(res.status).toBe(201);
    // The emulator takes its 0.99 fee first; 1.99 % of the net 99.01 is 1.97 (floored), not 1.99 of the gross.
    expect(res.body.data).toMatchObject({ amount: 100, fee_amount: 1.97, status: "pending" });

    const [{ engine_charge_id: engineId, engine_account_id: accountId }] = await extras.query("SELECT engine_charge_id, engine_account_id FROM charges WHERE txid = $1", [res.body.data.txid]);
    expect(accountId).toBe(sub.id);
    const asSub = root.withApiKey(sub.apiKey);
    expect((await asSub.getPixCharge(engineId)).split).toEqual([{ walletId: extras.serviceWalletId, totalValueCents: 197 }]);
    await expect(root.getPixCharge(engineId)).rejects.toMatchObject({ status: 404 }); // not the main account's charge
  });

  it("confirms the subaccount's payment notice with the engine's end-to-end id", async () => {
    const { user, accessToken } = await signUp(http);
    await approvedSubaccount(user.id);
    const charge = (await http("POST", "/pix", { token: accessToken, body: { amount: 42 } })).body.data;
    const [{ engine_charge_id: engineId }] = await extras.query("SELECT engine_charge_id FROM charges WHERE txid = $1", [charge.txid]);
    const { charge: engineCharge, delivery } = await extras.engine.pay(engineId);
    expect(delivery.status).toBe(200);
    let paid = (await http("GET", `/pix/status?txid=${charge.txid}`, { token: accessToken })).body.data;
    for (const until = Date.now() + 15_000; paid.status !== "paid" && Date.now() < until; await new Promise((r) => setTimeout(r, 50))) {
      paid = (await http("GET", `/pix/status?txid=${charge.txid}`, { token: accessToken })).body.data; // confirmed from a queue
    }
    // fee: 1.99 % of (42.00 - 0.99) = 0.816… → 0.81
    expect(paid).toMatchObject({ status: "paid", end_to_end_id: engineCharge.endToEndId, fee_amount: 0.81 });
  });
});
