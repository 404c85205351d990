/**
 * The BCB's cobr (issue 39) over our Pix Automático cycles (issues 14, 38), end to end through the
 * client generated from the spec (bcb/api-pix.ts) only, every answer validated against the spec
 * (bcb/conformance.ts). Our own API stands for what no BCB operation does here: the subscription, the
 * payer's approval, the test clock that sends the cycles, and the payer's bank failing or debiting
 * an attempt (the engine emulator's calendar). Each test uses its own year: that calendar is shared.
 */
import type { RunningPaymentEngine } from "@pix/emulator-payment-engine";
import type { Stack } from "./stack";
import { bcbApi, closeBcbSuite, startBcbSuite, type BcbSuite } from "./bcb/suite";
import { bcbMerchant, bcbToken, problemType, txidOf, type BcbMerchant } from "./bcb/merchant";
import { DAY, payer, until } from "./pix-automatico-support";

let stack: Stack, http: BcbSuite["http"], extras: BcbSuite["extras"], team: BcbSuite["team"], oracle: BcbSuite["oracle"], receiver: BcbSuite["receiver"];
let engine: RunningPaymentEngine;

beforeAll(async () => {
  ({ stack, http, extras, team, oracle, receiver } = await startBcbSuite({ services: ["onboarding", "charges", "subscriptions", "webhooks-dispatcher"], env: { onboarding: { CONTA_UNICA: "false" } } }));
  engine = extras.engine;
}, 120_000);
afterAll(() => closeBcbSuite({ stack, receiver }));

