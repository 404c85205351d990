/**
 * The Banco Central's API Pix beside ours (issue 39), end to end through the client generated from the
 * spec (bcb/api-pix.ts) only, every answer validated against the spec (bcb/conformance.ts): the
 * gateway, identity, onboarding (the store's Pix key), charges with the payment-engine emulator (a
 * real payment and a real devolução) and webhooks-dispatcher. The store is in subaccount mode, so it
 * has a Pix key of its own (GET /receiving-account's pix_key), which `chave` must name.
 */
import type { Stack } from "./stack";
import { bcbApi, closeBcbSuite, startBcbSuite, type BcbSuite } from "./bcb/suite";
import { bcbClient } from "./bcb/conformance";
import { bcbMerchant, bcbToken, txidOf, type BcbMerchant } from "./bcb/merchant";
import { until } from "./refund-support";

let stack: Stack, http: BcbSuite["http"], extras: BcbSuite["extras"], team: BcbSuite["team"], oracle: BcbSuite["oracle"], receiver: BcbSuite["receiver"];

beforeAll(async () => {
  ({ stack, http, extras, team, oracle, receiver } = await startBcbSuite({
    services: ["onboarding", "charges", "webhooks-dispatcher"],
    env: { onboarding: { CONTA_UNICA: "false" }, charges: { REFUND_RETRY_AFTER_MS: "300", REFUND_SWEEP_INTERVAL_MS: "200" } },
  }));
}, 120_000);
afterAll(() => closeBcbSuite({ stack, receiver }));

const BCB = () => `${stack.url}/bcb/v2`;

const merchant = (permissoes?: string[]) => bcbMerchant({ stack, http, extras, team }, permissoes);
type Merchant = BcbMerchant;

const token = (clientId: string, clientSecret: string, form?: Record<string, string>) => bcbToken(stack, clientId, clientSecret, form);

const apiOf = (m: BcbMerchant, scope?: string) => bcbApi({ stack, oracle }, m, scope);

async function pay(m: Merchant, txid: string) {
  const [{ engine_charge_id }] = await extras.query("SELECT engine_charge_id FROM charges WHERE txid = $1 AND store_id = $2", [txid, m.storeId]);
  await extras.engine.pay(engine_charge_id);
}

describe("OAuth client credentials", () => {
  let m: Merchant;
  beforeAll(async () => {
    m = await merchant();
  }, 60_000);

  it("issues a short-lived Bearer token for the key's id and secret, with the scopes its permissions allow", async () => {
    const t = await token(m.apiKey.id, m.apiKey.key);
    expect(t.status).toBe(200);
    expect(t.body).toMatchObject({ token_type: "Bearer", expires_in: 300 });
    expect(t.body.scope.split(" ").sort()).toEqual(["cob.read", "cob.write", "cobr.read", "cobr.write", "cobv.read", "cobv.write", "lotecobv.read", "lotecobv.write", "payloadlocation.read", "payloadlocation.write", "pix.read", "pix.write", "rec.read", "rec.write", "webhook.read", "webhook.write", "webhookcobr.read", "webhookcobr.write", "webhookrec.read", "webhookrec.write"]);
  });

  it("refuses a wrong secret, another key's id, no Basic, another grant, a scope not served", async () => {
    expect((await token(m.apiKey.id, `${m.apiKey.key}x`)).body.error).toBe("invalid_client");
    expect((await token("00000000-0000-4000-8000-000000000000", m.apiKey.key)).status).toBe(401);
    expect((await token(m.apiKey.id, m.session.accessToken)).body.error).toBe("invalid_client"); // a session is no client secret
    expect((await token(m.apiKey.id, m.apiKey.key, { grant_type: "password" })).body.error).toBe("unsupported_grant_type");
    expect((await token(m.apiKey.id, m.apiKey.key, { grant_type: "client_credentials", scope: "solicrec.write" })).body.error).toBe("invalid_scope");
    const noBasic = await fetch(`${BCB()}/oauth/token`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "grant_type=client_credentials" });
    expect(noBasic.status).toBe(401);
  });

  it("grants a restricted key only the scopes of its permissoes, and the routes hold to them", async () => {
    const reader = await merchant(["cobrancas:ler"]);
    expect((await token(reader.apiKey.id, reader.apiKey.key)).body.scope.split(" ").sort()).toEqual(["cob.read", "cobv.read", "lotecobv.read", "payloadlocation.read", "pix.read"]);
    expect((await token(reader.apiKey.id, reader.apiKey.key, { grant_type: "client_credentials", scope: "cob.write" })).body.error).toBe("invalid_scope");
    const api = await apiOf(reader);
    const put = await api.PUT("/cob/{txid}", { params: { path: { txid: txidOf() } }, body: { calendario: { expiracao: 3600 }, valor: { original: "10.00" }, chave: reader.pixKey } });
    expect(put.response.status).toBe(403);
    expect(put.error).toMatchObject({ type: "https://pix.bcb.gov.br/api/v2/error/AcessoNegado", status: 403 });
  });

  it("answers 401 as a problem without a token or with a forged one", async () => {
    const forged = bcbClient(BCB(), oracle, () => "eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJh");
    const res = await forged.GET("/cob/{txid}", { params: { path: { txid: txidOf() } } });
    expect(res.response.status).toBe(401);
    expect(res.response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
  });
});

