/**
 * The BCB's cobv (issue 39) over our due-date charges (issue 37), end to end through the client
 * generated from the spec (bcb/api-pix.ts) only, every answer and the webhook's body validated against
 * the spec (bcb/conformance.ts). The test engine stands for the payer: our test clock moves the charge
 * past its due date (POST /pix/advance-due-date) and the simulated payment pays the amount of the day,
 * fine and interest included, as a payer's bank reading the location would. Also PATCH /cob and
 * PATCH /cobv: a revision that changes nothing, and the spec's refusal of what ours cannot change.
 */
import type { Stack } from "./stack";
import { bcbApi, closeBcbSuite, startBcbSuite, type BcbSuite } from "./bcb/suite";
import { bcbMerchant, bcbToken, problemType, txidOf, type BcbMerchant } from "./bcb/merchant";
import { until } from "./refund-support";
import { ANSWERS } from "./production-support";

let stack: Stack, http: BcbSuite["http"], extras: BcbSuite["extras"], team: BcbSuite["team"], oracle: BcbSuite["oracle"], receiver: BcbSuite["receiver"];

beforeAll(async () => {
  ({ stack, http, extras, team, oracle, receiver } = await startBcbSuite({
    services: ["onboarding", "charges", "webhooks-dispatcher"],
    env: { onboarding: { CONTA_UNICA: "false" }, charges: { REFUND_RETRY_AFTER_MS: "300", REFUND_SWEEP_INTERVAL_MS: "200" } },
  }));
}, 120_000);
afterAll(() => closeBcbSuite({ stack, receiver }));

const BCB = () => `${stack.url}/bcb/v2`;
const todayInBrasilia = () => new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);

const merchant = () => bcbMerchant({ stack, http, extras, team });
type Merchant = BcbMerchant;

/** POST /bcb/v2/oauth/token (no operation of the spec: plain fetch), then the generated client with that token. */
const apiOf = (m: BcbMerchant, scope?: string) => bcbApi({ stack, oracle }, m, scope);

async function tokenOf(m: Merchant): Promise<string> {
  const t = await bcbToken(stack, m.apiKey.id, m.apiKey.key);
  expect(t.status).toBe(200);
  return t.body.access_token;
}

/** Our API, for what the test engine does (no operation of the BCB's API moves a clock or pays). */
const ours = (m: Merchant, method: string, path: string, body?: unknown) => http(method, path, { token: m.apiKey.key, ...(body !== undefined && { body }) });

/** A cobv body due today: R$ 100,00, 2 % fine, R$ 0,10 a calendar day of interest. */
const cobvBody = (m: Merchant, extra: Record<string, unknown> = {}) => ({
  calendario: { dataDeVencimento: todayInBrasilia(), validadeAposVencimento: 30 },
  devedor: { cpf: "52998224725", nome: "Ana Pagadora" },
  valor: { original: "100.00", multa: { modalidade: 2, valorPerc: "2.00" }, juros: { modalidade: 1, valorPerc: "0.10" } },
  chave: m.pixKey,
  solicitacaoPagador: "Mensalidade de dezembro",
  ...extra,
});