type Merchant = BcbMerchant;
const merchant = (permissoes?: string[]) => bcbMerchant({ stack, http, extras, team }, permissoes);
const brasiliaDate = (at: Date) => new Date(at.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

const apiOf = (m: BcbMerchant, scope?: string) => bcbApi({ stack, oracle }, m, scope);

/** Our API with the merchant's key. */
const ours = (m: Merchant, method: string, path: string, body?: unknown) => http(method, path, { token: m.apiKey.key, ...(body !== undefined && { body }) });

/** An approved J2 subscription whose first automatic debit is `due`. */
async function approvedSubscription(m: Merchant, due: Date, extra: Record<string, unknown> = {}) {
  const created = await ours(m, "POST", "/subscriptions", { ...payer, amount: "29.90", description: "Plano mensal", method: "pix_automatico", journey: "J2", next_billing_at: due.toISOString(), ...extra });
  expect(created.status).toBe(201);
  const sub = created.body.data as { id: string; authorization: { id: string } };
  expect((await ours(m, "POST", `/subscriptions/${sub.id}/test/authorization/approve`)).body.data.authorization.status).toBe("APROVADA");
  return sub;
}

/** The test clock: the engine's calendar and our billing job together. */
async function clock(m: Merchant, at: Date) {
  await engine.setRecurrenceClock(at.toISOString());
  const run = await ours(m, "POST", "/subscriptions/billing-runs", { as_of: at.toISOString() });
  expect(run.status).toBe(200);
  return run.body.data as { charged: number };
}

/** The txids of the subscription's instructions, in the order they were sent (our GET /subscriptions/{id}/cycles). */
async function sentTxids(m: Merchant, id: string): Promise<string[]> {
  const res = await ours(m, "GET", `/subscriptions/${id}/cycles`);
  return (res.body.data as { update: string; txid: string }[]).filter((e) => e.update === "sent" || e.update === "resent").map((e) => e.txid);
}

const fail = (m: Merchant, id: string, txid: string, codigo?: string) => ours(m, "POST", `/subscriptions/${id}/test/cycles/${txid}/fail`, codigo ? { codigo } : undefined);

describe("cobr: a cycle's life as the BCB's API shows it", () => {
  it("sent → GET /cobr/{txid} ATIVA; a failed attempt and its retry in tentativas; debited → CONCLUIDA with its Pix; GET /cobr lists and filters it", async () => {
    const m = await merchant();
    const api = await apiOf(m);
    const due = new Date("2031-03-11T13:00:00Z"); // a Tuesday; the retry's day, the 12th, a business day too
    const sub = await approvedSubscription(m, due);
    expect(await clock(m, new Date(due.getTime() - 3 * DAY))).toMatchObject({ charged: 1 });
    const [txid] = await sentTxids(m, sub.id);
    expect(txid).toMatch(/^[a-zA-Z0-9]{26,35}$/);

    const sent = await api.GET("/cobr/{txid}", { params: { path: { txid } } });
    expect(sent.response.status).toBe(200);
    expect(sent.data).toMatchObject({
      idRec: sub.authorization.id, txid, status: "ATIVA", ajusteDiaUtil: true, politicaRetentativa: "PERMITE_3R_7D",
      calendario: { criacao: brasiliaDate(new Date(due.getTime() - 3 * DAY)), dataDeVencimento: "2031-03-11" },
      valor: { original: "29.90" }, recebedor: { tipoConta: "PAGAMENTO" }, devedor: { email: payer.customer_email },
      atualizacao: [{ status: "ATIVA", data: new Date(due.getTime() - 3 * DAY).toISOString() }],
      tentativas: [{ dataLiquidacao: "2031-03-11", tipo: "AGND", status: "AGENDADA", endToEndId: expect.stringMatching(/^E[a-zA-Z0-9]{31}$/) }],
    });
    expect(sent.data!.recebedor.conta).toMatch(/^[0-9a-f]{20}$/);
    expect(sent.data).not.toHaveProperty("pix");

    // The debit on the due date fails (AM02); the job asks for the retry on the next day.
    expect((await fail(m, sub.id, txid)).status).toBe(200);
    const failed = (await api.GET("/cobr/{txid}", { params: { path: { txid } } })).data!;
    expect(failed.status).toBe("ATIVA");
    expect(failed.tentativas).toEqual([expect.objectContaining({
      status: "REJEITADA", rejeicao: { codigo: "AM02", descricao: expect.stringContaining("Valor não permitido") },
      atualizacao: [expect.objectContaining({ status: "AGENDADA" }), expect.objectContaining({ status: "REJEITADA" })],
    })]);
    await clock(m, new Date(due.getTime() + 3_600_000));
    const retried = (await api.GET("/cobr/{txid}", { params: { path: { txid } } })).data!;
    expect(retried.tentativas!.map((t) => [t.dataLiquidacao, t.tipo, t.status])).toEqual([["2031-03-11", "AGND", "REJEITADA"], ["2031-03-12", "NTAG", "AGENDADA"]]);
    // Each attempt keeps its own id, the same on every read.
    expect(retried.tentativas![0]!.endToEndId).toBe(failed.tentativas![0]!.endToEndId);
    expect(retried.tentativas![1]!.endToEndId).not.toBe(retried.tentativas![0]!.endToEndId);

    // On the retry's day the payer's bank debits it: the engine's notice records it, no job run needed.
    await engine.settleRecurringCharges(new Date(due.getTime() + DAY).toISOString());
    const done = await until("the cobr CONCLUIDA", async () => (await api.GET("/cobr/{txid}", { params: { path: { txid } } })).data!, (c) => c.status === "CONCLUIDA");
    const charge = (await ours(m, "GET", `/pix/status?txid=${txid}`)).body.data as { end_to_end_id: string; paid_at: string };
    expect(done.tentativas![1]).toMatchObject({ status: "PAGA", endToEndId: charge.end_to_end_id });
    expect(done.pix).toEqual([{ endToEndId: charge.end_to_end_id, txid, valor: "29.90", horario: charge.paid_at }]);
    expect(done.atualizacao.map((a) => a.status)).toEqual(["ATIVA", "CONCLUIDA"]);

    // GET /cobr: the instructions sent in the period, with the spec's filters.
    const period = { inicio: new Date(due.getTime() - 5 * DAY).toISOString(), fim: new Date(due.getTime() + 5 * DAY).toISOString() };
    const list = async (query: Record<string, string | number>) => {
      const r = await api.GET("/cobr", { params: { query: { ...period, ...query } as never } });
      expect(r.response.status).toBe(200);
      return r.data!;
    };
    const all = await list({});
    expect(all.cobsr.map((c) => [c.txid, c.status])).toEqual([[txid, "CONCLUIDA"]]);
    expect(all.parametros).toMatchObject({ ...period, paginacao: { paginaAtual: 0, itensPorPagina: 100, quantidadeTotalDeItens: 1 } });
    expect((await list({ idRec: sub.authorization.id })).cobsr).toHaveLength(1);
    expect((await list({ idRec: `RR${"0".repeat(27)}` })).cobsr).toEqual([]);
    expect((await list({ cpf: "52998224725" })).cobsr).toHaveLength(1);
    expect((await list({ cpf: "11144477735" })).cobsr).toEqual([]);
    expect((await list({ status: "CONCLUIDA" })).cobsr).toHaveLength(1);
    expect((await list({ status: "ATIVA" })).cobsr).toEqual([]);
    expect((await list({ convenio: "123" })).cobsr).toEqual([]);
    // Outside the period: nothing.
    expect((await api.GET("/cobr", { params: { query: { inicio: "2031-01-01T00:00:00Z", fim: "2031-02-01T00:00:00Z" } } })).data!.cobsr).toEqual([]);
  }, 90_000);

  it("a rejected instruction (MIDI) is REJEITADA with its encerramento; the resent one, with a new txid, is another cobr; pages of GET /cobr", async () => {
    const m = await merchant();
    const api = await apiOf(m);
    const due = new Date("2031-06-10T13:00:00Z"); // a Tuesday
    const sub = await approvedSubscription(m, due);
    await clock(m, new Date(due.getTime() - 6 * DAY));
    const [first] = await sentTxids(m, sub.id);
    expect((await fail(m, sub.id, first!, "MIDI")).status).toBe(200);
    await clock(m, new Date(due.getTime() - 2 * DAY)); // the resend, 2 days before the debit
    const [, resent] = await sentTxids(m, sub.id);
    expect(resent).toBeDefined();

    const rejected = (await api.GET("/cobr/{txid}", { params: { path: { txid: first! } } })).data!;
    expect(rejected).toMatchObject({ status: "REJEITADA", encerramento: { rejeicao: { codigo: "MIDI" } } });
    expect(rejected.atualizacao.map((a) => a.status)).toEqual(["ATIVA", "REJEITADA"]);
    expect(rejected.tentativas).toEqual([expect.objectContaining({ status: "REJEITADA", rejeicao: expect.objectContaining({ codigo: "MIDI" }) })]);
    const again = (await api.GET("/cobr/{txid}", { params: { path: { txid: resent! } } })).data!;
    expect(again).toMatchObject({ status: "ATIVA", idRec: sub.authorization.id, calendario: { dataDeVencimento: "2031-06-10" } });
    expect(again).not.toHaveProperty("encerramento");

    const query = { inicio: new Date(due.getTime() - 10 * DAY).toISOString(), fim: due.toISOString() };
    const page = async (paginaAtual: number) =>
      (await api.GET("/cobr", { params: { query: { ...query, "paginacao.paginaAtual": paginaAtual, "paginacao.itensPorPagina": 1 } } })).data!;
    const [p0, p1, p2] = [await page(0), await page(1), await page(2)];
    expect([p0.cobsr[0]!.txid, p1.cobsr[0]!.txid]).toEqual([first, resent]); // oldest first
    expect(p2.cobsr).toEqual([]);
    expect(p0.parametros.paginacao).toEqual({ paginaAtual: 0, itensPorPagina: 1, quantidadeDePaginas: 2, quantidadeTotalDeItens: 2 });
    expect((await api.GET("/cobr", { params: { query: { ...query, status: "REJEITADA" } } })).data!.cobsr.map((c) => c.txid)).toEqual([first]);
  }, 90_000);
});

describe("webhookcobr: each step of a cycle POSTed to {webhookUrl}/cobr as the spec's body", () => {
  it("PUT → sent, failed, retried, debited each notified as {\"cobsr\":[…]}; GET shows it; DELETE stops it; a bad webhookUrl is refused", async () => {
    const m = await merchant();
    const api = await apiOf(m);
    expect((await api.GET("/webhookcobr")).response.status).toBe(404);
    const bad = await api.PUT("/webhookcobr", { body: { webhookUrl: "não é url" } });
    expect(bad.response.status).toBe(400);
    expect(bad.error).toMatchObject({ type: problemType("WebhookCobROperacaoInvalida"), violacoes: [expect.objectContaining({ propriedade: "webhookcobr.webhookUrl" })] });
    const webhookUrl = `${receiver.url}/bcbr/${m.storeId}`;
    expect((await api.PUT("/webhookcobr", { body: { webhookUrl } })).response.status).toBe(200);
    const shown = await api.GET("/webhookcobr");
    expect(shown.data).toEqual({ webhookUrl, criacao: expect.any(String) });
    // It is one of our endpoints too, subscribed to the cycle's event.
    const endpoints = (await ours(m, "GET", "/webhook-endpoints")).body.data as { url: string; events: string[] }[];
    expect(endpoints).toEqual([expect.objectContaining({ url: `${webhookUrl}/cobr`, events: ["subscription.cycle_updated"] })]);

    const due = new Date("2031-11-11T13:00:00Z"); // a Tuesday; the 12th too
    const sub = await approvedSubscription(m, due);
    await clock(m, new Date(due.getTime() - 3 * DAY));
    const [txid] = await sentTxids(m, sub.id);
    await fail(m, sub.id, txid!);
    await clock(m, new Date(due.getTime() + 3_600_000));
    await engine.settleRecurringCharges(new Date(due.getTime() + DAY).toISOString());
    const path = `/bcbr/${m.storeId}/cobr`;
    const hits = await until("four notifications", async () => receiver.hits.filter((h) => h.path === path), (h) => h.length >= 4, 30_000);
    for (const h of hits) oracle.checkWebhookCobr(h.body);
    const items = hits.map((h) => (h.body as { cobsr: { idRec: string; txid: string; status: string }[] }).cobsr[0]!);
    expect(items.every((i) => i.idRec === sub.authorization.id && i.txid === txid)).toBe(true);
    // sent, failed (still ATIVA: one attempt failed), retry scheduled, debited: each carries the status the
    // cycle had when recorded (a retry and the debit read together from the engine both say CONCLUIDA).
    expect(items).toHaveLength(4);
    expect(items.map((i) => i.status)).toContain("CONCLUIDA");
    expect(items.filter((i) => i.status === "ATIVA").length).toBeGreaterThanOrEqual(2);
    expect(items.every((i) => i.status === "ATIVA" || i.status === "CONCLUIDA")).toBe(true);

    expect((await api.DELETE("/webhookcobr")).response.status).toBe(204);
    expect((await api.GET("/webhookcobr")).response.status).toBe(404);
    expect((await ours(m, "GET", "/webhook-endpoints")).body.data).toEqual([]);
  }, 90_000);
});

describe("cobr: what we refuse, and whose", () => {
  it("writes are refused with what happens instead; another store's or an unknown txid is CobRNaoEncontrado; bad queries CobRConsultaInvalida; scopes", async () => {
    const m = await merchant();
    const api = await apiOf(m);
    const due = new Date("2031-09-09T13:00:00Z"); // a Tuesday
    const sub = await approvedSubscription(m, due);
    const strict = await approvedSubscription(m, due, { retry_policy: "NAO_PERMITE" });
    await clock(m, new Date(due.getTime() - 3 * DAY));
    const [txid] = await sentTxids(m, sub.id);
    const [strictTxid] = await sentTxids(m, strict.id);
    const invalid = (body: unknown) => expect(body).toMatchObject({ type: problemType("CobROperacaoInvalida"), status: 400, violacoes: [expect.objectContaining({ razao: expect.any(String) })] });

    const cobr = { idRec: sub.authorization.id, calendario: { dataDeVencimento: "2031-10-09" }, valor: { original: "29.90" }, ajusteDiaUtil: true, recebedor: { conta: "123", tipoConta: "CORRENTE" as const } };
    const put = await api.PUT("/cobr/{txid}", { params: { path: { txid: txidOf() } }, body: cobr });
    expect(put.response.status).toBe(400);
    invalid(put.error);
    expect(put.error!.detail).toContain("enviadas por nós");
    const post = await api.POST("/cobr", { body: cobr });
    expect(post.response.status).toBe(400);
    expect(post.error!.violacoes![0]!.razao).toContain("POST /subscriptions");

    const patch = await api.PATCH("/cobr/{txid}", { params: { path: { txid: txid! } }, body: { status: "CANCELADA" } });
    expect(patch.response.status).toBe(400);
    invalid(patch.error);
    expect(patch.error!.violacoes).toEqual([expect.objectContaining({ propriedade: "cobr.status", razao: expect.stringContaining("cancele a assinatura") })]);
    expect((await api.GET("/cobr/{txid}", { params: { path: { txid: txid! } } })).data!.status).toBe("ATIVA"); // unchanged

    const retry = await api.POST("/cobr/{txid}/retentativa/{data}", { params: { path: { txid: txid!, data: "2031-09-10" } } });
    expect(retry.response.status).toBe(400);
    invalid(retry.error);
    expect(retry.error!.violacoes![0]!.razao).toContain("o job diário pede a próxima tentativa");
    const strictRetry = await api.POST("/cobr/{txid}/retentativa/{data}", { params: { path: { txid: strictTxid!, data: "2031-09-10" } } });
    expect(strictRetry.error).toMatchObject({ type: problemType("CobROperacaoInvalida"), detail: "A política configurada na recorrência não permite retentativa de cobrança" });

    // Another store's txid, and one that is no cycle's: not found, for reading and for writing.
    const other = await apiOf(await merchant());
    for (const t of [txid!, txidOf()]) {
      const read = await other.GET("/cobr/{txid}", { params: { path: { txid: t } } });
      expect(read.response.status).toBe(404);
      expect(read.error).toMatchObject({ type: problemType("CobRNaoEncontrado"), status: 404 });
      expect((await other.PATCH("/cobr/{txid}", { params: { path: { txid: t } }, body: { status: "CANCELADA" } })).response.status).toBe(404);
      expect((await other.POST("/cobr/{txid}/retentativa/{data}", { params: { path: { txid: t, data: "2031-09-10" } } })).response.status).toBe(404);
    }
    expect((await other.GET("/cobr", { params: { query: { inicio: "2031-01-01T00:00:00Z", fim: "2031-12-31T00:00:00Z" } } })).data!.cobsr).toEqual([]);

    // Bad queries: the spec's violations.
    const bad = async (query: Record<string, string>) => {
      const r = await api.GET("/cobr", { params: { query: query as never } });
      expect(r.response.status).toBe(400);
      expect(r.error).toMatchObject({ type: problemType("CobRConsultaInvalida") });
      return r.error!.violacoes!.map((v) => v.propriedade);
    };
    expect(await bad({ inicio: "2031-02-01T00:00:00Z", fim: "2031-01-01T00:00:00Z" })).toEqual(["fim"]);
    expect(await bad({ inicio: "2031-01-01T00:00:00Z", fim: "2031-02-01T00:00:00Z", cpf: "52998224725", cnpj: "11222333000181" })).toEqual(["cnpj"]);
    expect(await bad({ inicio: "2031-01-01T00:00:00Z", fim: "2031-02-01T00:00:00Z", idRec: "RR123" })).toEqual(["idRec"]);
    expect(await bad({ inicio: "2031-01-01T00:00:00Z", fim: "2031-02-01T00:00:00Z", status: "PAGA" })).toEqual(["status"]);
    const badTxid = await api.GET("/cobr/{txid}", { params: { path: { txid: "curto" } } });
    expect(badTxid.error).toMatchObject({ type: problemType("CobRConsultaInvalida"), violacoes: [expect.objectContaining({ propriedade: "txid" })] });

    // Scopes: cobr.read stands for assinaturas:ler; a token without cobr.write cannot write.
    const reader = await apiOf(m, "cobr.read");
    expect((await reader.GET("/cobr/{txid}", { params: { path: { txid: txid! } } })).response.status).toBe(200);
    const denied = await reader.PATCH("/cobr/{txid}", { params: { path: { txid: txid! } }, body: { status: "CANCELADA" } });
    expect(denied.response.status).toBe(403);
    expect(denied.error).toMatchObject({ type: problemType("AcessoNegado"), detail: expect.stringContaining("cobr.write") });
    const chargesOnly = await merchant(["cobrancas:ler"]);
    const t = await bcbToken(stack, chargesOnly.apiKey.id, chargesOnly.apiKey.key, { grant_type: "client_credentials", scope: "cobr.read" });
    expect(t.body.error).toBe("invalid_scope");
  }, 90_000);
});