describe("cob and pix: the Done-when path", () => {
  it("token → PUT /cob/{txid} → the engine pays → GET /pix/{e2eid} → PUT devolucao → DEVOLVIDO, visible through both APIs", async () => {
    const m = await merchant();
    const api = await apiOf(m);
    const txid = txidOf();
    const created = await api.PUT("/cob/{txid}", {
      params: { path: { txid } },
      body: { calendario: { expiracao: 3600 }, devedor: { cpf: "52998224725", nome: "Ana Pagadora" }, valor: { original: "25.90" }, chave: m.pixKey, solicitacaoPagador: "Pedido 42" },
    });
    expect(created.response.status).toBe(201);
    expect(created.data).toMatchObject({ txid, status: "ATIVA", revisao: 0, valor: { original: "25.90" }, chave: m.pixKey, calendario: { expiracao: 3600 }, devedor: { cpf: "52998224725", nome: "Ana Pagadora" } });
    expect(created.data!.pixCopiaECola).toMatch(/^000201/);
    expect(created.data!.location).toBeTruthy();

    // The same charge through our own API.
    const ours = await http("GET", `/pix/status?txid=${txid}`, { token: m.apiKey.key });
    expect(ours.body.data).toMatchObject({ txid, amount: 25.9, status: "pending" });

    // Retried with the same body (a PUT is idempotent): the same charge, not a second one.
    const again = await api.PUT("/cob/{txid}", {
      params: { path: { txid } },
      body: { calendario: { expiracao: 3600 }, devedor: { cpf: "52998224725", nome: "Ana Pagadora" }, valor: { original: "25.90" }, chave: m.pixKey, solicitacaoPagador: "Pedido 42" },
    });
    expect(again.response.status).toBe(201);
    expect((await extras.query("SELECT count(*)::int AS n FROM charges WHERE txid = $1", [txid]))[0].n).toBe(1);

    await pay(m, txid);
    const paid = await until(async () => {
      const r = await api.GET("/cob/{txid}", { params: { path: { txid } } });
      return r.data?.status === "CONCLUIDA" ? r.data : null;
    });
    expect(paid.pix).toHaveLength(1);
    const e2eid = paid.pix![0].endToEndId;
    expect(paid.pixCopiaECola).toBeUndefined();

    const pix = await api.GET("/pix/{e2eid}", { params: { path: { e2eid } } });
    expect(pix.response.status).toBe(200);
    expect(pix.data).toMatchObject({ endToEndId: e2eid, txid, valor: "25.90", chave: m.pixKey });

    const devolucao = await api.PUT("/pix/{e2eid}/devolucao/{id}", { params: { path: { e2eid, id: "D1" } }, body: { valor: "5.90", descricao: "Troca" } });
    expect(devolucao.response.status).toBe(201);
    expect(devolucao.data).toMatchObject({ id: "D1", valor: "5.90", natureza: "ORIGINAL", descricao: "Troca" });
    const devolvido = await until(async () => {
      const r = await api.GET("/pix/{e2eid}/devolucao/{id}", { params: { path: { e2eid, id: "D1" } } });
      return r.data?.status === "DEVOLVIDO" ? r.data : null;
    });
    expect(devolvido.rtrId).toMatch(/^[a-zA-Z0-9]{32}$/);
    expect(devolvido.horario.liquidacao).toBeTruthy();

    // The devolução through our own API, and inside the Pix through the BCB's.
    const refunds = await http("GET", `/pix/refunds?txid=${txid}`, { token: m.apiKey.key });
    expect(refunds.body.data).toEqual([expect.objectContaining({ amount: 5.9, status: "DEVOLVIDO" })]);
    const withDevolucao = await api.GET("/pix/{e2eid}", { params: { path: { e2eid } } });
    expect(withDevolucao.data!.devolucoes).toEqual([expect.objectContaining({ id: "D1", status: "DEVOLVIDO" })]);

    // The same id again on this Pix is refused as the spec says; another id returns more.
    const dup = await api.PUT("/pix/{e2eid}/devolucao/{id}", { params: { path: { e2eid, id: "D1" } }, body: { valor: "1.00" } });
    expect(dup.response.status).toBe(400);
    expect(dup.error).toMatchObject({ type: "https://pix.bcb.gov.br/api/v2/error/PixDevolucaoInvalida" });
    const tooMuch = await api.PUT("/pix/{e2eid}/devolucao/{id}", { params: { path: { e2eid, id: "D2" } }, body: { valor: "25.00" } });
    expect(tooMuch.response.status).toBe(400);

    // Listed by period.
    const inicio = new Date(Date.now() - 3_600_000).toISOString();
    const fim = new Date(Date.now() + 60_000).toISOString();
    const listed = await api.GET("/pix", { params: { query: { inicio, fim } } });
    expect(listed.data!.pix).toEqual([expect.objectContaining({ endToEndId: e2eid })]);
    expect(listed.data!.parametros.paginacao).toEqual({ paginaAtual: 0, itensPorPagina: 100, quantidadeDePaginas: 1, quantidadeTotalDeItens: 1 });
    const cobs = await api.GET("/cob", { params: { query: { inicio, fim, status: "CONCLUIDA" } } });
    expect(cobs.data!.cobs.map((c) => c.txid)).toEqual([txid]);
  }, 60_000);
});

