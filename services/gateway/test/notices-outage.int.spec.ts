import { client, signUp, startStack, Stack } from "./stack";
import type { ChargesExtras } from "./stack/charges";
import { startTcpProxy, type TcpProxy } from "./stack/tcp-proxy";

/**
 * The notice path rides out outages: charges reaches identity, the engine and the SMTP server
 * through TCP proxies the tests switch off and on (the real services and servers behind them).
 */
let stack: Stack;
let http: ReturnType<typeof client>;
let extras: ChargesExtras;
const proxies: Record<"identity" | "engine" | "smtp", TcpProxy> = {} as never;

beforeAll(async () => {
  for (const name of ["identity", "engine", "smtp"] as const) proxies[name] = await startTcpProxy();
  stack = await startStack({
    services: ["charges"],
    env: {
      charges: {
        IDENTITY_ADDR: `127.0.0.1:${proxies.identity.port}`,
        ENGINE_URL: `http://127.0.0.1:${proxies.engine.port}`,
        SMTP_URL: `smtp://127.0.0.1:${proxies.smtp.port}`,
      },
    },
  });
  extras = stack.extras.charges as ChargesExtras;
  proxies.identity.target("127.0.0.1", Number(stack.addresses.identity!.split(":")[1]));
  proxies.engine.target("127.0.0.1", Number(new URL(extras.engine.url).port));
  proxies.smtp.target("127.0.0.1", Number(new URL(extras.smtp.url).port));
  http = client(stack.url);
  await extras.connectNotices(stack.url);
});
afterAll(async () => {
  await stack.close();
  for (const p of Object.values(proxies)) await p.close();
});
afterEach(() => Object.values(proxies).forEach((p) => p.up()));

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, what: string, timeoutMs = 20_000): Promise<T> {
  for (const deadline = Date.now() + timeoutMs; ; await new Promise((r) => setTimeout(r, 50))) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`);
  }
}

async function pendingCharge() {
  const session = await signUp(http);
  await http("PUT", "/auth/profile", { token: session.accessToken, body: { company: "Loja da Outage" } });
  const email = `pagadora.${Date.now()}.${Math.random().toString(36).slice(2)}@pagadora.test`;
  const charge = (await http("POST", "/pix", { token: session.accessToken, body: { amount: 12, customer_email: email } })).body.data;
  const [{ engine_charge_id: engineId }] = await extras.query("SELECT engine_charge_id FROM charges WHERE txid = $1", [charge.txid]);
  return { token: session.accessToken, charge, engineId: engineId as string, email };
}
const status = async (token: string, txid: string) => (await http("GET", `/pix/status?txid=${txid}`, { token })).body.data;
const noticeAttempts = async (chargeId: string) =>
  (await extras.query("SELECT attempts, processed_at FROM engine_notices WHERE charge_id = $1", [chargeId]))[0];

it("answers 200 with identity and the engine's transaction lookup down, pays the charge once the engine is back, names the store once identity is", async () => {
  const { token, charge, engineId, email } = await pendingCharge();
  proxies.identity.down();
  proxies.engine.down();

  const { delivery } = await extras.engine.pay(engineId); // the engine itself is up: only charges' way to it is cut
  expect(delivery.status).toBe(200);
  // Confirmation was tried, failed and is being retried; meanwhile the charge stays pending.
  await until(() => noticeAttempts(charge.id), (n) => n?.attempts >= 2, "failed confirmation attempts");
  expect((await status(token, charge.txid)).status).toBe("pending");

  // The engine comes back first: the payment is recorded with identity still down (identity is not on that path)…
  proxies.engine.up();
  const paid = await until(() => status(token, charge.txid), (c) => c.status === "paid", "the paid charge");
  expect(paid).toMatchObject({ status: "paid", store_name: null });
  expect((await noticeAttempts(charge.id)).processed_at).not.toBeNull();
  // …and the store's name and the receipt follow once identity is back.
  proxies.identity.up();
  const named = await until(() => status(token, charge.txid), (c) => c.store_name !== null, "the store's name on the charge");
  expect(named).toMatchObject({ status: "paid", store_name: "Loja da Outage", end_to_end_id: paid.end_to_end_id });
  await extras.smtp.waitFor((m) => m.to.includes(email), 20_000);
});

it("sends the receipt after an SMTP outage, once", async () => {
  const { token, charge, engineId, email } = await pendingCharge();
  proxies.smtp.down();
  expect((await extras.engine.pay(engineId)).delivery.status).toBe(200);
  await until(() => status(token, charge.txid), (c) => c.status === "paid" && c.store_name !== null, "the paid charge");
  const before = proxies.smtp.refused();
  await until(async () => proxies.smtp.refused(), (n) => n >= before + 2, "failed SMTP attempts");
  expect(extras.smtp.messages.filter((m) => m.to.includes(email))).toEqual([]);

  proxies.smtp.up();
  const receipt = await extras.smtp.waitFor((m) => m.to.includes(email), 20_000);
  expect(receipt.subject).toMatch(/Comprovante.*R\$ 12,00.*Loja da Outage/);
  expect(extras.smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
});

describe("a simulated payment (issue 32: paid through the test engine)", () => {
  it("answers 503 MOTOR_DE_TESTE_INDISPONIVEL in Portuguese while the test engine is unreachable; the charge stays pending; asked again once it is back, it is paid", async () => {
    const { token, charge } = await pendingCharge();
    proxies.engine.down();
    const refused = await http("POST", "/pix/simulate-payment", { token, body: { txid: charge.txid } });
    expect(refused.status).toBe(503);
    expect(refused.body.error).toMatchObject({ codigo: "MOTOR_DE_TESTE_INDISPONIVEL", message: expect.stringMatching(/provedor de pagamentos de teste não respondeu.*tente de novo/) });
    expect(refused.headers.get("retry-after")).toBe("5");
    expect((await status(token, charge.txid)).status).toBe("pending");

    proxies.engine.up();
    const paid = await http("POST", "/pix/simulate-payment", { token, body: { txid: charge.txid } });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ status: "paid", end_to_end_id: expect.stringMatching(/^E\d{20}/) });
  });

  it("resumes a simulation whose engine answer was lost: asked again, it records the payment the engine holds, once, as simulated", async () => {
    const { token, charge, engineId } = await pendingCharge();
    // The first attempt: our row is written, then the engine is out of reach (503)…
    proxies.engine.down();
    expect((await http("POST", "/pix/simulate-payment", { token, body: { txid: charge.txid } })).status).toBe(503);
    // …though the engine did pay it (the request reached it; its answer and its notice were lost).
    await extras.engine.setNoticeConfig({ noticeUrl: null });
    try {
      const { charge: atEngine } = await extras.engine.pay(engineId);
      proxies.engine.up();
      const again = await http("POST", "/pix/simulate-payment", { token, body: { txid: charge.txid } });
      expect(again.status).toBe(200);
      expect(again.body.data).toMatchObject({ status: "paid", end_to_end_id: atEngine.endToEndId, paid_at: atEngine.paidAt });
      const [paidEvent] = await extras.query("SELECT payload->'data' AS data FROM outbox_events WHERE event = 'charge.paid' AND payload->'data'->>'txid' = $1", [charge.txid]);
      expect(paidEvent.data).toMatchObject({ simulado: true, end_to_end_id: atEngine.endToEndId });
      expect(await extras.query("SELECT count(*)::int AS n FROM payments WHERE charge_id = $1", [charge.id])).toEqual([{ n: 1 }]);
    } finally {
      await extras.connectNotices(stack.url);
    }
  });
});
