/**
 * The BCB's `loc` (issue 39) over our charges' locations, end to end through the client generated from
 * the spec (bcb/api-pix.ts) only, every answer validated against the spec (bcb/conformance.ts): a cob's
 * and a cobv's `loc` (the id charges drew for the location their BR Code carries), GET /loc/{id} and
 * GET /loc in the store's scope, and the refusals of what the payment engine does not offer (a location
 * made before its charge, or unlinked from it).
 */
import type { Stack } from "./stack";
import { bcbApi, closeBcbSuite, startBcbSuite, type BcbSuite } from "./bcb/suite";
import { bcbMerchant, problemType, txidOf, type BcbMerchant } from "./bcb/merchant";

let stack: Stack, http: BcbSuite["http"], extras: BcbSuite["extras"], team: BcbSuite["team"], oracle: BcbSuite["oracle"], receiver: BcbSuite["receiver"];

beforeAll(async () => {
  ({ stack, http, extras, team, oracle, receiver } = await startBcbSuite({ services: ["onboarding", "charges"], env: { onboarding: { CONTA_UNICA: "false" } } }));
}, 120_000);
afterAll(() => closeBcbSuite({ stack, receiver }));

const todayInBrasilia = () => new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
const merchant = (permissoes?: string[]) => bcbMerchant({ stack, http, extras, team }, permissoes);

const apiOf = (m: BcbMerchant, scope?: string) => bcbApi({ stack, oracle }, m, scope);
type Api = Awaited<ReturnType<typeof apiOf>>;

const cobBody = (m: BcbMerchant, original = "12.34") => ({ calendario: { expiracao: 3600 }, valor: { original }, chave: m.pixKey });
const cobvBody = (m: BcbMerchant) => ({
  calendario: { dataDeVencimento: todayInBrasilia(), validadeAposVencimento: 30 }, devedor: { cpf: "52998224725", nome: "Ana Pagadora" }, valor: { original: "50.00" }, chave: m.pixKey,
});

/** A cob's (or cobv's) `loc`: the spec's CobGerada requires it to name the txid too, which the generated type leaves out. */
type Loc = { id: number; txid: string; location: string; tipoCob: "cob" | "cobv"; criacao: string };
const locIn = (cob: unknown) => (cob as { loc: Loc }).loc;

async function putCob(api: Api, m: BcbMerchant, original?: string) {
  const txid = txidOf();
  const r = await api.PUT("/cob/{txid}", { params: { path: { txid } }, body: cobBody(m, original) });
  expect({ status: r.response.status, error: r.error }).toEqual({ status: 201, error: undefined });
  return r.data!;
}