describe("pix: a charge paid twice", () => {
  it("GET /pix/{e2eid} finds each Pix by itself; a devolução on the SECOND e2e returns that one, within what is left of it", async () => {
    const m = await merchant();
    const api = await apiOf(m);
    const txid = txidOf();
    expect((await api.PUT("/cob/{txid}", { params: { path: { txid } }, body: { calendario: { expiracao: 3600 }, valor: { original: "10.00" }, chave: m.pixKey } })).response.status).toBe(201);
    await pay(m, txid);
    const [{ engine_charge_id }] = await extras.query("SELECT engine_charge_id FROM charges WHERE txid = $1 AND store_id = $2", [txid, m.storeId]);
    const { endToEndId: second } = await extras.engine.payAgain(engine_charge_id);
    const paid = await until(async () => {
      const r = await api.GET("/cob/{txid}", { params: { path: { txid } } });
      return r.data?.pix?.length === 2 ? r.data : null;
    }, 30_000);
    const first = paid.pix!.find((p) => p.endToEndId !== second)!.endToEndId;
    expect(paid.pix!.map((p) => p.endToEndId).sort()).toEqual([first, second].sort());

    for (const e2eid of [first, second]) {
      const pix = await api.GET("/pix/{e2eid}", { params: { path: { e2eid } } });
      expect({ status: pix.response.status, body: pix.data }).toEqual({ status: 200, body: { endToEndId: e2eid, txid, valor: "10.00", chave: m.pixKey, horario: expect.any(String) } });
    }

    // The first Pix has all of its 10.00 left, yet the devolução returns the one the path names.
    const put = await api.PUT("/pix/{e2eid}/devolucao/{id}", { params: { path: { e2eid: second, id: "SEGUNDO1" } }, body: { valor: "4.00" } });
    expect({ status: put.response.status, error: put.error }).toEqual({ status: 201, error: undefined });
    expect(put.data).toMatchObject({ id: "SEGUNDO1", valor: "4.00" });
    const [row] = await extras.query("SELECT payment_end_to_end_id FROM refunds WHERE external_id = 'SEGUNDO1' AND store_id = $1", [m.storeId]);
    expect(row.payment_end_to_end_id).toBe(second);
    const done = await until(async () => {
      const r = await api.GET("/pix/{e2eid}/devolucao/{id}", { params: { path: { e2eid: second, id: "SEGUNDO1" } } });
      return r.data?.status === "DEVOLVIDO" ? r.data : null;
    }, 30_000);
    expect(done.valor).toBe("4.00");
    expect((await api.GET("/pix/{e2eid}", { params: { path: { e2eid: second } } })).data!.devolucoes).toEqual([expect.objectContaining({ id: "SEGUNDO1", status: "DEVOLVIDO" })]);
    expect((await api.GET("/pix/{e2eid}", { params: { path: { e2eid: first } } })).data).not.toHaveProperty("devolucoes");
    // Not found under the other Pix of the same charge.
    const elsewhere = await api.GET("/pix/{e2eid}/devolucao/{id}", { params: { path: { e2eid: first, id: "SEGUNDO1" } } });
    expect(elsewhere.response.status).toBe(404);
    expect(elsewhere.error).toMatchObject({ type: "https://pix.bcb.gov.br/api/v2/error/PixDevolucaoNaoEncontrada" });

    // 6.00 is left of the second Pix (16.00 of the charge): 7.00 on it is the spec's PixDevolucaoInvalida.
    const above = await api.PUT("/pix/{e2eid}/devolucao/{id}", { params: { path: { e2eid: second, id: "SEGUNDO2" } }, body: { valor: "7.00" } });
    expect(above.response.status).toBe(400);
    expect(above.error).toMatchObject({ type: "https://pix.bcb.gov.br/api/v2/error/PixDevolucaoInvalida", detail: expect.stringContaining("R$ 6,00") });
    expect((await extras.query("SELECT count(*)::int AS n FROM refunds WHERE external_id = 'SEGUNDO2'"))[0].n).toBe(0);

    // GET /pix lists each Pix (two of this charge), newest first, a page each, with the total; by devolução.
    const inicio = new Date(Date.now() - 3_600_000).toISOString();
    const fim = new Date(Date.now() + 60_000).toISOString();
    const pages = await Promise.all([0, 1].map((paginaAtual) => api.GET("/pix", { params: { query: { inicio, fim, txid, "paginacao.paginaAtual": paginaAtual, "paginacao.itensPorPagina": 1 } } })));
    expect(pages.map((p) => p.data!.pix.map((x) => x.endToEndId))).toEqual([[second], [first]]);
    expect(pages.map((p) => p.data!.parametros.paginacao)).toEqual([0, 1].map((paginaAtual) => ({ paginaAtual, itensPorPagina: 1, quantidadeDePaginas: 2, quantidadeTotalDeItens: 2 })));
    const returned = await api.GET("/pix", { params: { query: { inicio, fim, txid, devolucaoPresente: true } } });
    expect(returned.data!.pix).toEqual([expect.objectContaining({ endToEndId: second, devolucoes: [expect.objectContaining({ id: "SEGUNDO1" })] })]);
    const kept = await api.GET("/pix", { params: { query: { inicio, fim, txid, devolucaoPresente: false } } });
    expect(kept.data!.pix.map((x) => x.endToEndId)).toEqual([first]);

    // Another store's e2eid is the spec's 404, for the Pix and for a devolução on it.
    const otherApi = await apiOf(await merchant());
    const foreign = await otherApi.GET("/pix/{e2eid}", { params: { path: { e2eid: second } } });
    expect(foreign.response.status).toBe(404);
    expect(foreign.error).toMatchObject({ type: "https://pix.bcb.gov.br/api/v2/error/PixNaoEncontrado" });
    const foreignPut = await otherApi.PUT("/pix/{e2eid}/devolucao/{id}", { params: { path: { e2eid: second, id: "ALHEIO1" } }, body: { valor: "1.00" } });
    expect(foreignPut.response.status).toBe(404);
    expect(foreignPut.error).toMatchObject({ type: "https://pix.bcb.gov.br/api/v2/error/PixNaoEncontrado" });
    expect((await extras.query("SELECT count(*)::int AS n FROM refunds WHERE external_id = 'ALHEIO1'"))[0].n).toBe(0);
  }, 120_000);
});