describe("cobv: the Done-when path", () => {
  it("token → PUT /cobv/{txid} → paid 10 days late with fine and interest → GET /cobv CONCLUIDA with componentesValor → the {\"pix\":[…]} webhook → devolução", async () => {
    const m = await merchant();
    // The onboarding answers: the company, its CNPJ and its address with city and state (the recebedor).
    expect((await http("POST", "/auth/onboarding", { token: m.session.accessToken, body: ANSWERS })).status).toBe(200);
    const api = await apiOf(m);
    const webhookUrl = `${receiver.url}/bcbv/${m.storeId}`;
    expect((await api.PUT("/webhook/{chave}", { params: { path: { chave: m.pixKey } }, body: { webhookUrl } })).response.status).toBe(200);

    const txid = txidOf();
    const created = await api.PUT("/cobv/{txid}", { params: { path: { txid } }, body: cobvBody(m) });
    expect({ status: created.response.status, error: created.error }).toEqual({ status: 201, error: undefined });
    expect(created.data).toMatchObject({
      txid, revisao: 0, status: "ATIVA", chave: m.pixKey,
      calendario: { dataDeVencimento: todayInBrasilia(), validadeAposVencimento: 30 },
      devedor: { cpf: "52998224725", nome: "Ana Pagadora" },
      recebedor: { cnpj: "12ABC34501DE35", nome: "Loja da Maria", logradouro: "Avenida Paulista, 1000 - sala 12 - Bela Vista", cidade: "São Paulo", uf: "SP", cep: "01310100" },
      valor: { original: "100.00", multa: { modalidade: 2, valorPerc: "2.00" }, juros: { modalidade: 1, valorPerc: "0.10" } },
      solicitacaoPagador: "Mensalidade de dezembro",
    });
    // CobVGerada requires `location` but none of its parts declares it (the generated type has none).
    expect((created.data as { location?: string }).location).toBeTruthy();
    expect(created.data!.pixCopiaECola).toMatch(/^000201/);

    // The same charge in our API: a due-date charge with the same terms.
    const mine = await ours(m, "GET", `/pix/status?txid=${txid}`);
    expect(mine.body.data).toMatchObject({ txid, amount: 100, status: "pending", multa: { modalidade: 2, valor_perc: 2 }, juros: { modalidade: 1, valor_perc: 0.1 } });
    // A PUT again with the same body is the same charge; a cob read of it is not found (it is a cobv).
    expect((await api.PUT("/cobv/{txid}", { params: { path: { txid } }, body: cobvBody(m) })).response.status).toBe(201);
    const asCob = await api.GET("/cob/{txid}", { params: { path: { txid } } });
    expect(asCob.response.status).toBe(404);

    // The test clock: the due date 10 days back. Late: 2 % fine (2.00) and 10 days × 0.10 (1.00).
    expect((await ours(m, "POST", "/pix/advance-due-date", { txid, days: 10 })).status).toBe(200);
    expect((await ours(m, "POST", "/pix/simulate-payment", { txid })).body.data.status).toBe("paid");

    const paid = await until(async () => {
      const r = await api.GET("/cobv/{txid}", { params: { path: { txid } } });
      return r.data?.status === "CONCLUIDA" ? r.data : null;
    });
    expect(paid.pixCopiaECola).toBeUndefined();
    expect(paid.pix).toEqual([expect.objectContaining({
      txid, valor: "103.00", chave: m.pixKey,
      componentesValor: { original: { valor: "100.00" }, multa: { valor: "2.00" }, juros: { valor: "1.00" } },
    })]);
    const e2eid = paid.pix![0].endToEndId;

    const hit = await until(async () => receiver.hits.find((h) => h.path === `/bcbv/${m.storeId}/pix`), 20_000);
    oracle.checkWebhookPix(hit.body);
    expect(hit.body).toEqual({ pix: [{ endToEndId: e2eid, txid, valor: "103.00", componentesValor: { original: { valor: "100.00" }, multa: { valor: "2.00" }, juros: { valor: "1.00" } }, horario: expect.any(String) }] });

    const pix = await api.GET("/pix/{e2eid}", { params: { path: { e2eid } } });
    expect(pix.data).toMatchObject({ endToEndId: e2eid, txid, valor: "103.00", componentesValor: { multa: { valor: "2.00" } } });

    // A devolução of part of it (the whole would need the balance the service's fee took).
    const devolucao = await api.PUT("/pix/{e2eid}/devolucao/{id}", { params: { path: { e2eid, id: "V1" } }, body: { valor: "50.00" } });
    expect({ status: devolucao.response.status, error: devolucao.error }).toEqual({ status: 201, error: undefined });
    const devolvido = await until(async () => {
      const r = await api.GET("/pix/{e2eid}/devolucao/{id}", { params: { path: { e2eid, id: "V1" } } });
      return r.data?.status === "DEVOLVIDO" ? r.data : null;
    }, 20_000);
    expect(devolvido).toMatchObject({ id: "V1", valor: "50.00" });

    // Listed by period and status, with its Pix.
    const inicio = new Date(Date.now() - 3_600_000).toISOString();
    const fim = new Date(Date.now() + 60_000).toISOString();
    const listed = await api.GET("/cobv", { params: { query: { inicio, fim, status: "CONCLUIDA" } } });
    expect(listed.data!.cobs).toEqual([expect.objectContaining({ txid, pix: [expect.objectContaining({ valor: "103.00" })] })]);
    expect(listed.data!.parametros.paginacao).toMatchObject({ quantidadeTotalDeItens: 1 });
  }, 90_000);
});

