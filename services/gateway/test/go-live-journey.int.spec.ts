import { transferTestClient } from "@pix/emulator-payment-engine";
import { client, confirmEmail, signUp, signUpTeam, startStack, Stack } from "./stack";
import type { ChargesExtras } from "./stack/charges";
import type { TestEngines } from "./stack/engines";
import type { IdentityExtras } from "./stack/identity";
import { startReceiver, type Receiver } from "./webhook-support";

/**
 * Issue 9's "done when": one merchant walks the whole road through the gateway, from sign-up in
 * sandbox to a live charge with the service's split, its payment, the balance and a withdrawal
 * that completes with its webhook. Every step uses the public API; the emulators stand in for the
 * payment engines (fronts approved, the payment made, the payout settled) as the real ones would.
 */
let stack: Stack;
let http: ReturnType<typeof client>;
let engines: TestEngines;
let receiver: Receiver;
beforeAll(async () => {
  stack = await startStack({ services: ["onboarding", "charges", "webhooks-dispatcher"], env: { onboarding: { CONTA_UNICA: "false" } } });
  http = client(stack.url);
  engines = stack.extras.engines as TestEngines;
  await engines.connectNotices(stack.url);
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await stack?.close();
});

// Real (tiny) documents: a PDF with header and trailer, a 1×1 PNG, a JPEG with its markers.
const FILES = [
  { field: "company_document", name: "contrato-social.pdf", bytes: Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n") },
  { field: "responsible_document", name: "rg.png", bytes: Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000" + "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082", "hex") },
  { field: "proof_of_address", name: "conta.jpg", bytes: Buffer.concat([Buffer.from("ffd8ffe000104a46494600010100000100010000", "hex"), Buffer.alloc(32, 7), Buffer.from("ffd9", "hex")]) },
];

const ANSWERS = {
  origin: "busca", responsible_name: "Maria Souza", responsible_cpf: "529.982.247-25", company: "Loja da Maria",
  cnpj: "12.ABC.345/01DE-35", company_type: "LIMITED", segment: "varejo", monthly_revenue: 15000, phone: "(11) 98765-4321",
  address: "Avenida Paulista", address_number: "1000", complement: "sala 12", province: "Bela Vista", postal_code: "01310-100",
  city: "São Paulo", state: "SP",
};

async function requestProduction(token: string) {
  const form = new FormData();
  form.append("terms_accepted", "true");
  for (const f of FILES) form.append(f.field, new Blob([f.bytes]), f.name);
  const res = await fetch(`${stack.url}/production-request`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: (await res.json()) as any };
}

/** Waits for what the system does asynchronously; the test's timeout bounds it, nothing is timed. */
async function until<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const v = await probe();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`never happened: ${what}`);
}