describe("webhook", () => {
  it("PUT /webhook/{chave} → a Pix received is POSTed to {webhookUrl}/pix as {\"pix\":[…]}, signed; GET, GET list, DELETE", async () => {
    const m = await merchant();
    const api = await apiOf(m);
    const webhookUrl = `${receiver.url}/bcb/${m.storeId}`;
    const put = await api.PUT("/webhook/{chave}", { params: { path: { chave: m.pixKey } }, body: { webhookUrl } });
    expect(put.response.status).toBe(200);
    const got = await api.GET("/webhook/{chave}", { params: { path: { chave: m.pixKey } } });
    expect(got.data).toMatchObject({ webhookUrl, cnpj: "11222333000181" });
    const listed = await api.GET("/webhook", { params: { query: {} } });
    expect(listed.data!.webhooks).toEqual([expect.objectContaining({ webhookUrl })]);
    // It is one of the store's webhook endpoints, as our API shows them.
    const ours = await http("GET", "/webhook-endpoints", { token: m.apiKey.key });
    expect(ours.body.data).toEqual([expect.objectContaining({ url: `${webhookUrl}/pix` })]);

    const txid = txidOf();
    expect((await api.PUT("/cob/{txid}", { params: { path: { txid } }, body: { calendario: { expiracao: 600 }, valor: { original: "12.34" }, chave: m.pixKey } })).response.status).toBe(201);
    await pay(m, txid);
    const hit = await until(async () => receiver.hits.find((h) => h.path === `/bcb/${m.storeId}/pix`));
    oracle.checkWebhookPix(hit.body);
    expect(hit.body).toEqual({ pix: [{ endToEndId: expect.stringMatching(/^[a-zA-Z0-9]{32}$/), txid, valor: "12.34", horario: expect.any(String) }] });
    expect(hit.headers["x-service-signature"]).toBeTruthy(); // signed as our webhooks are (no mTLS)

    // Another store's key is refused; after DELETE the webhook is gone.
    const foreign = await api.PUT("/webhook/{chave}", { params: { path: { chave: "outra@chave.test" } }, body: { webhookUrl } });
    expect(foreign.response.status).toBe(400);
    expect(foreign.error).toMatchObject({ type: "https://pix.bcb.gov.br/api/v2/error/WebhookOperacaoInvalida" });
    expect((await api.DELETE("/webhook/{chave}", { params: { path: { chave: m.pixKey } } })).response.status).toBe(204);
    const gone = await api.GET("/webhook/{chave}", { params: { path: { chave: m.pixKey } } });
    expect(gone.response.status).toBe(404);
    expect(gone.error).toMatchObject({ type: "https://pix.bcb.gov.br/api/v2/error/WebhookNaoEncontrado" });
  }, 60_000);
});

