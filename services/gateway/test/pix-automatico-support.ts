/** What the two Pix Automático specs (pix-automatico, pix-automatico-notices) share. */

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
