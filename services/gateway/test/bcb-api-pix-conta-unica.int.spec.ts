/**
 * The Banco Central's API Pix in single-account mode (CONTA_UNICA, the default of `npm start` and of
 * this stack): every store receives into the main account, so `chave` is the main account's Pix key,
 * the same for every store, as GET /receiving-account shows it. Through the generated client only,
 * every answer and webhook body validated against the spec. The key is shared; the charges are not:
 * the store is always the token's.
 */
import type { Stack } from "./stack";
import { bcbApi, closeBcbSuite, startBcbSuite, type BcbSuite } from "./bcb/suite";
import { mainPixKeyOf } from "./stack/engines";
import { bcbMerchant, problemType, txidOf, type BcbMerchant } from "./bcb/merchant";
import { until } from "./refund-support";

let stack: Stack, http: BcbSuite["http"], extras: BcbSuite["extras"], team: BcbSuite["team"], oracle: BcbSuite["oracle"], receiver: BcbSuite["receiver"];
let mainKey: string;

beforeAll(async () => {
  ({ stack, http, extras, team, oracle, receiver } = await startBcbSuite({
    services: ["onboarding", "charges", "webhooks-dispatcher"],
    env: { charges: { REFUND_RETRY_AFTER_MS: "300", REFUND_SWEEP_INTERVAL_MS: "200" } },
  }));
  mainKey = await mainPixKeyOf(extras.engine);
}, 120_000);
afterAll(() => closeBcbSuite({ stack, receiver }));

type Merchant = BcbMerchant;
const merchant = () => bcbMerchant({ stack, http, extras, team }, undefined, { contaUnica: true });

const apiOf = (m: BcbMerchant, scope?: string) => bcbApi({ stack, oracle }, m, scope);

async function pay(m: Merchant, txid: string) {
  const [{ engine_charge_id }] = await extras.query("SELECT engine_charge_id FROM charges WHERE txid = $1 AND store_id = $2", [txid, m.storeId]);
  await extras.engine.pay(engine_charge_id);
}

const cobBody = (chave: string, original = "25.90") => ({ calendario: { expiracao: 3600 }, devedor: { cpf: "52998224725", nome: "Ana Pagadora" }, valor: { original }, chave });

describe("the key", () => {
  it("is the main account's, the engine's own, and every store's: GET /receiving-account shows it in pix_key", async () => {
    const [a, b] = [await merchant(), await merchant()];
    expect(a.pixKey).toBe(mainKey);
    expect(b.pixKey).toBe(mainKey);
    const view = (await http("GET", "/receiving-account", { token: a.session.accessToken })).body.data;
    expect(view).toMatchObject({ conta_unica: true, modo: "conta_unica", existe: false, pix_key: mainKey, pix_key_status: "ACTIVE" });
  }, 60_000);
});