describe("loc: a charge's location, read by its id and by period", () => {
  let m: BcbMerchant;
  let api: Api;
  beforeAll(async () => {
    m = await merchant();
    api = await apiOf(m);
  }, 60_000);

  it("PUT /cob answers loc {id, location, tipoCob cob, criacao}; GET /loc/{id} shows the same location serving the txid", async () => {
    const cob = await putCob(api, m);
    const loc = locIn(cob);
    // The id charges drew: an int64 of 15 digits, exact as a JSON number; the location is the BR Code's.
    expect(loc).toEqual({ id: expect.any(Number), txid: cob.txid, location: cob.location, tipoCob: "cob", criacao: cob.calendario.criacao });
    expect(String(loc.id)).toMatch(/^[1-9]\d{14}$/);
    expect(cob.pixCopiaECola).toContain(loc.location);

    const read = await api.GET("/loc/{id}", { params: { path: { id: String(loc.id) } } });
    expect({ status: read.response.status, error: read.error }).toEqual({ status: 200, error: undefined });
    expect(read.data).toEqual({ id: loc.id, txid: cob.txid, location: cob.location, tipoCob: "cob", criacao: cob.calendario.criacao });
    expect(locIn((await api.GET("/cob/{txid}", { params: { path: { txid: cob.txid } } })).data)).toEqual(loc);
    // The same PUT again is the same charge (idempotent by its path), with the same loc.
    const again = await api.PUT("/cob/{txid}", { params: { path: { txid: cob.txid } }, body: cobBody(m) });
    expect(locIn(again.data)).toEqual(loc);

    // The location is the payment engine's, live: the payer's bank reading it gets this charge's amount.
    const payload = await fetch(`http://${loc.location}`);
    expect(payload.status).toBe(200);
    expect(await payload.json()).toMatchObject({ valor: { original: "12.34" }, status: "ATIVA" });
  });

  it("a cobv's loc has tipoCob cobv, and GET /loc lists by period, tipoCob and txIdPresente, paginated", async () => {
    // A store of its own, so that the list holds exactly this test's two charges.
    const m = await merchant();
    const api = await apiOf(m);
    const inicio = new Date(Date.now() - 1000).toISOString();
    const cob = await putCob(api, m, "5.00");
    const txid = txidOf();
    const put = await api.PUT("/cobv/{txid}", { params: { path: { txid } }, body: cobvBody(m) });
    expect({ status: put.response.status, error: put.error }).toEqual({ status: 201, error: undefined });
    const cobvLoc = locIn(put.data);
    expect(cobvLoc).toMatchObject({ txid, tipoCob: "cobv", location: (put.data as unknown as { location: string }).location });
    expect(locIn((await api.GET("/cobv/{txid}", { params: { path: { txid } } })).data)).toEqual(cobvLoc);
    expect((await api.GET("/loc/{id}", { params: { path: { id: String(cobvLoc.id) } } })).data).toEqual(cobvLoc);
    const fim = new Date(Date.now() + 1000).toISOString();

    const list = async (query: Record<string, unknown>) => {
      const r = await api.GET("/loc", { params: { query: { inicio, fim, ...query } } });
      expect({ status: r.response.status, error: r.error }).toEqual({ status: 200, error: undefined });
      return r.data!;
    };
    const all = await list({});
    expect(all.loc).toEqual([locIn(cob), cobvLoc]); // oldest first
    expect(all.parametros).toEqual({ inicio, fim, paginacao: { paginaAtual: 0, itensPorPagina: 100, quantidadeDePaginas: 1, quantidadeTotalDeItens: 2 } });
    expect((await list({ tipoCob: "cob" })).loc).toEqual([locIn(cob)]);
    expect((await list({ tipoCob: "cobv" })).loc).toEqual([cobvLoc]);
    expect((await list({ txIdPresente: true })).loc).toHaveLength(2);
    // Every location of ours serves its charge's txid: none is without one.
    expect((await list({ txIdPresente: false })).loc).toEqual([]);
    const second = await list({ "paginacao.paginaAtual": 1, "paginacao.itensPorPagina": 1 });
    expect(second.loc).toEqual([cobvLoc]);
    expect(second.parametros.paginacao).toEqual({ paginaAtual: 1, itensPorPagina: 1, quantidadeDePaginas: 2, quantidadeTotalDeItens: 2 });
    // A period that ends before they were created lists none.
    expect((await api.GET("/loc", { params: { query: { inicio: "2020-01-01T00:00:00Z", fim: inicio } } })).data!.loc).not.toContainEqual(cobvLoc);

    // GET /cob renders the loc as well.
    const cobs = await api.GET("/cob", { params: { query: { inicio, fim } } });
    expect(cobs.data!.cobs.map(locIn)).toEqual([locIn(cob)]);
  });

  it("refuses a period backwards and an id that is no location id with PayloadLocationConsultaInvalida", async () => {
    const now = new Date().toISOString();
    const backwards = await api.GET("/loc", { params: { query: { inicio: now, fim: "2020-01-01T00:00:00Z" } } });
    expect(backwards.response.status).toBe(400);
    expect(backwards.error).toMatchObject({ type: problemType("PayloadLocationConsultaInvalida"), violacoes: [expect.objectContaining({ propriedade: "fim" })] });
    const rec = await api.GET("/loc", { params: { query: { inicio: now, fim: now, tipoCob: "rec" as "cob" } } });
    expect(rec.error).toMatchObject({ type: problemType("PayloadLocationConsultaInvalida"), violacoes: [expect.objectContaining({ propriedade: "tipoCob" })] });
    const malformed = await api.GET("/loc/{id}", { params: { path: { id: "12abc" } } });
    expect(malformed.response.status).toBe(400);
    expect(malformed.error).toMatchObject({ type: problemType("PayloadLocationConsultaInvalida"), violacoes: [expect.objectContaining({ propriedade: "id", valor: "12abc" })] });
  });
});

