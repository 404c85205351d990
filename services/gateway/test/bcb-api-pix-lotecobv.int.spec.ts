/**
 * The BCB's lotecobv (issue 39) over our batches of due-date charges (POST /pix/lotes, issue 37), end to
 * end through the client generated from the spec (bcb/api-pix.ts) only, every answer validated against
 * the spec (bcb/conformance.ts): PUT a lote of three cobv with one bad item → 202; GET shows two CRIADA
 * and one NEGADA with its problem; each created cobv is read by GET /cobv/{txid}; the same PUT again is
 * accepted, another body refused; another store's lote id is 404; GET /lotecobv lists it; PATCH refuses
 * changes as PATCH /cobv does.
 */
import type { Stack } from "./stack";
import { bcbApi, closeBcbSuite, startBcbSuite, type BcbSuite } from "./bcb/suite";
import { bcbClient } from "./bcb/conformance";
import { bcbMerchant, problemType, txidOf, type BcbMerchant } from "./bcb/merchant";

let stack: Stack, http: BcbSuite["http"], extras: BcbSuite["extras"], team: BcbSuite["team"], oracle: BcbSuite["oracle"], receiver: BcbSuite["receiver"];

beforeAll(async () => {
  ({ stack, http, extras, team, oracle, receiver } = await startBcbSuite({
    services: ["onboarding", "charges"],
    env: { onboarding: { CONTA_UNICA: "false" }, charges: { REFUND_RETRY_AFTER_MS: "300", REFUND_SWEEP_INTERVAL_MS: "200" } },
  }));
}, 120_000);
afterAll(() => closeBcbSuite({ stack, receiver }));

const BCB = () => `${stack.url}/bcb/v2`;

const merchant = () => bcbMerchant({ stack, http, extras, team });
type Merchant = BcbMerchant;

/** POST /bcb/v2/oauth/token (no operation of the spec: plain fetch), then the generated client with that token. */
const apiOf = (m: BcbMerchant, scope?: string) => bcbApi({ stack, oracle }, m, scope);


const cobvBody = (m: Merchant, txid: string, extra: Record<string, unknown> = {}) => ({
  txid,
  calendario: { dataDeVencimento: "2030-12-10", validadeAposVencimento: 30 },
  devedor: { cpf: "52998224725", nome: "Ana Pagadora" },
  valor: { original: "100.00", multa: { modalidade: 2, valorPerc: "2.00" } },
  chave: m.pixKey,
  solicitacaoPagador: "Mensalidade de dezembro",
  ...extra,
});
/** A lote id of the client's: the spec's path takes text, its answer an integer. */
const loteIdOf = () => String(1 + Math.floor(Math.random() * 1e12));