describe("webhook: devoluções that end", () => {
  it("DEVOLVIDO and NAO_REALIZADO each POST {webhookUrl}/pix with the Pix they return and the devolução, as the spec's body", async () => {
    const m = await merchant();
    const api = await apiOf(m);
    const webhookUrl = `${receiver.url}/bcb-devolucao/${m.storeId}`;
    expect((await api.PUT("/webhook/{chave}", { params: { path: { chave: m.pixKey } }, body: { webhookUrl } })).response.status).toBe(200);
    const txid = txidOf();
    expect((await api.PUT("/cob/{txid}", { params: { path: { txid } }, body: { calendario: { expiracao: 600 }, valor: { original: "20.00" }, chave: m.pixKey } })).response.status).toBe(201);
    await pay(m, txid);
    const received = await until(async () => receiver.hits.find((h) => h.path === `/bcb-devolucao/${m.storeId}/pix`), 30_000);
    const e2eid: string = received.body.pix[0].endToEndId;
    const devolucaoHit = (id: string) => until(async () => receiver.hits.find((h) => h.path === `/bcb-devolucao/${m.storeId}/pix` && h.body.pix[0].devolucoes?.[0]?.id === id), 30_000);

    expect((await api.PUT("/pix/{e2eid}/devolucao/{id}", { params: { path: { e2eid, id: "OK1" } }, body: { valor: "5.00", descricao: "Troca" } })).response.status).toBe(201);
    const devolvido = await devolucaoHit("OK1");
    oracle.checkWebhookPix(devolvido.body);
    expect(devolvido.body).toEqual({
      pix: [{
        endToEndId: e2eid, txid, valor: "20.00", horario: received.body.pix[0].horario,
        devolucoes: [{
          id: "OK1", rtrId: expect.stringMatching(/^[a-zA-Z0-9]{32}$/), valor: "5.00", natureza: "ORIGINAL", descricao: "Troca",
          horario: { solicitacao: expect.any(String), liquidacao: expect.any(String) }, status: "DEVOLVIDO",
        }],
      }],
    });
    expect(devolvido.headers["x-service-signature"]).toBeTruthy();
    // The same devolução as GET /pix/{e2eid}/devolucao/{id} shows it.
    const shown = await api.GET("/pix/{e2eid}/devolucao/{id}", { params: { path: { e2eid, id: "OK1" } } });
    expect(devolvido.body.pix[0].devolucoes[0]).toEqual(shown.data);

    await extras.engine.refunds.failNext(1, "Conta do pagador encerrada");
    expect((await api.PUT("/pix/{e2eid}/devolucao/{id}", { params: { path: { e2eid, id: "FALHA1" } }, body: { valor: "3.00" } })).response.status).toBe(201);
    const falhou = await devolucaoHit("FALHA1");
    oracle.checkWebhookPix(falhou.body);
    expect(falhou.body.pix[0]).toMatchObject({ endToEndId: e2eid, txid, valor: "20.00" });
    expect(falhou.body.pix[0].devolucoes).toEqual([expect.objectContaining({ id: "FALHA1", valor: "3.00", status: "NAO_REALIZADO", motivo: expect.any(String) })]);
    expect(falhou.body.pix[0].devolucoes[0].horario).not.toHaveProperty("liquidacao");
  }, 120_000);
});

