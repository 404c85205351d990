/**
 * The BCB's rec (Pix Automático's authorization) over our pix_automatico subscriptions (issues 14, 38),
 * end to end through the client generated from the spec (bcb/api-pix.ts) only, every answer validated
 * against the spec (bcb/conformance.ts): POST /rec → GET CRIADA with its QR → the payer approves (our
 * test route) → APROVADA → GET /rec lists it → PATCH refuses changes → PATCH CANCELADA cancels the
 * subscription → CANCELADA; refusals named by property; another store's idRec is not found; solicrec and
 * locrec answer 404 with their reason; the scopes follow the key's permissions; PUT /webhookrec and the
 * `{"recs":[…]}` bodies a real HTTP receiver gets, validated against the spec's WebhookRecBody.
 */
import type { Stack } from "./stack";
import { bcbApi, closeBcbSuite, startBcbSuite, type BcbSuite } from "./bcb/suite";
import { bcbMerchant, bcbToken, problemType, type BcbMerchant } from "./bcb/merchant";
import { until } from "./pix-automatico-support";

let stack: Stack, http: BcbSuite["http"], extras: BcbSuite["extras"], team: BcbSuite["team"], oracle: BcbSuite["oracle"], receiver: BcbSuite["receiver"];

beforeAll(async () => {
  ({ stack, http, extras, team, oracle, receiver } = await startBcbSuite({ services: ["onboarding", "charges", "subscriptions", "webhooks-dispatcher"], env: { onboarding: { CONTA_UNICA: "false" } } }));
}, 120_000);
afterAll(() => closeBcbSuite({ stack, receiver }));

const merchant = (permissoes?: string[]) => bcbMerchant({ stack, http, extras, team }, permissoes);
type Merchant = BcbMerchant;

const apiOf = (m: BcbMerchant, scope?: string) => bcbApi({ stack, oracle }, m, scope);

const DAY = 86_400_000;
/** A Brasília date `days` from now. */
const dateIn = (days: number) => new Date(Date.now() + days * DAY).toLocaleDateString("en-CA", { timeZone: "America/Sao_Paulo" });

const recBody = (extra: Record<string, unknown> = {}) => ({
  vinculo: { objeto: "Plano mensal", devedor: { cpf: "52998224725", nome: "Ana Pagadora" }, contrato: "CT-2030/01" },
  calendario: { dataInicial: dateIn(20), dataFinal: dateIn(400), periodicidade: "MENSAL" as const },
  valor: { valorRec: "29.90" },
  politicaRetentativa: "PERMITE_3R_7D" as const,
  ...extra,
});

/** Our API's view of the store's subscriptions (the merchant's session). */
const subscriptionsOf = async (m: Merchant) => (await http("GET", "/subscriptions", { token: m.session.accessToken })).body.data as any[];