describe("loc: another store's location", () => {
  it("is not found by GET /loc/{id} nor by DELETE /loc/{id}/txid, and is not listed", async () => {
    const [m, other] = await Promise.all([merchant(), merchant()]);
    const [api, otherApi] = await Promise.all([apiOf(m), apiOf(other)]);
    const inicio = new Date(Date.now() - 1000).toISOString();
    const theirs = locIn(await putCob(otherApi, other));
    const mine = locIn(await putCob(api, m));
    const fim = new Date(Date.now() + 1000).toISOString();

    for (const id of [theirs.id, 999_999_999_999_999]) {
      const read = await api.GET("/loc/{id}", { params: { path: { id: String(id) } } });
      expect(read.response.status).toBe(404);
      expect(read.error).toMatchObject({ type: problemType("PayloadLocationNaoEncontrado"), detail: expect.stringContaining("nesta loja") });
      const unlink = await api.DELETE("/loc/{id}/txid", { params: { path: { id: String(id) } } });
      expect(unlink.response.status).toBe(404);
      expect(unlink.error).toMatchObject({ type: problemType("PayloadLocationNaoEncontrado") });
    }
    expect((await api.GET("/loc", { params: { query: { inicio, fim } } })).data!.loc).toEqual([mine]);
    expect((await otherApi.GET("/loc", { params: { query: { inicio, fim } } })).data!.loc).toEqual([theirs]);
  });
});

describe("loc: what the payment engine does not offer", () => {
  let m: BcbMerchant;
  let api: Api;
  beforeAll(async () => {
    m = await merchant();
    api = await apiOf(m);
  }, 60_000);

  it("refuses POST /loc (a location before its charge) with PayloadLocationOperacaoInvalida, saying what to do", async () => {
    const res = await api.POST("/loc", { body: { tipoCob: "cob" } });
    expect(res.response.status).toBe(400);
    expect(res.error).toMatchObject({ type: problemType("PayloadLocationOperacaoInvalida"), detail: expect.stringContaining("Crie a cobrança sem loc") });
  });

  it("refuses `loc` in a cob body by name, as before", async () => {
    const txid = txidOf();
    const res = await api.PUT("/cob/{txid}", { params: { path: { txid } }, body: { ...cobBody(m), loc: { id: 1 } } });
    expect(res.response.status).toBe(400);
    expect(res.error).toMatchObject({ type: problemType("CobOperacaoInvalida"), violacoes: [expect.objectContaining({ propriedade: expect.stringContaining("loc") })] });
  });

  it("refuses DELETE /loc/{id}/txid on the store's own location, and the charge keeps it", async () => {
    const cob = await putCob(api, m);
    const loc = locIn(cob);
    const res = await api.DELETE("/loc/{id}/txid", { params: { path: { id: String(loc.id) } } });
    expect(res.response.status).toBe(400);
    expect(res.error).toMatchObject({ type: problemType("PayloadLocationOperacaoInvalida"), detail: expect.stringContaining("Não desvinculamos") });
    const after = await api.GET("/cob/{txid}", { params: { path: { txid: cob.txid } } });
    expect(locIn(after.data)).toEqual(loc);
    expect(after.data!.location).toBe(loc.location);
  });

  it("holds to the scopes: payloadlocation.read reads, payloadlocation.write is needed to ask for the rest", async () => {
    const loc = locIn(await putCob(api, m));
    const cobOnly = await apiOf(m, "cob.read");
    const denied = await cobOnly.GET("/loc/{id}", { params: { path: { id: String(loc.id) } } });
    expect(denied.response.status).toBe(403);
    expect(denied.error).toMatchObject({ type: problemType("AcessoNegado"), detail: expect.stringContaining("payloadlocation.read") });
    const reader = await merchant(["cobrancas:ler"]);
    const readerApi = await apiOf(reader);
    const own = await readerApi.GET("/loc", { params: { query: { inicio: new Date(Date.now() - 60_000).toISOString(), fim: new Date().toISOString() } } });
    expect(own.response.status).toBe(200);
    const post = await readerApi.POST("/loc", { body: { tipoCob: "cob" } });
    expect(post.response.status).toBe(403);
    expect(post.error).toMatchObject({ type: problemType("AcessoNegado"), detail: expect.stringContaining("payloadlocation.write") });
  });
});