describe("cobv and cob: what the spec refuses, and revisions", () => {
  let m: Merchant;
  let api: Awaited<ReturnType<typeof apiOf>>;
  beforeAll(async () => {
    m = await merchant();
    api = await apiOf(m);
  }, 60_000);

  it("shows a due-date charge of our POST /pix as a cobv, and lists only cobv in GET /cobv", async () => {
    const made = await ours(m, "POST", "/pix", { amount: 50, description: "Pela nossa API", customer_name: "Bia Pagadora", customer_cpf: "529.982.247-25", due_date: "2030-12-10", desconto: { modalidade: 1, descontos_data_fixa: [{ data: "2030-12-05", valor_perc: 5 }] } });
    expect(made.status).toBe(201);
    const txid = made.body.data.txid as string;
    // Read without the validating client: our API's txids have 25 characters, below the spec's 26–35
    // (the documented difference, docs/api-pix-bcb.md); everything else is the cobv's.
    const res = await fetch(`${BCB()}/cobv/${txid}`, { headers: { authorization: `Bearer ${await tokenOf(m)}` } });
    expect(res.status).toBe(200);
    const got = { data: (await res.json()) as Record<string, unknown> };
    expect(() => oracle.check("GET", "/cobv/{txid}", 200, { ...got.data, txid: txid.padEnd(26, "0") })).not.toThrow();
    // A store that never answered the onboarding: identity's address, without city and state.
    expect(got.data.recebedor).toEqual({ cnpj: "11222333000181", nome: "Escola Aprender Ltda", logradouro: "Rua das Flores, 120 - Centro", cidade: "", uf: "", cep: "01001000" });
    expect(got.data).toMatchObject({ txid, status: "ATIVA", valor: { original: "50.00", desconto: { modalidade: 1, descontoDataFixa: [{ data: "2030-12-05", valorPerc: "5.00" }] } }, calendario: { dataDeVencimento: "2030-12-10" } });
    const cob = await api.PUT("/cob/{txid}", { params: { path: { txid: txidOf() } }, body: { calendario: { expiracao: 600 }, valor: { original: "5.00" }, chave: m.pixKey } });
    expect(cob.response.status).toBe(201);
    const inicio = new Date(Date.now() - 600_000).toISOString();
    const fim = new Date(Date.now() + 60_000).toISOString();
    // Listed (again without the validating client, for the 25-character txid of our API's charge).
    const listedRes = await fetch(`${BCB()}/cobv?${new URLSearchParams({ inicio, fim })}`, { headers: { authorization: `Bearer ${await tokenOf(m)}` } });
    const listed = (await listedRes.json()) as { cobs: { txid: string }[] };
    expect(listed.cobs.map((c) => c.txid)).toContain(txid);
    expect(listed.cobs.map((c) => c.txid)).not.toContain(cob.data!.txid);
    const asCobv = await api.GET("/cobv/{txid}", { params: { path: { txid: cob.data!.txid } } });
    expect(asCobv.response.status).toBe(404);
    expect(asCobv.error).toMatchObject({ type: problemType("CobVNaoEncontrada") });
  });

  it("refuses a short txid, another key, a past due date and a bad modality with the spec's properties", async () => {
    const short = await api.PUT("/cobv/{txid}", { params: { path: { txid: "a".repeat(25) } }, body: cobvBody(m) });
    expect(short.response.status).toBe(400);
    expect(short.error).toMatchObject({ type: problemType("CobVOperacaoInvalida"), violacoes: [expect.objectContaining({ propriedade: "txid" })] });
    const foreign = await api.PUT("/cobv/{txid}", { params: { path: { txid: txidOf() } }, body: cobvBody(m, { chave: "outra@chave.test" }) });
    expect(foreign.error).toMatchObject({ type: problemType("CobVOperacaoInvalida"), violacoes: [expect.objectContaining({ propriedade: "cobv.chave" })] });
    const past = await api.PUT("/cobv/{txid}", { params: { path: { txid: txidOf() } }, body: cobvBody(m, { calendario: { dataDeVencimento: "2020-01-10" } }) });
    expect(past.response.status).toBe(400);
    expect(past.error).toMatchObject({ type: problemType("CobVOperacaoInvalida"), violacoes: [expect.objectContaining({ propriedade: "cobv.calendario.dataDeVencimento" })] });
    const mod = await api.PUT("/cobv/{txid}", { params: { path: { txid: txidOf() } }, body: cobvBody(m, { valor: { original: "10.00", multa: { modalidade: 3, valorPerc: "1.00" } } }) });
    expect(mod.response.status).toBe(400);
    expect(mod.error).toMatchObject({ type: problemType("CobVOperacaoInvalida"), violacoes: [expect.objectContaining({ propriedade: "cobv.valor.multa.modalidade" })] });
    const noPayer = await fetch(`${BCB()}/cobv/${txidOf()}`, { method: "PUT" }); // no token: 401 problem
    expect(noPayer.status).toBe(401);
  });

  it("PATCH /cobv and PATCH /cob: the same values answer the charge (revisao 0); a change or a removal is refused naming each field", async () => {
    const txid = txidOf();
    expect((await api.PUT("/cobv/{txid}", { params: { path: { txid } }, body: cobvBody(m) })).response.status).toBe(201);
    const same = await api.PATCH("/cobv/{txid}", { params: { path: { txid } }, body: { valor: { original: "100.00" }, devedor: { cpf: "52998224725", nome: "Ana Pagadora" }, solicitacaoPagador: "Mensalidade de dezembro" } });
    expect(same.response.status).toBe(200);
    expect(same.data).toMatchObject({ txid, revisao: 0, valor: { original: "100.00" } });
    const changed = await api.PATCH("/cobv/{txid}", { params: { path: { txid } }, body: { valor: { original: "90.00" }, status: "REMOVIDA_PELO_USUARIO_RECEBEDOR" } });
    expect(changed.response.status).toBe(400);
    expect(changed.error).toMatchObject({ type: problemType("CobVOperacaoInvalida") });
    expect(changed.error!.violacoes!.map((v) => v.propriedade).sort()).toEqual(["cobv.status", "cobv.valor.original"]);
    expect((await api.GET("/cobv/{txid}", { params: { path: { txid } } })).data).toMatchObject({ status: "ATIVA", valor: { original: "100.00" } });

    const cobTxid = txidOf();
    expect((await api.PUT("/cob/{txid}", { params: { path: { txid: cobTxid } }, body: { calendario: { expiracao: 600 }, valor: { original: "9.00" }, chave: m.pixKey } })).response.status).toBe(201);
    const cobSame = await api.PATCH("/cob/{txid}", { params: { path: { txid: cobTxid } }, body: { valor: { original: "9.00" }, chave: m.pixKey } });
    expect(cobSame.response.status).toBe(200);
    expect(cobSame.data).toMatchObject({ txid: cobTxid, revisao: 0, status: "ATIVA" });
    const cobChanged = await api.PATCH("/cob/{txid}", { params: { path: { txid: cobTxid } }, body: { valor: { original: "9.02" } } });
    expect(cobChanged.response.status).toBe(400);
    expect(cobChanged.error).toMatchObject({ type: problemType("CobOperacaoInvalida"), violacoes: [expect.objectContaining({ propriedade: "cob.valor.original", valor: '"9.02"' })] });
    const cobOfCobv = await api.PATCH("/cob/{txid}", { params: { path: { txid } }, body: {} });
    expect(cobOfCobv.response.status).toBe(404);
  });
});
