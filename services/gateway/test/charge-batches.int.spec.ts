import { client, signUp, startStack, Stack } from "./stack";
import type { ChargesExtras } from "./stack/charges";

/** Issue 37: batches of due-date charges (POST /pix/lotes, the BCB's lotecobv) and the amount simulation. */
let stack: Stack;
let http: ReturnType<typeof client>;
beforeAll(async () => {
  stack = await startStack({ services: ["charges"] });
  http = client(stack.url);
});
afterAll(async () => {
  await stack.close();
});

const PAYER = { customer_name: "Ana Pagadora", customer_cpf: "529.982.247-25" };
const charge = (n: number) => ({
  amount: 100 + n, description: `Mensalidade ${n}`, ...PAYER, due_date: "2030-12-10",
  multa: { modalidade: 2, valor_perc: 2 }, juros: { modalidade: 3, valor_perc: 1 },
});
type Item = { indice: number; txid: string | null; status: string; problema: { codigo: string; mensagem: string; erros: { campo: string; codigo: string }[] } | null };

describe("POST /pix/lotes", () => {
  let token: string;
  let batchId: string;
  let items: Item[];
  beforeAll(async () => {
    token = (await signUp(http)).accessToken;
  });

  it("creates the valid items and refuses each invalid one with its own problem, rolling back nothing", async () => {
    const cobrancas = [
      charge(0),
      { ...charge(1), multa: { modalidade: 3, valor_perc: 2 } },                      // a rule of charges: bad modality
      charge(2),
      { ...charge(3), amount: "cem" },                                                 // a shape the gateway refuses
      { amount: 50, ...PAYER },                                                        // no due date: not a cobv
      { ...charge(5), customer_cpf: "529.982.247-26" },                                // a bad check digit
      { ...charge(6), amount: 1 },                                                     // below the minimum
      "não é um objeto",
      charge(8),
    ];
    const res = await http("POST", "/pix/lotes", { token, body: { descricao: "Mensalidades de dezembro", cobrancas } });
    expect(res.status).toBe(201);
    const b = res.body.data;
    expect(b).toMatchObject({ descricao: "Mensalidades de dezembro", status: "CONCLUIDO", total: 9, criadas: 3, negadas: 6 });
    batchId = b.id;
    items = b.itens;
    expect(items.map((i) => [i.indice, i.status])).toEqual([
      [0, "CRIADA"], [1, "NEGADA"], [2, "CRIADA"], [3, "NEGADA"], [4, "NEGADA"], [5, "NEGADA"], [6, "NEGADA"], [7, "NEGADA"], [8, "CRIADA"],
    ]);
    const problem = (i: number) => items[i].problema!;
    expect(problem(1)).toMatchObject({ codigo: "REQUISICAO_INVALIDA", erros: [expect.objectContaining({ campo: "multa.modalidade", codigo: "OPCAO_INVALIDA" })] });
    expect(problem(1).mensagem).toMatch(/modalidade/);
    expect(problem(3)).toMatchObject({ codigo: "REQUISICAO_INVALIDA", erros: [expect.objectContaining({ campo: "amount" })] });
    expect(problem(4)).toMatchObject({ codigo: "REQUISICAO_INVALIDA", erros: [expect.objectContaining({ campo: "due_date", codigo: "CAMPO_OBRIGATORIO" })] });
    expect(problem(5).erros).toEqual([expect.objectContaining({ campo: "customer_cpf" })]);
    expect(problem(6).codigo).toBe("VALOR_MINIMO");
    expect(problem(7)).toMatchObject({ codigo: "REQUISICAO_INVALIDA" });
    for (const i of [0, 1, 2, 3, 4, 5, 6, 7, 8]) expect(items[i].txid === null).toBe(items[i].status === "NEGADA");

    // Each created item is a due-date charge of its own terms.
    const created = await http("GET", `/pix/status?txid=${items[2].txid}`, { token });
    expect(created.body.data).toMatchObject({ amount: 102, status: "pending", due_date: "2030-12-10", multa: { modalidade: 2, valor_perc: 2 } });
  });

  it("GET /pix/lotes/{id} answers the same batch, and GET /pix/lotes lists it", async () => {
    const res = await http("GET", `/pix/lotes/${batchId}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: batchId, status: "CONCLUIDO", criadas: 3, negadas: 6 });
    expect(res.body.data.itens).toEqual(items);
    const list = await http("GET", "/pix/lotes", { token });
    expect(list.body.data).toEqual([expect.objectContaining({ id: batchId, total: 9, criadas: 3, negadas: 6 })]);
  });

  it("another merchant's batch is 404, as is a malformed id", async () => {
    const other = (await signUp(http)).accessToken;
    const res = await http("GET", `/pix/lotes/${batchId}`, { token: other });
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ codigo: "RECURSO_NAO_ENCONTRADO", recurso: "Lote" });
    expect((await http("GET", "/pix/lotes", { token: other })).body.data).toEqual([]);
    expect((await http("GET", "/pix/lotes/nao-e-um-id", { token })).status).toBe(404);
  });

  it("refuses more than 1,000 charges, or none, with LOTE_TAMANHO_INVALIDO", async () => {
    const tooMany = await http("POST", "/pix/lotes", { token, body: { descricao: "Grande", cobrancas: Array.from({ length: 1001 }, (_, i) => charge(i)) } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatchObject({ codigo: "LOTE_TAMANHO_INVALIDO", erros: [expect.objectContaining({ campo: "cobrancas", codigo: "TAMANHO_MAXIMO" })] });
    const none = await http("POST", "/pix/lotes", { token, body: { descricao: "Vazio", cobrancas: [] } });
    expect(none.body.error.codigo).toBe("LOTE_TAMANHO_INVALIDO");
    const noDescription = await http("POST", "/pix/lotes", { token, body: { cobrancas: [charge(0)] } });
    expect(noDescription.body.error.erros).toEqual([expect.objectContaining({ campo: "descricao", codigo: "CAMPO_OBRIGATORIO" })]);
  });

  it("refuses only the item the payment provider refused, and records one audit entry for the batch", async () => {
    const { engine, query } = stack.extras.charges as ChargesExtras;
    await engine.failNext({ count: 1, status: 400 }); // whichever item's engine call comes first
    const res = await http("POST", "/pix/lotes", { token, body: { descricao: "Uma recusa", cobrancas: [charge(0), charge(1), charge(2)] } });
    await engine.failNext({ count: 0 });
    expect(res.status).toBe(201);
    const b = res.body.data;
    expect(b).toMatchObject({ total: 3, criadas: 2, negadas: 1 });
    const refused = (b.itens as Item[]).filter((i) => i.status === "NEGADA");
    expect(refused).toEqual([expect.objectContaining({ txid: null, problema: expect.objectContaining({ codigo: "PROVEDOR_RECUSOU" }) })]);
    for (const i of (b.itens as Item[]).filter((i) => i.status === "CRIADA")) {
      expect((await http("GET", `/pix/status?txid=${i.txid}`, { token })).body.data.status).toBe("pending");
    }
    const since = new Date(Date.parse(b.created_at));
    const store = `(SELECT store_id FROM charges WHERE txid = $2)`;
    const written = await query(`SELECT status, count(*)::int AS n FROM charges WHERE store_id = ${store} AND created_at >= $1 GROUP BY status ORDER BY status`,
      [since, b.itens[refused[0].indice === 0 ? 1 : 0].txid]);
    expect(written).toEqual([{ status: "failed", n: 1 }, { status: "pending", n: 2 }]); // the refused one never shown
    const audits = await query(`SELECT payload->'data'->>'action' AS action FROM outbox_events WHERE event = 'audit.recorded' AND created_at >= $1`, [since]);
    expect(audits).toEqual([{ action: "charge_batch.created" }]);
  });

  it("replays a batch under its Idempotency-Key without creating its charges again", async () => {
    const key = `lote-${Date.now()}`;
    const body = { descricao: "Com chave", cobrancas: [charge(0), charge(1)] };
    const first = await http("POST", "/pix/lotes", { token, body, headers: { "Idempotency-Key": key } });
    expect(first.status).toBe(201);
    const again = await http("POST", "/pix/lotes", { token, body, headers: { "Idempotency-Key": key } });
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body.data).toEqual(first.body.data);
    const other = await http("POST", "/pix/lotes", { token, body: { ...body, descricao: "Outra" }, headers: { "Idempotency-Key": key } });
    expect(other.body.error.codigo).toBe("IDEMPOTENCIA_CONFLITO");
  });
});

describe("POST /pix/valor/simulacao", () => {
  it("answers the amounts of each date of terms not yet a charge, checked as POST /pix checks them", async () => {
    const token = (await signUp(http)).accessToken;
    const { amount, due_date, multa, juros } = charge(0);
    const body = { amount, due_date, multa, juros, desconto: { modalidade: 1, descontos_data_fixa: [{ data: "2030-12-05", valor_perc: 5 }] }, datas: ["2030-12-04", "2030-12-10", "2030-12-16"] };
    const res = await http("POST", "/pix/valor/simulacao", { token, body });
    expect(res.status).toBe(200);
    expect(res.body.data.map((a: { data: string; final: number }) => [a.data, a.final])).toEqual([["2030-12-04", 95], ["2030-12-10", 100], ["2030-12-16", 102.2]]);
    const bad = await http("POST", "/pix/valor/simulacao", { token, body: { ...body, multa: { modalidade: 9, valor_perc: 2 } } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.erros).toEqual([expect.objectContaining({ campo: "multa.modalidade" })]);
    const late = await http("POST", "/pix/valor/simulacao", { token, body: { ...body, datas: ["2031-02-01"] } });
    expect(late.body.error.codigo).toBe("DATA_APOS_VALIDADE");
    expect((await http("GET", "/pix/lotes", { token })).body.data).toEqual([]); // nothing was created
  });
});
