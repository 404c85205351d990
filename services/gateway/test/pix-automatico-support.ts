/** What the Pix Automático specs (pix-automatico, pix-automatico-notices) and subscription-billing share. */
import { client, startStack } from "./stack";
import type { ChargesExtras } from "./stack/charges";
import type { SubscriptionsExtras } from "./stack/subscriptions";
import { startReceiver } from "./webhook-support";

export const DAY = 86_400_000;

/** The payer of every test subscription (a valid CPF: Pix Automático needs the payer's document). */
export const payer = { customer_name: "Ana Pagadora", customer_email: "ana@cliente.test", customer_cpf: "529.982.247-25" };

/** Reads until `ok` holds (asynchronous effects: notices, outbox, webhooks); fails with the last value. */
export async function until<T>(what: string, read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`${what}: never reached, last ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The stack the subscription specs (pix-automatico, pix-automatico-notices, subscription-billing) run on:
 * charges with its engine emulator sending notices to the gateway, subscriptions, the dispatcher, and a
 * webhook receiver. close() stops both.
 */
export async function openSubscriptionsStack() {
  const stack = await startStack({ services: ["charges", "subscriptions", "webhooks-dispatcher"] });
  const charges = stack.extras.charges as ChargesExtras;
  await charges.connectNotices(stack.url);
  const receiver = await startReceiver();
  return {
    stack, charges, receiver, http: client(stack.url), subs: stack.extras.subscriptions as SubscriptionsExtras, engine: charges.engine,
    close: async () => {
      await stack.close();
      await receiver.close();
    },
  };
}