it("takes a merchant from sign-up to a live charge with its split, its payment, the balance and a completed withdrawal", async () => {
  const team = await signUpTeam(stack, http);
  const m = await signUp(http);
  expect(m.user.production_status).toBe("sandbox");
  Object.assign(m, await confirmEmail(stack, m.email)); // the confirmation revokes the sign-up session: use its own

  // Before approval every live door is closed with the contract's code and block.
  for (const [path, body] of [["/auth/environment", { environment: "live" }], ["/api-keys", { name: "erp", environment: "live" }]] as const) {
    const closed = await http("POST", path, { token: m.accessToken, body });
    expect(closed.status).toBe(409);
    expect(closed.body.error).toMatchObject({ codigo: "PRODUCAO_NAO_LIBERADA", producao: expect.objectContaining({ status: "sandbox", liberada: false }) });
  }

  // Onboarding answers, then the production request with three real files.
  const onboarded = await http("POST", "/auth/onboarding", { token: m.accessToken, body: ANSWERS });
  expect(onboarded.status).toBe(200);
  expect(onboarded.body.data).toMatchObject({ cnpj: "12ABC34501DE35", company: "Loja da Maria", postal_code: "01310100", onboarding_completed_at: expect.any(String) });
  expect((await requestProduction(m.accessToken)).status).toBe(201);

  // The team finds it in the queue and rejects it with a reason the merchant reads.
  const queue = await http("GET", "/admin/lojistas?production_status=pending", { token: team.accessToken });
  expect(queue.body.data.map((u: { id: string }) => u.id)).toContain(m.user.id);
  const motivo = "Comprovante de endereço ilegível; envie outro, por favor.";
  expect((await http("POST", `/admin/lojistas/${m.user.id}/recusar`, { token: team.accessToken, body: { motivo } })).status).toBe(200);
  expect((await http("GET", "/production-request", { token: m.accessToken })).body.data).toMatchObject({ status: "rejected", production_reject_reason: motivo });

  // Resubmission, approval, and live is open at once.
  expect((await requestProduction(m.accessToken)).body.data).toMatchObject({ status: "pending" });
  expect((await http("POST", `/admin/lojistas/${m.user.id}/aprovar`, { token: team.accessToken })).body.data).toMatchObject({ production_status: "approved" });
  const identity = stack.extras.identity as IdentityExtras;
  expect((await identity.smtp.waitFor((mail) => mail.to.includes(m.email) && /recusada/.test(mail.subject))).text).toContain(motivo);
  await identity.smtp.waitFor((mail) => mail.to.includes(m.email) && /liberada para produção/.test(mail.subject));
  const switched = await http("POST", "/auth/environment", { token: m.accessToken, body: { environment: "live" } });
  expect(switched.status).toBe(200);
  const live = switched.body.data.accessToken as string;
  const liveKey = (await http("POST", "/api-keys", { token: live, body: { name: "erp", environment: "live" } })).body.data.key as string;
  expect(liveKey).toMatch(/^service_live_/);

  // The receiving account at the live engine, approved through the engine's four fronts.
  const created = await http("POST", "/receiving-account", { token: live });
  expect(created.status).toBe(201);
  expect(created.body.data).toMatchObject({ existe: true, environment: "live", status: "pending", modo: "subconta" });
  for (const front of ["geral", "dados_comerciais", "conta_bancaria", "documentos"]) await engines.live.approveFront(created.body.data.account_id, front);
  await until("the receiving account approved", async () => {
    const v = (await http("GET", "/receiving-account", { token: live })).body.data;
    return v.status === "approved" ? v : undefined;
  });

  // A webhook endpoint for the withdrawal, a live charge with the split, and its payment.
  const endpoint = await http("POST", "/webhook-endpoints", { token: live, body: { url: `${receiver.url}/pix`, events: ["withdrawal.completed"] } });
  expect(endpoint.status).toBe(201);
  const charge = await http("POST", "/pix", { token: liveKey, body: { amount: 100, description: "Primeira venda" } });
  expect(charge.status).toBe(201);
  expect(charge.body.data).toMatchObject({ environment: "live", status: "pending", fee_amount: 1.97 });
  const charges = stack.extras.charges as ChargesExtras;
  const [{ engine_charge_id }] = await charges.query("SELECT engine_charge_id FROM charges WHERE id = $1", [charge.body.data.id]);
  await engines.live.pay(engine_charge_id);
  await until("the charge paid", async () => {
    const c = (await http("GET", `/pix/status?txid=${charge.body.data.txid}`, { token: liveKey })).body.data;
    return c.status === "paid" ? c : undefined;
  });
  const summary = await http("GET", "/withdrawals/summary", { token: liveKey });
  expect(summary.body.data).toEqual({ environment: "live", received: 100, fees: 1.97, withdrawn: 0, pending_withdrawals: 0, available: 98.03,
    blocked: 0, in_withdrawal: 0, refunding: 0, refunded: 0 }); // the ledger's other balances (issue 24)

  // A withdrawal, paid out by the live engine, told by webhook.
  const withdrawal = await http("POST", "/withdrawals", { token: liveKey, body: { amount: 50, pix_key: "maria@loja.test", pix_key_type: "EMAIL" } });
  expect(withdrawal.status).toBe(201);
  const transfers = transferTestClient(engines.live.url);
  const attempt = await until("the payout attempt", async () => (await transfers.attempts(withdrawal.body.data.id))[0]);
  await transfers.complete(attempt.id);
  const [hit] = await receiver.waitFor(1, (h) => h.body?.event === "withdrawal.completed");
  expect(hit.body.data).toMatchObject({ withdrawal_id: withdrawal.body.data.id, amount: 50, pix_key: "maria@loja.test", end_to_end_id: expect.any(String), paid_at: expect.any(String) });
  const after = (await http("GET", "/withdrawals/summary", { token: liveKey })).body.data;
  expect(after).toMatchObject({ withdrawn: 50, pending_withdrawals: 0, available: 48.03 });
}, 120_000);