describe("cob and pix in single-account mode: the Done-when path", () => {
  it("token → PUT /cob/{txid} with the main key → the engine pays → GET /pix/{e2eid} → devolução → DEVOLVIDO; the webhook only the store's", async () => {
    const [m, other] = [await merchant(), await merchant()];
    const [api, otherApi] = [await apiOf(m), await apiOf(other)];
    // Both stores set a webhook on the same (shared) key; each is its own store's.
    const webhookUrl = `${receiver.url}/cu/${m.storeId}`;
    const otherUrl = `${receiver.url}/cu/${other.storeId}`;
    expect((await api.PUT("/webhook/{chave}", { params: { path: { chave: mainKey } }, body: { webhookUrl } })).response.status).toBe(200);
    expect((await otherApi.PUT("/webhook/{chave}", { params: { path: { chave: mainKey } }, body: { webhookUrl: otherUrl } })).response.status).toBe(200);
    expect((await api.GET("/webhook/{chave}", { params: { path: { chave: mainKey } } })).data).toMatchObject({ webhookUrl, chave: mainKey });
    expect((await otherApi.GET("/webhook/{chave}", { params: { path: { chave: mainKey } } })).data).toMatchObject({ webhookUrl: otherUrl, chave: mainKey });

    const txid = txidOf();
    const created = await api.PUT("/cob/{txid}", { params: { path: { txid } }, body: cobBody(mainKey) });
    expect({ status: created.response.status, error: created.error }).toEqual({ status: 201, error: undefined });
    expect(created.data).toMatchObject({ txid, status: "ATIVA", chave: mainKey, valor: { original: "25.90" } });
    // The payer's bank reads the main account's key from the charge's location: where the money goes.
    const location = (await (await fetch(`http://${created.data!.location}`)).json()) as { chave: string };
    expect(location.chave).toBe(mainKey);

    await pay(m, txid);
    const paid = await until(async () => {
      const r = await api.GET("/cob/{txid}", { params: { path: { txid } } });
      return r.data?.status === "CONCLUIDA" ? r.data : null;
    });
    const e2eid = paid.pix![0]!.endToEndId;
    const pix = await api.GET("/pix/{e2eid}", { params: { path: { e2eid } } });
    expect({ status: pix.response.status, body: pix.data }).toEqual({ status: 200, body: { endToEndId: e2eid, txid, valor: "25.90", chave: mainKey, horario: expect.any(String) } });

    const received = await until(async () => receiver.hits.find((h) => h.path === `/cu/${m.storeId}/pix`), 30_000);
    oracle.checkWebhookPix(received.body);
    expect(received.body).toEqual({ pix: [{ endToEndId: e2eid, txid, valor: "25.90", horario: expect.any(String) }] });

    const devolucao = await api.PUT("/pix/{e2eid}/devolucao/{id}", { params: { path: { e2eid, id: "CU1" } }, body: { valor: "5.90", descricao: "Troca" } });
    expect({ status: devolucao.response.status, error: devolucao.error }).toEqual({ status: 201, error: undefined });
    const devolvido = await until(async () => {
      const r = await api.GET("/pix/{e2eid}/devolucao/{id}", { params: { path: { e2eid, id: "CU1" } } });
      return r.data?.status === "DEVOLVIDO" ? r.data : null;
    }, 30_000);
    expect(devolvido).toMatchObject({ id: "CU1", valor: "5.90", natureza: "ORIGINAL", rtrId: expect.stringMatching(/^[a-zA-Z0-9]{32}$/) });
    const devolvidoHit = await until(async () => receiver.hits.find((h) => h.path === `/cu/${m.storeId}/pix` && h.body.pix[0].devolucoes?.[0]?.id === "CU1"), 30_000);
    oracle.checkWebhookPix(devolvidoHit.body);
    expect(devolvidoHit.body.pix[0]).toMatchObject({ endToEndId: e2eid, txid, valor: "25.90", devolucoes: [expect.objectContaining({ id: "CU1", status: "DEVOLVIDO" })] });
    expect(devolvidoHit.body.pix[0].devolucoes[0]).toEqual(devolvido);

    // The other store, on the same key, received none of it.
    expect(receiver.hits.filter((h) => h.path.startsWith(`/cu/${other.storeId}`))).toEqual([]);
  }, 120_000);
});

describe("cobv and lotecobv with the main key", () => {
  it("PUT /cobv/{txid} and PUT /lotecobv/{id} take the main key; an item naming another key is NEGADA on its chave", async () => {
    const m = await merchant();
    const api = await apiOf(m);
    const cobv = (txid: string, chave = mainKey) => ({
      calendario: { dataDeVencimento: "2030-12-10", validadeAposVencimento: 30 }, devedor: { cpf: "52998224725", nome: "Ana Pagadora" }, valor: { original: "100.00" }, chave,
    });
    const txid = txidOf();
    const put = await api.PUT("/cobv/{txid}", { params: { path: { txid } }, body: cobv(txid) });
    expect({ status: put.response.status, error: put.error }).toEqual({ status: 201, error: undefined });
    expect(put.data).toMatchObject({ txid, chave: mainKey, status: "ATIVA" });

    const id = String(1 + Math.floor(Math.random() * 1e12));
    const [ok, foreign] = [txidOf(), txidOf()];
    const lote = await api.PUT("/lotecobv/{id}", { params: { path: { id } }, body: { descricao: "Mensalidades", cobsv: [{ txid: ok, ...cobv(ok) }, { txid: foreign, ...cobv(foreign, "outra@chave.test") }] } });
    expect({ status: lote.response.status, error: lote.error }).toEqual({ status: 202, error: undefined });
    const got = await until(async () => {
      const r = await api.GET("/lotecobv/{id}", { params: { path: { id } } });
      return r.data?.cobsv.every((x) => x.status !== "EM_PROCESSAMENTO") ? r.data : null;
    });
    expect(got.cobsv.map((x) => [x.txid, x.status])).toEqual([[ok, "CRIADA"], [foreign, "NEGADA"]]);
    expect(got.cobsv[1]!.problema).toMatchObject({ type: problemType("CobVOperacaoInvalida"), violacoes: [expect.objectContaining({ propriedade: "cobv.chave" })] });
  }, 60_000);
});