describe("rec", () => {
  let m: Merchant;
  let api: Awaited<ReturnType<typeof apiOf>>;
  beforeAll(async () => {
    m = await merchant();
    api = await apiOf(m);
  }, 60_000);

  it("POST /rec → CRIADA with its QR → the payer approves → APROVADA → listed → PATCH refuses changes → PATCH CANCELADA cancels the subscription", async () => {
    const body = recBody();
    const created = await api.POST("/rec", { body });
    expect({ status: created.response.status, error: created.error }).toEqual({ status: 201, error: undefined });
    const idRec = created.data!.idRec!;
    expect(idRec).toMatch(/^RR[A-Z0-9]{27}$/);
    expect(created.data).toMatchObject({
      status: "CRIADA", vinculo: body.vinculo, calendario: body.calendario, valor: { valorRec: "29.90" },
      recebedor: { cnpj: "11222333000181", nome: "Escola Aprender Ltda" }, ativacao: { tipoJornada: "JORNADA_2" },
      atualizacao: [{ status: "CRIADA", data: expect.any(String) }],
    });

    // The same authorization in our API: a J2 pix_automatico subscription of the body's terms.
    const sub = (await subscriptionsOf(m)).find((s) => s.authorization?.id === idRec);
    expect(sub).toMatchObject({
      method: "pix_automatico", amount: 29.9, interval: "monthly", customer_cpf: "52998224725", customer_name: "Ana Pagadora", description: "Plano mensal",
      authorization: { status: "CRIADA", journey: "J2", retry_policy: "PERMITE_3R_7D", contract: "CT-2030/01", end_date: body.calendario.dataFinal },
    });

    const read = await api.GET("/rec/{idRec}", { params: { path: { idRec } } });
    expect(read.response.status).toBe(200);
    expect(read.data).toMatchObject({ idRec, status: "CRIADA", politicaRetentativa: "PERMITE_3R_7D", dadosQR: { jornada: "JORNADA_2", pixCopiaECola: sub.authorization.pix_code } });
    expect(read.data!.dadosQR!.pixCopiaECola).toMatch(/80\d\d0014br\.gov\.bcb\.pix25\d\d[^ ]*\/rec\/v2\//);
    expect(read.data).not.toHaveProperty("loc");

    // The payer approves in the bank (test mode): the rec follows.
    const approved = await http("POST", `/subscriptions/${sub.id}/test/authorization/approve`, { token: m.session.accessToken });
    expect(approved.status).toBe(200);
    const aprovada = await api.GET("/rec/{idRec}", { params: { path: { idRec } } });
    expect(aprovada.data).toMatchObject({ status: "APROVADA", atualizacao: [{ status: "CRIADA" }, { status: "APROVADA" }] });
    expect(aprovada.data).not.toHaveProperty("dadosQR");

    const inicio = new Date(Date.now() - 600_000).toISOString();
    const fim = new Date(Date.now() + 60_000).toISOString();
    const listed = await api.GET("/rec", { params: { query: { inicio, fim } } });
    expect(listed.response.status).toBe(200);
    expect(listed.data!.recs.map((r) => r.idRec)).toContain(idRec);
    expect(listed.data!.parametros.paginacao).toMatchObject({ paginaAtual: 0, itensPorPagina: 100 });
    const byStatus = async (status: string) => (await api.GET("/rec", { params: { query: { inicio, fim, status } } })).data!.recs.map((r) => r.idRec);
    expect(await byStatus("APROVADA")).toContain(idRec);
    expect(await byStatus("CRIADA")).not.toContain(idRec);
    expect((await api.GET("/rec", { params: { query: { inicio, fim, cpf: "52998224725" } } })).data!.recs.map((r) => r.idRec)).toContain(idRec);
    expect((await api.GET("/rec", { params: { query: { inicio, fim, cpf: "11144477735" } } })).data!.recs).toEqual([]);
    expect((await api.GET("/rec", { params: { query: { inicio, fim, locationPresente: true } } })).data!.recs).toEqual([]);
    const page = await api.GET("/rec", { params: { query: { inicio, fim, "paginacao.itensPorPagina": 1, "paginacao.paginaAtual": 5 } } });
    expect(page.data!.recs).toEqual([]);

    // A revision that changes anything is refused, one violation per field; nothing changes.
    const changes = await api.PATCH("/rec/{idRec}", { params: { path: { idRec } }, body: { vinculo: { devedor: { nome: "Outra Pessoa" } }, calendario: { dataInicial: dateIn(30) }, loc: 7 } });
    expect(changes.response.status).toBe(400);
    expect(changes.error).toMatchObject({ type: problemType("RecOperacaoInvalida") });
    expect(changes.error!.violacoes!.map((v) => v.propriedade).sort()).toEqual(["rec.calendario.dataInicial", "rec.loc", "rec.vinculo.devedor.nome"]);
    const same = await api.PATCH("/rec/{idRec}", { params: { path: { idRec } }, body: { vinculo: { devedor: { nome: "Ana Pagadora" } } } });
    expect(same.response.status).toBe(200);
    expect(same.data).toMatchObject({ idRec, status: "APROVADA" });

    // The receiver cancels: the subscription is cancelled and the authorization with it, at the engine.
    const cancel = await api.PATCH("/rec/{idRec}", { params: { path: { idRec } }, body: { status: "CANCELADA" } });
    expect(cancel.response.status).toBe(200);
    expect((await subscriptionsOf(m)).find((s) => s.id === sub.id).status).toBe("canceled");
    const cancelada = await until("the rec CANCELADA", async () => (await api.GET("/rec/{idRec}", { params: { path: { idRec } } })).data!, (r) => r.status === "CANCELADA");
    expect(cancelada).toMatchObject({ encerramento: { cancelamento: { solicitante: "USUARIO_RECEBEDOR", codigo: "SLCR" } } });
    expect(cancelada.atualizacao!.map((a) => a.status)).toEqual(["CRIADA", "CANCELADA"]);
    const again = await api.PATCH("/rec/{idRec}", { params: { path: { idRec } }, body: { status: "CANCELADA" } });
    expect(again.response.status).toBe(400);
    expect(again.error!.violacoes).toEqual([expect.objectContaining({ propriedade: "rec.status" })]);
  });

  it("refuses what our Pix Automático does not offer, each field by name, and creates nothing", async () => {
    const before = (await subscriptionsOf(m)).length;
    const refused = async (body: Record<string, unknown>, propriedades: string[]) => {
      const res = await api.POST("/rec", { body: body as any });
      expect(res.response.status).toBe(400);
      expect(res.error).toMatchObject({ type: problemType("RecOperacaoInvalida"), status: 400 });
      expect(res.error!.violacoes!.map((v) => v.propriedade).sort()).toEqual(propriedades.sort());
    };
    await refused(recBody({ valor: { valorMinimoRecebedor: "50.00" } }), ["rec.valor.valorMinimoRecebedor", "rec.valor.valorRec"]);
    await refused(recBody({ loc: 108, recebedor: { convenio: "123" } }), ["rec.loc", "rec.recebedor.convenio"]);
    await refused(recBody({ ativacao: { dadosJornada: { txid: "33beb661beda44a8928fef47dbeb2dc5" } } }), ["rec.ativacao.dadosJornada.txid"]);
    await refused(recBody({ calendario: { dataInicial: dateIn(-2), periodicidade: "MENSAL" } }), ["rec.calendario.dataInicial"]);
    await refused(recBody({ calendario: { dataInicial: dateIn(20), dataFinal: dateIn(10), periodicidade: "MENSAL" } }), ["rec.calendario.dataFinal"]);
    await refused(recBody({ calendario: { dataInicial: dateIn(20), periodicidade: "DIARIA" } }), ["rec.calendario.periodicidade"]);
    await refused(recBody({ vinculo: { objeto: "x".repeat(36), devedor: { cpf: "52998224725", nome: "Ana" }, contrato: "1" } }), ["rec.vinculo.objeto"]);
    // Our subscription's own rules, named as the rec's properties.
    const small = await api.POST("/rec", { body: recBody({ valor: { valorRec: "1.00" } }) });
    expect(small.response.status).toBe(400);
    expect(small.error).toMatchObject({ type: problemType("RecOperacaoInvalida"), detail: expect.stringMatching(/mínimo/) });
    expect((await subscriptionsOf(m)).length).toBe(before);
  });

  it("another store's idRec, an unknown one and a malformed one are RecNaoEncontrada; GET with txid is refused", async () => {
    const created = await api.POST("/rec", { body: recBody() });
    const idRec = created.data!.idRec!;
    const other = await apiOf(await merchant());
    for (const res of [
      await other.GET("/rec/{idRec}", { params: { path: { idRec } } }),
      await other.PATCH("/rec/{idRec}", { params: { path: { idRec } }, body: { status: "CANCELADA" } }),
      await api.GET("/rec/{idRec}", { params: { path: { idRec: "RR0000000000000000000000000000".slice(0, 29) } } }),
      await api.GET("/rec/{idRec}", { params: { path: { idRec: "nao-e-um-id" } } }),
    ]) {
      expect(res.response.status).toBe(404);
      expect(res.error).toMatchObject({ type: problemType("RecNaoEncontrada"), status: 404 });
    }
    const inicio = new Date(Date.now() - 600_000).toISOString();
    const fim = new Date(Date.now() + 60_000).toISOString();
    expect((await other.GET("/rec", { params: { query: { inicio, fim } } })).data!.recs).toEqual([]);
    // The other store's cancel did nothing.
    expect((await api.GET("/rec/{idRec}", { params: { path: { idRec } } })).data!.status).toBe("CRIADA");

    const withTxid = await api.GET("/rec/{idRec}", { params: { path: { idRec }, query: { txid: "33beb661beda44a8928fef47dbeb2dc5" } } });
    expect(withTxid.response.status).toBe(400);
    expect(withTxid.error).toMatchObject({ type: problemType("RecConsultaInvalida"), violacoes: [expect.objectContaining({ propriedade: "txid" })] });
    const badQuery = await api.GET("/rec", { params: { query: { inicio: fim, fim: inicio } } });
    expect(badQuery.response.status).toBe(400);
    expect(badQuery.error).toMatchObject({ type: problemType("RecConsultaInvalida") });
  });

  it("racing cancels (5 PATCH CANCELADA, 15 ms apart): each answers the cancelled rec or refuses it as already cancelled, never a 500; the subscription and its authorization end cancelled", async () => {
    const idRec = (await api.POST("/rec", { body: recBody() })).data!.idRec!;
    const sub = (await subscriptionsOf(m)).find((s) => s.authorization?.id === idRec);
    expect((await http("POST", `/subscriptions/${sub.id}/test/authorization/approve`, { token: m.session.accessToken })).status).toBe(200);
    const answers = await Promise.all([0, 1, 2, 3, 4].map(async (i) => {
      await new Promise((r) => setTimeout(r, i * 15));
      return api.PATCH("/rec/{idRec}", { params: { path: { idRec } }, body: { status: "CANCELADA" } });
    }));
    const statuses = answers.map((a) => a.response.status);
    expect(statuses.every((st) => st === 200 || st === 400)).toBe(true);
    expect(statuses).toContain(200);
    for (const a of answers.filter((x) => x.response.status === 400)) expect(a.error!.violacoes).toEqual([expect.objectContaining({ propriedade: "rec.status" })]);
    for (const a of answers.filter((x) => x.response.status === 200)) expect(a.data!.status).toBe("CANCELADA");
    const after = (await subscriptionsOf(m)).find((s) => s.id === sub.id);
    expect([after.status, after.authorization.status]).toEqual(["canceled", "CANCELADA"]);
  });

  it("solicrec and locrec answer 404 with the reason they are not served", async () => {
    const solic = await api.GET("/solicrec/{idSolicRec}", { params: { path: { idSolicRec: "SC1234567820240115abcdefghijk" } } });
    expect(solic.response.status).toBe(404);
    expect(solic.error).toMatchObject({ type: problemType("NaoEncontrado"), detail: expect.stringMatching(/Jornada 1/) });
    const loc = await api.GET("/locrec/{id}", { params: { path: { id: "108" } } });
    expect(loc.response.status).toBe(404);
    expect(loc.error).toMatchObject({ type: problemType("NaoEncontrado"), detail: expect.stringMatching(/campo 80/) });
  });
});

describe("rec scopes", () => {
  it("a key with assinaturas:ler gets the read scopes only (rec.read, cobr.read); rec.write is refused to it and its POST /rec is 403", async () => {
    const reader = await merchant(["assinaturas:ler"]);
    const t = await bcbToken(stack, reader.apiKey.id, reader.apiKey.key);
    expect(t.body.scope.split(" ")).toEqual(["cobr.read", "rec.read"]); // the cycles are a subscription's too
    expect((await bcbToken(stack, reader.apiKey.id, reader.apiKey.key, { grant_type: "client_credentials", scope: "rec.write" })).body.error).toBe("invalid_scope");
    const api = await apiOf(reader);
    const inicio = new Date(Date.now() - 600_000).toISOString();
    expect((await api.GET("/rec", { params: { query: { inicio, fim: new Date().toISOString() } } })).response.status).toBe(200);
    const post = await api.POST("/rec", { body: recBody() });
    expect(post.response.status).toBe(403);
    expect(post.error).toMatchObject({ type: problemType("AcessoNegado") });
  });
});

describe("webhookrec", () => {
  it("PUT → each status change of a rec is POSTed to {webhookUrl}/rec as the spec's body; GET shows it; DELETE removes it", async () => {
    const m = await merchant();
    const api = await apiOf(m);
    const none = await api.GET("/webhookrec");
    expect(none.response.status).toBe(404);
    const webhookUrl = `${receiver.url}/rec-hooks/${m.storeId}`;
    const put = await api.PUT("/webhookrec", { body: { webhookUrl } });
    expect(put.response.status).toBe(200);
    const got = await api.GET("/webhookrec");
    expect(got.data).toEqual({ webhookUrl, criacao: expect.any(String) });
    // Our API lists it as one of the store's endpoints, subscribed to the authorization's changes only.
    const endpoints = (await http("GET", "/webhook-endpoints", { token: m.session.accessToken })).body.data as any[];
    expect(endpoints.map((e) => [e.url, e.events])).toEqual([[`${webhookUrl}/rec`, ["subscription.authorization_updated"]]]);

    const idRec = (await api.POST("/rec", { body: recBody() })).data!.idRec!;
    const sub = (await subscriptionsOf(m)).find((s) => s.authorization?.id === idRec);
    expect((await http("POST", `/subscriptions/${sub.id}/test/authorization/approve`, { token: m.session.accessToken })).status).toBe(200);
    const hitOf = (status: string) => until(`the ${status} notification`, async () => receiver.hits.find((h) => h.path === `/rec-hooks/${m.storeId}/rec` && h.body?.recs?.[0]?.status === status), (h) => h !== undefined, 30_000);
    const aprovada = await hitOf("APROVADA");
    oracle.checkWebhookRec(aprovada!.body);
    expect(aprovada!.body.recs).toEqual([{ idRec, status: "APROVADA", atualizacao: [{ status: "APROVADA", data: expect.any(String) }], ativacao: { tipoJornada: "JORNADA_2" } }]);

    expect((await api.PATCH("/rec/{idRec}", { params: { path: { idRec } }, body: { status: "CANCELADA" } })).response.status).toBe(200);
    const cancelada = await hitOf("CANCELADA");
    oracle.checkWebhookRec(cancelada!.body);
    expect(cancelada!.body.recs[0]).toMatchObject({ idRec, encerramento: { cancelamento: { solicitante: "USUARIO_RECEBEDOR", codigo: "SLCR" } } });

    const bad = await api.PUT("/webhookrec", { body: { webhookUrl: "nao é url" } });
    expect(bad.response.status).toBe(400);
    expect(bad.error).toMatchObject({ type: problemType("WebhookRecOperacaoInvalida") });
    expect((await api.DELETE("/webhookrec")).response.status).toBe(204);
    expect((await api.GET("/webhookrec")).response.status).toBe(404);
  });
});