describe("cob: the spec's refusals", () => {
  let m: Merchant;
  let api: Awaited<ReturnType<typeof apiOf>>;
  beforeAll(async () => {
    m = await merchant();
    api = await apiOf(m);
  }, 60_000);

  it("POST /cob makes the txid; GET /cob lists by period and status, paginated", async () => {
    const made = await api.POST("/cob", { body: { calendario: { expiracao: 600 }, valor: { original: "7.50" }, chave: m.pixKey } });
    expect({ status: made.response.status, error: made.error }).toEqual({ status: 201, error: undefined });
    expect(made.data!.txid).toMatch(/^[a-zA-Z0-9]{26,35}$/);
    const inicio = new Date(Date.now() - 60_000).toISOString();
    const fim = new Date(Date.now() + 60_000).toISOString();
    const listed = await api.GET("/cob", { params: { query: { inicio, fim, status: "ATIVA", "paginacao.itensPorPagina": 1 } } });
    expect(listed.data!.cobs.map((c) => c.txid)).toContain(made.data!.txid);
    const reversed = await api.GET("/cob", { params: { query: { inicio: fim, fim: inicio } } });
    expect(reversed.response.status).toBe(400);
    expect(reversed.error).toMatchObject({ type: "https://pix.bcb.gov.br/api/v2/error/CobConsultaInvalida" });
  });

  it("GET /cob pages a payer's charges with the total of every page: no page repeats or skips one", async () => {
    const cpf = "52998224725"; // this describe's store has no other charge of this payer
    const txids = [txidOf(), txidOf(), txidOf()];
    for (const txid of txids) {
      const put = await api.PUT("/cob/{txid}", { params: { path: { txid } }, body: { calendario: { expiracao: 600 }, devedor: { cpf, nome: "Pagina Dor" }, valor: { original: "6.00" }, chave: m.pixKey } });
      expect({ status: put.response.status, error: put.error }).toEqual({ status: 201, error: undefined });
    }
    const inicio = new Date(Date.now() - 60_000).toISOString();
    const fim = new Date(Date.now() + 60_000).toISOString();
    const page = (paginaAtual: number, extra: { status?: "REMOVIDA_PELO_USUARIO_RECEBEDOR"; locationPresente?: boolean } = {}) =>
      api.GET("/cob", { params: { query: { inicio, fim, cpf, "paginacao.paginaAtual": paginaAtual, "paginacao.itensPorPagina": 2, ...extra } } });
    const [p0, p1, p2] = await Promise.all([page(0), page(1), page(2)]);
    expect([p0, p1, p2].map((p) => p.data!.cobs.length)).toEqual([2, 1, 0]);
    expect([...p0.data!.cobs, ...p1.data!.cobs].map((c) => c.txid)).toEqual([...txids].reverse()); // newest first
    expect(p1.data!.parametros).toEqual({ inicio, fim, cpf, paginacao: { paginaAtual: 1, itensPorPagina: 2, quantidadeDePaginas: 2, quantidadeTotalDeItens: 3 } });
    expect(p2.data!.parametros.paginacao.quantidadeTotalDeItens).toBe(3);
    // Our BR Codes are dynamic (a location each); the recipient never removes a charge of ours.
    expect((await page(0, { locationPresente: true })).data!.parametros.paginacao.quantidadeTotalDeItens).toBe(3);
    expect((await page(0, { locationPresente: false })).data!.cobs).toEqual([]);
    expect((await page(0, { status: "REMOVIDA_PELO_USUARIO_RECEBEDOR" })).data!.parametros.paginacao.quantidadeTotalDeItens).toBe(0);
  });

  it("refuses a chave that is not the store's, with the violation on cob.chave", async () => {
    const res = await api.PUT("/cob/{txid}", { params: { path: { txid: txidOf() } }, body: { calendario: { expiracao: 60 }, valor: { original: "10.00" }, chave: "outra@chave.test" } });
    expect(res.response.status).toBe(400);
    expect(res.error).toMatchObject({ type: "https://pix.bcb.gov.br/api/v2/error/CobOperacaoInvalida", violacoes: [expect.objectContaining({ propriedade: "cob.chave" })] });
  });

  it("refuses malformed bodies and txids with the violated property", async () => {
    const zero = await api.PUT("/cob/{txid}", { params: { path: { txid: txidOf() } }, body: { calendario: { expiracao: 60 }, valor: { original: "0.00" }, chave: m.pixKey } });
    expect(zero.response.status).toBe(400);
    const comma = await api.PUT("/cob/{txid}", { params: { path: { txid: txidOf() } }, body: { calendario: { expiracao: 60 }, valor: { original: "10,00" }, chave: m.pixKey } });
    expect(comma.error).toMatchObject({ type: "https://pix.bcb.gov.br/api/v2/error/CobOperacaoInvalida", violacoes: [expect.objectContaining({ propriedade: "cob.valor.original" })] });
    const negative = await api.PUT("/cob/{txid}", { params: { path: { txid: txidOf() } }, body: { calendario: { expiracao: 0 }, valor: { original: "10.00" }, chave: m.pixKey } });
    expect(negative.response.status).toBe(400);
    const short = await api.PUT("/cob/{txid}", { params: { path: { txid: "curto" } }, body: { calendario: { expiracao: 60 }, valor: { original: "10.00" }, chave: m.pixKey } });
    expect(short.response.status).toBe(400);
  });

  it("answers a body the JSON parser refuses (malformed, too large) as the spec's problem, not our API's error", async () => {
    const t = await token(m.apiKey.id, m.apiKey.key);
    const put = (body: string) => fetch(`${stack.url}/bcb/v2/cob/${txidOf()}`, {
      method: "PUT", headers: { authorization: `Bearer ${t.body.access_token}`, "content-type": "application/json" }, body,
    });
    const malformed = await put("{oops");
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    const problem = await malformed.json();
    oracle.check("PUT", "/cob/{txid}", 400, problem);
    expect(problem).toMatchObject({ type: "https://pix.bcb.gov.br/api/v2/error/RequisicaoInvalida", status: 400, detail: expect.stringContaining("JSON") });
    const huge = await put(JSON.stringify({ calendario: { expiracao: 60 }, valor: { original: "1.00" }, chave: m.pixKey, solicitacaoPagador: "x".repeat(2_000_000) }));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ type: "https://pix.bcb.gov.br/api/v2/error/RequisicaoInvalida", status: 413 });
  });

  it("refuses a devolução for good (403, not a 503 to retry) while the team has not enabled the store's refunds; nothing is devolvido", async () => {
    const shut = await merchant();
    expect((await http("POST", `/admin/lojistas/${shut.storeId}/estornos`, { token: team.accessToken, body: { habilitado: false } })).status).toBe(200);
    const shutApi = await apiOf(shut);
    const txid = txidOf();
    expect((await shutApi.PUT("/cob/{txid}", { params: { path: { txid } }, body: { calendario: { expiracao: 600 }, valor: { original: "7.00" }, chave: shut.pixKey } })).response.status).toBe(201);
    await pay(shut, txid);
    const paid = await until(async () => {
      const r = await shutApi.GET("/cob/{txid}", { params: { path: { txid } } });
      return r.data?.status === "CONCLUIDA" ? r.data : null;
    });
    const e2eid = paid.pix![0].endToEndId;
    const refused = await shutApi.PUT("/pix/{e2eid}/devolucao/{id}", { params: { path: { e2eid, id: "D1" } }, body: { valor: "1.00" } });
    expect(refused.response.status).toBe(403);
    expect(refused.error).toMatchObject({ type: "https://pix.bcb.gov.br/api/v2/error/AcessoNegado", detail: expect.stringContaining("não estão habilitadas") });
    expect((await shutApi.GET("/pix/{e2eid}/devolucao/{id}", { params: { path: { e2eid, id: "D1" } } })).response.status).toBe(404);
  });

  it("refuses a txid in use with another body, and answers an operation not served as the spec's 404", async () => {
    const txid = txidOf();
    const body = { calendario: { expiracao: 600 }, valor: { original: "9.00" }, chave: m.pixKey };
    expect((await api.PUT("/cob/{txid}", { params: { path: { txid } }, body })).response.status).toBe(201);
    const changed = await api.PUT("/cob/{txid}", { params: { path: { txid } }, body: { ...body, valor: { original: "9.01" } } });
    expect(changed.response.status).toBe(400);
    expect(changed.error).toMatchObject({ type: "https://pix.bcb.gov.br/api/v2/error/CobOperacaoInvalida" });
    const revised = await api.PATCH("/cob/{txid}", { params: { path: { txid } }, body: { valor: { original: "9.02" } } });
    expect(revised.response.status).toBe(400); // a revision that changes something (bcb-api-pix-cobv.int.spec.ts)
    expect(revised.error).toMatchObject({ type: "https://pix.bcb.gov.br/api/v2/error/CobOperacaoInvalida", violacoes: [expect.objectContaining({ propriedade: "cob.valor.original" })] });
  });

  it("does not show another merchant's charge or Pix", async () => {
    const other = await merchant();
    const otherApi = await apiOf(other);
    const txid = txidOf();
    expect((await otherApi.PUT("/cob/{txid}", { params: { path: { txid } }, body: { calendario: { expiracao: 600 }, valor: { original: "6.00" }, chave: other.pixKey } })).response.status).toBe(201);
    const res = await api.GET("/cob/{txid}", { params: { path: { txid } } });
    expect(res.response.status).toBe(404);
    expect(res.error).toMatchObject({ type: "https://pix.bcb.gov.br/api/v2/error/CobNaoEncontrado" });
    const pix = await api.GET("/pix/{e2eid}", { params: { path: { e2eid: "E".padEnd(32, "0") } } });
    expect(pix.response.status).toBe(404);
    expect(pix.error).toMatchObject({ type: "https://pix.bcb.gov.br/api/v2/error/PixNaoEncontrado" });
  });
});