describe("lotecobv", () => {
  let m: Merchant;
  let api: Awaited<ReturnType<typeof apiOf>>;
  beforeAll(async () => {
    m = await merchant();
    api = await apiOf(m);
  }, 60_000);

  it("PUT a lote of 3 cobv with one bad item → 202; GET: 2 CRIADA and 1 NEGADA with its problem; each cobv readable; PUT again accepted, another body refused", async () => {
    const id = loteIdOf();
    const [a, bad, c] = [txidOf(), txidOf(), txidOf()];
    const body = {
      descricao: "Cobranças dos alunos do turno vespertino",
      cobsv: [cobvBody(m, a), cobvBody(m, bad, { calendario: { dataDeVencimento: "2020-01-10" } }), cobvBody(m, c, { valor: { original: "80.00" } })],
    };
    const put = await api.PUT("/lotecobv/{id}", { params: { path: { id } }, body });
    expect({ status: put.response.status, error: put.error }).toEqual({ status: 202, error: undefined });

    const got = await api.GET("/lotecobv/{id}", { params: { path: { id } } });
    expect(got.response.status).toBe(200);
    expect(got.data).toMatchObject({ id: Number(id), descricao: body.descricao, criacao: expect.any(String) });
    expect(got.data!.cobsv.map((x) => [x.txid, x.status])).toEqual([[a, "CRIADA"], [bad, "NEGADA"], [c, "CRIADA"]]);
    const negada = got.data!.cobsv[1];
    expect(negada.problema).toMatchObject({ type: problemType("CobVOperacaoInvalida"), status: 400, violacoes: [expect.objectContaining({ propriedade: "cobv.calendario.dataDeVencimento" })] });
    expect(got.data!.cobsv[0].problema).toBeUndefined();

    for (const [txid, original] of [[a, "100.00"], [c, "80.00"]]) {
      const cobv = await api.GET("/cobv/{txid}", { params: { path: { txid } } });
      expect(cobv.response.status).toBe(200);
      expect(cobv.data).toMatchObject({ txid, status: "ATIVA", valor: { original }, calendario: { dataDeVencimento: "2030-12-10" } });
    }
    const none = await api.GET("/cobv/{txid}", { params: { path: { txid: bad } } });
    expect(none.response.status).toBe(404);

    // The same lote again: accepted (the same batch); another body under its id: refused, nothing made.
    const again = await api.PUT("/lotecobv/{id}", { params: { path: { id } }, body });
    expect(again.response.status).toBe(202);
    const other = await api.PUT("/lotecobv/{id}", { params: { path: { id } }, body: { ...body, cobsv: [cobvBody(m, txidOf())] } });
    expect(other.response.status).toBe(400);
    expect(other.error).toMatchObject({ type: problemType("LoteCobVOperacaoInvalida") });
    expect((await api.GET("/lotecobv/{id}", { params: { path: { id } } })).data!.cobsv).toHaveLength(3);

    // Listed by period.
    const inicio = new Date(Date.now() - 600_000).toISOString();
    const fim = new Date(Date.now() + 60_000).toISOString();
    const listed = await api.GET("/lotecobv", { params: { query: { inicio, fim } } });
    expect(listed.response.status).toBe(200);
    expect(listed.data!.lotes.map((l) => l.id)).toContain(Number(id));
    expect(listed.data!.lotes.find((l) => l.id === Number(id))!.cobsv).toHaveLength(3);
    expect(listed.data!.parametros.paginacao).toMatchObject({ paginaAtual: 0 });
    // GET /cobv by lote: its created cobv only.
    const byLote = await api.GET("/cobv", { params: { query: { inicio, fim, loteCobVId: Number(id) } } });
    expect(byLote.data!.cobs.map((x) => x.txid).sort()).toEqual([a, c].sort());
    const noLote = await api.GET("/cobv", { params: { query: { inicio, fim, loteCobVId: 1 + Number(id) } } });
    expect(noLote.data!.cobs).toEqual([]);
    const before = await api.GET("/lotecobv", { params: { query: { inicio: "2020-01-01T00:00:00Z", fim: "2020-12-01T00:00:00Z" } } });
    expect(before.data!.lotes).toEqual([]);

    // PATCH: the same values are accepted (202), a change or a cobv of no lote of this id refused by field.
    const same = await api.PATCH("/lotecobv/{id}", { params: { path: { id } }, body: { cobsv: [{ txid: a, valor: { original: "100.00" } }] } });
    expect({ status: same.response.status, error: same.error }).toEqual({ status: 202, error: undefined });
    const changed = await api.PATCH("/lotecobv/{id}", { params: { path: { id } }, body: { cobsv: [{ txid: c, valor: { original: "90.00" } }, { txid: bad, valor: { original: "1.00" } }] } });
    expect(changed.response.status).toBe(400);
    expect(changed.error).toMatchObject({ type: problemType("LoteCobVOperacaoInvalida") });
    expect(changed.error!.violacoes!.map((v) => v.propriedade).sort()).toEqual(["loteCobV.cobsv[0].valor.original", "loteCobV.cobsv[1].txid"]);
    expect((await api.GET("/cobv/{txid}", { params: { path: { txid: c } } })).data).toMatchObject({ valor: { original: "80.00" } });
  }, 90_000);

  it("takes a lote above the gateway's 100 kB body limit (a batch's own 2 MB); an item with another key is NEGADA with cobv.chave", async () => {
    const id = loteIdOf();
    const cobsv = Array.from({ length: 400 }, () => cobvBody(m, txidOf(), { chave: "outra@chave.test", solicitacaoPagador: "x".repeat(140) }));
    expect(JSON.stringify(cobsv).length).toBeGreaterThan(100 * 1024);
    const put = await api.PUT("/lotecobv/{id}", { params: { path: { id } }, body: { descricao: "Grande", cobsv } });
    expect({ status: put.response.status, error: put.error }).toEqual({ status: 202, error: undefined });
    const got = await api.GET("/lotecobv/{id}", { params: { path: { id } } });
    expect(got.data!.cobsv).toHaveLength(400);
    expect(new Set(got.data!.cobsv.map((x) => x.status))).toEqual(new Set(["NEGADA"]));
    expect(got.data!.cobsv[0].problema).toMatchObject({ type: problemType("CobVOperacaoInvalida"), violacoes: [expect.objectContaining({ propriedade: "cobv.chave" })] });
    expect(got.data!.cobsv.map((x) => x.txid)).toEqual(cobsv.map((c) => c.txid));
  }, 90_000);

  it("another store's lote id is 404 LoteCobVNaoEncontrado; the same id is the other store's own; a non-numeric id is refused; lotecobv.write is needed to make one", async () => {
    const id = loteIdOf();
    expect((await api.PUT("/lotecobv/{id}", { params: { path: { id } }, body: { descricao: "Da loja A", cobsv: [cobvBody(m, txidOf())] } })).response.status).toBe(202);
    const other = await merchant();
    const otherApi = await apiOf(other);
    const foreign = await otherApi.GET("/lotecobv/{id}", { params: { path: { id } } });
    expect(foreign.response.status).toBe(404);
    expect(foreign.error).toMatchObject({ type: problemType("LoteCobVNaoEncontrado") });
    const foreignPatch = await otherApi.PATCH("/lotecobv/{id}", { params: { path: { id } }, body: {} });
    expect(foreignPatch.response.status).toBe(404);
    // The id is the store's: another store may use the same number for its own lote.
    expect((await otherApi.PUT("/lotecobv/{id}", { params: { path: { id } }, body: { descricao: "Da loja B", cobsv: [cobvBody(other, txidOf())] } })).response.status).toBe(202);
    expect((await otherApi.GET("/lotecobv/{id}", { params: { path: { id } } })).data).toMatchObject({ descricao: "Da loja B" });
    expect((await api.GET("/lotecobv/{id}", { params: { path: { id } } })).data).toMatchObject({ descricao: "Da loja A" });

    const word = await api.GET("/lotecobv/{id}", { params: { path: { id: "lote-1" } } });
    expect(word.response.status).toBe(400);
    expect(word.error).toMatchObject({ type: problemType("LoteCobVConsultaInvalida"), violacoes: [expect.objectContaining({ propriedade: "id" })] });
    // The scopes: a token with lotecobv.read only reads the lote and cannot make one.
    const res = await fetch(`${BCB()}/oauth/token`, {
      method: "POST",
      headers: { authorization: `Basic ${Buffer.from(`${m.apiKey.id}:${m.apiKey.key}`).toString("base64")}`, "content-type": "application/x-www-form-urlencoded" },
      body: "grant_type=client_credentials&scope=lotecobv.read",
    });
    const reading = (await res.json()) as { access_token: string; scope: string };
    expect(reading.scope).toBe("lotecobv.read");
    const reader = bcbClient(BCB(), oracle, () => reading.access_token);
    expect((await reader.GET("/lotecobv/{id}", { params: { path: { id } } })).response.status).toBe(200);
    const denied = await reader.PUT("/lotecobv/{id}", { params: { path: { id: loteIdOf() } }, body: { descricao: "Sem escopo", cobsv: [cobvBody(m, txidOf())] } });
    expect(denied.response.status).toBe(403);
    expect(denied.error).toMatchObject({ type: problemType("AcessoNegado") });

    const noTxid = await api.PUT("/lotecobv/{id}", { params: { path: { id: loteIdOf() } }, body: { descricao: "Sem txid", cobsv: [{ ...cobvBody(m, "curto") }] } });
    expect(noTxid.response.status).toBe(400);
    expect(noTxid.error).toMatchObject({ type: problemType("LoteCobVOperacaoInvalida"), violacoes: [expect.objectContaining({ propriedade: "loteCobV.cobsv[0].txid" })] });
  }, 90_000);
});