describe("another key, and another store's charges", () => {
  let a: Merchant;
  let b: Merchant;
  beforeAll(async () => {
    [a, b] = [await merchant(), await merchant()];
  }, 60_000);

  it("refuses any key but the main account's, with the spec's violation on the chave", async () => {
    const api = await apiOf(a);
    const cob = await api.PUT("/cob/{txid}", { params: { path: { txid: txidOf() } }, body: cobBody("outra@chave.test") });
    expect(cob.response.status).toBe(400);
    expect(cob.error).toMatchObject({
      type: problemType("CobOperacaoInvalida"),
      violacoes: [{ propriedade: "cob.chave", valor: "outra@chave.test", razao: expect.stringContaining(mainKey) }],
    });
    const cobv = await api.PUT("/cobv/{txid}", { params: { path: { txid: txidOf() } }, body: { calendario: { dataDeVencimento: "2030-12-10", validadeAposVencimento: 30 }, devedor: { cpf: "52998224725", nome: "Ana Pagadora" }, valor: { original: "10.00" }, chave: "outra@chave.test" } });
    expect(cobv.response.status).toBe(400);
    expect(cobv.error).toMatchObject({ type: problemType("CobVOperacaoInvalida"), violacoes: [expect.objectContaining({ propriedade: "cobv.chave" })] });
    const webhook = await api.PUT("/webhook/{chave}", { params: { path: { chave: "outra@chave.test" } }, body: { webhookUrl: `${receiver.url}/x` } });
    expect(webhook.response.status).toBe(400);
    expect(webhook.error).toMatchObject({ type: problemType("WebhookOperacaoInvalida"), violacoes: [expect.objectContaining({ propriedade: "chave" })] });
    const getWebhook = await api.GET("/webhook/{chave}", { params: { path: { chave: "outra@chave.test" } } });
    expect(getWebhook.response.status).toBe(404);
  });

  it("store B's token cannot read store A's cob or Pix, though both name the same key", async () => {
    const [apiA, apiB] = [await apiOf(a), await apiOf(b)];
    const txid = txidOf();
    expect((await apiA.PUT("/cob/{txid}", { params: { path: { txid } }, body: cobBody(mainKey, "9.99") })).response.status).toBe(201);
    await pay(a, txid);
    const paid = await until(async () => {
      const r = await apiA.GET("/cob/{txid}", { params: { path: { txid } } });
      return r.data?.status === "CONCLUIDA" ? r.data : null;
    });
    const e2eid = paid.pix![0]!.endToEndId;

    const cob = await apiB.GET("/cob/{txid}", { params: { path: { txid } } });
    expect(cob.response.status).toBe(404);
    expect(cob.error).toMatchObject({ type: problemType("CobNaoEncontrado") });
    const pix = await apiB.GET("/pix/{e2eid}", { params: { path: { e2eid } } });
    expect(pix.response.status).toBe(404);
    expect(pix.error).toMatchObject({ type: problemType("PixNaoEncontrado") });
    const devolucao = await apiB.PUT("/pix/{e2eid}/devolucao/{id}", { params: { path: { e2eid, id: "ALHEIA1" } }, body: { valor: "1.00" } });
    expect(devolucao.response.status).toBe(404);
    const inicio = new Date(Date.now() - 600_000).toISOString();
    const fim = new Date(Date.now() + 60_000).toISOString();
    expect((await apiB.GET("/cob", { params: { query: { inicio, fim } } })).data!.cobs.map((c) => c.txid)).not.toContain(txid);
    expect((await apiB.GET("/pix", { params: { query: { inicio, fim } } })).data!.pix.map((p) => p.endToEndId)).not.toContain(e2eid);
    // A's own token still reads it.
    expect((await apiA.GET("/pix/{e2eid}", { params: { path: { e2eid } } })).data).toMatchObject({ endToEndId: e2eid, chave: mainKey });
  }, 60_000);
});
