import { HttpPaymentEngine } from "@pix/charges/src/shared/payment-engine/http-payment-engine";
import { transferTestClient, type TransferView } from "@pix/emulator-payment-engine";
import { client, signUp, type Stack } from "./stack";
import type { ChargesExtras } from "./stack/charges";
import type { OnboardingExtras } from "./stack/onboarding";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await sleep(30)) {
    const value = await probe();
    if (value !== undefined) return value;
  }
  throw new Error(`timed out waiting for ${what}`);
}

let seq = 0;

/**
 * Helpers of the withdrawal specs on a stack with onboarding in subaccount mode and charges: a
 * merchant with an approved subaccount, paid charges (through the engine's notice), withdrawals and
 * the emulator's view of their payout attempts.
 */
export function withdrawalKit(stack: Stack) {
  const http = client(stack.url);
  const charges = stack.extras.charges as ChargesExtras;
  const onboarding = stack.extras.onboarding as OnboardingExtras;
  // Each environment has its own engine (emulator): subaccounts, charges and payouts live at the environment's.
  const engines = { test: charges.engine, live: charges.engineLive };
  const roots = { test: new HttpPaymentEngine({ baseUrl: engines.test.url, apiKey: engines.test.apiKey }), live: new HttpPaymentEngine({ baseUrl: engines.live.url, apiKey: engines.live.apiKey }) };
  const clients = [transferTestClient(engines.test.url), transferTestClient(engines.live.url)];
  const root = roots.test;
  /** The emulators' payout attempts, whichever environment's engine holds them. */
  const transfers = {
    attempts: async (externalReference: string) => (await Promise.all(clients.map((c) => c.attempts(externalReference)))).flat(),
    fail: (transferId: string, reason?: string) => firstOk((c) => c.fail(transferId, reason)),
    complete: (transferId: string) => firstOk((c) => c.complete(transferId)),
  };
  async function firstOk<T>(op: (c: (typeof clients)[number]) => Promise<T>): Promise<T> {
    let last: unknown;
    for (const c of clients) {
      try {
        return await op(c);
      } catch (err) {
        last = err;
      }
    }
    throw last;
  }

  const kit = {
    http, charges, onboarding, root, transfers, until,
    /** A merchant with an approved subaccount in `environment` (and a webhook endpoint at `webhookUrl`, if given). */
    async merchant(environment: "test" | "live" = "test", webhookUrl?: string) {
      const { user, accessToken, email } = await signUp(http);
      const sub = await roots[environment].createSubaccount({ name: "Loja", email: `saque${Date.now()}${seq++}@loja.test`, cpfCnpj: "11222333000181" });
      await engines[environment].approveAccount(sub.id);
      await onboarding.insertReceivingAccount({ storeId: user.id, environment, status: "approved", accountId: sub.id, walletId: sub.walletId, engineApiKey: sub.apiKey });
      if (webhookUrl) {
        const endpoint = await http("POST", "/webhook-endpoints", { token: accessToken, body: { url: `${webhookUrl}/m/${user.id}`, events: ["withdrawal.completed", "withdrawal.rejected"] } });
        if (endpoint.status !== 201) throw new Error(`endpoint: ${endpoint.status}`);
      }
      return { storeId: user.id, token: accessToken, sub, email };
    },
    /** Issues and pays (through the engine's notice) a Pix charge; answers it as paid, with its fee_amount. */
    async paidCharge(token: string, amount: number) {
      const charge = (await http("POST", "/pix", { token, body: { amount } })).body.data;
      const [{ engine_charge_id: engineId }] = await charges.query("SELECT engine_charge_id FROM charges WHERE id = $1", [charge.id]);
      await engines[charge.environment as "test" | "live"].pay(engineId);
      return until("the charge paid", async () => {
        const c = (await http("GET", `/pix/status?txid=${charge.txid}`, { token })).body.data;
        return c.status === "paid" ? c : undefined;
      });
    },
    summaryOf: async (token: string) => (await http("GET", "/withdrawals/summary", { token })).body.data,
    withdraw: (token: string, amount: number | string, pix_key = "529.982.247-25", pix_key_type = "CPF") =>
      http("POST", "/withdrawals", { token, body: { amount, pix_key, pix_key_type } }),
    /** The engine transfer of the withdrawal's attempt `n` (1-based), once the worker made it. */
    attempt: (withdrawalId: string, n: number) =>
      until<TransferView>(`attempt ${n}`, async () => {
        const list = await transfers.attempts(withdrawalId);
        return list.length >= n ? list[n - 1] : undefined;
      }),
    withdrawalById: async (token: string, id: string) => (await http("GET", "/withdrawals", { token })).body.data.find((w: any) => w.id === id),
    settledWithdrawal: (token: string, id: string) =>
      until("the withdrawal settled", async () => {
        const w = await kit.withdrawalById(token, id);
        return w.status === "pending" ? undefined : w;
      }),
    close: async () => {
      await roots.test.close();
      await roots.live.close();
    },
  };
  return kit;
}
export type WithdrawalKit = ReturnType<typeof withdrawalKit>;
