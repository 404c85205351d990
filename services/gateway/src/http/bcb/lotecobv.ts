import { Router, type Response } from "express";
import { Codigo, CodigoCampo, parseOrThrow } from "@pix/errors";
import type { Clients } from "../../clients";
import { principalOf } from "../authenticate";
import { callOpts, LIST_DEADLINE_MS } from "./calls";
import { bcbAuth } from "./auth";
import { answersAs, BcbProblem, type ProblemTypes, type Violacao } from "./problem";
import { bodyOf, idempotencyFor, pathParam, queryOf } from "./routes";
import { keyForChave, storePixKey } from "./keys";
import { lotecobvBody, lotecobvItem, lotecobvPatchBody, type LoteCobVItem } from "./cobv-schemas";
import { cobvOf, dueTermsOf } from "./cobv-views";
import { changesOf } from "./cobv";
import { LOTE_ID, loteOf } from "./lotecobv-views";
import { loteListQuery } from "./schemas";
import { centsOf, paginacaoOf } from "./views";
import type { TokenKey } from "./token";

const LOTE: ProblemTypes = { invalid: "LoteCobVOperacaoInvalida", query: "LoteCobVConsultaInvalida", notFound: "LoteCobVNaoEncontrado" };
/** As POST /pix/lotes: a batch issues its charges a few at a time; up to 1,000 take a few seconds. */
const BATCH_DEADLINE_MS = 120_000;
const ID_RULE = "id: o número do lote (de 1 a 15 dígitos), que a consulta devolve como inteiro";

type FieldProblem = { campo: string; local: string; codigo: string; mensagem: string };
type ItemRequest =
  | { txid: string; cobranca: Record<string, unknown> }
  | { txid: string; problema: { codigo: string; mensagem: string; erros: FieldProblem[] } };

/**
 * The BCB's lotecobv (issue 39) over our batches of due-date charges (POST /pix/lotes, issue 37): one
 * batch of ours per lote, found by the client's id in the store (`external_id`). Each cobv is created
 * or refused on its own, with its problem; GET /lotecobv/{id} answers each item's status. A lote is
 * never changed: PUT again with the same body is accepted again, another body refused; PATCH is
 * answered as PATCH /cobv answers (a revision that changes nothing; any change refused by field).
 */
export function bcbLoteCobvRoutes(clients: Clients, key: TokenKey): Router {
  const router = Router();
  const auth = bcbAuth(key);
  const charges = clients.charges;
  const opts = callOpts;
  const loteId = (req: Parameters<typeof pathParam>[0], tipo: string) => pathParam(req, "id", LOTE_ID, tipo, ID_RULE);
  const batchOf = (res: Response, id: string) => charges.call("GetChargeBatch", { id: "", external_id: id }, opts(res));

  router.put("/lotecobv/:id", auth("lotecobv.write"), answersAs(LOTE, "loteCobV"), async (req, res) => {
    const id = loteId(req, "LoteCobVOperacaoInvalida");
    const b = bodyOf(lotecobvBody, req);
    const own = await keyForChave(clients, principalOf(res));
    const cobrancas = b.cobsv.map((raw, i) => itemRequest(raw, i, own));
    await charges.call("CreateChargeBatch", {
      descricao: b.descricao,
      cobrancas,
      external_id: id,
      // PUT is idempotent by its path: the same lote again is accepted again; another body is refused.
      idempotency: idempotencyFor(req, `bcb:lotecobv:${id}`),
    }, opts(res, BATCH_DEADLINE_MS));
    res.status(202).end();
  });

  router.get("/lotecobv/:id", auth("lotecobv.read"), answersAs(LOTE), async (req, res) => {
    res.json(loteOf(await batchOf(res, loteId(req, "LoteCobVConsultaInvalida"))));
  });

  router.get("/lotecobv", auth("lotecobv.read"), answersAs(LOTE), async (req, res) => {
    const q = queryOf<{ inicio: string; fim: string; "paginacao.paginaAtual": number; "paginacao.itensPorPagina": number }>(loteListQuery, req, "LoteCobVConsultaInvalida");
    const from = Date.parse(q.inicio);
    const to = Date.parse(q.fim);
    // The store's latest batches (ListChargeBatches: the newest 100), those made as a lote in the period.
    const all = (await charges.call("ListChargeBatches", {}, opts(res, LIST_DEADLINE_MS))).batches ?? [];
    const matching = all.filter((x) => x.external_id && Date.parse(x.created_at) >= from && Date.parse(x.created_at) <= to);
    const page = q["paginacao.paginaAtual"];
    const size = q["paginacao.itensPorPagina"];
    const lotes = await Promise.all(matching.slice(page * size, (page + 1) * size).map(async (x) => loteOf(await batchOf(res, x.external_id!))));
    res.json({ parametros: { inicio: q.inicio, fim: q.fim, paginacao: paginacaoOf(page, size, matching.length) }, lotes });
  });

  /**
   * A revision of some of the lote's cobv: each must be one of the lote's (an unknown txid is refused,
   * as the spec says) and, our charges never being revised, ask for nothing they do not already have.
   */
  router.patch("/lotecobv/:id", auth("lotecobv.write"), answersAs(LOTE, "loteCobV"), async (req, res) => {
    const id = loteId(req, "LoteCobVOperacaoInvalida");
    const b = bodyOf(lotecobvPatchBody, req);
    const batch = await batchOf(res, id);
    const violacoes: Violacao[] = [];
    if (b.descricao !== undefined && b.descricao !== batch.descricao) {
      violacoes.push({ razao: "A descrição de um lote não é alterada", propriedade: "loteCobV.descricao", valor: b.descricao.slice(0, 140) });
    }
    const own = (await storePixKey(clients, principalOf(res))) ?? "";
    const created = new Set((batch.itens ?? []).filter((i) => i.status !== "NEGADA").map((i) => i.txid));
    for (const [i, { txid, ...revision }] of (b.cobsv ?? []).entries()) {
      const prefix = `loteCobV.cobsv[${i}]`;
      if (!created.has(txid)) {
        violacoes.push({ razao: "Esta cobrança não foi criada por este lote: um lote não ganha nem perde cobranças", propriedade: `${prefix}.txid`, valor: txid });
        continue;
      }
      const charge = await charges.call("GetCharge", { txid }, opts(res));
      violacoes.push(...changesOf(prefix, revision, cobvOf(charge, own, undefined)));
    }
    if (violacoes.length) throw new BcbProblem("LoteCobVOperacaoInvalida", 400, "A revisão pede mudanças que não servimos; nenhuma cobrança do lote foi alterada", violacoes);
    res.status(202).end();
  });

  return router;
}

/**
 * One cobv of the lote as CreateChargeBatch takes it: PUT /cobv/{txid}'s request, or the problem PUT
 * /cobv/{txid} would answer (fields named relative to the cobv body: cobv-views' cobvPropertyOf reads
 * them back). Without a valid txid the item cannot be named in the lote's answer: the lote is refused.
 */
function itemRequest(raw: unknown, index: number, own: string | undefined): ItemRequest {
  const txid = (raw as { txid?: unknown } | null)?.txid;
  if (typeof txid !== "string" || !/^[a-zA-Z0-9]{26,35}$/.test(txid)) {
    throw new BcbProblem("LoteCobVOperacaoInvalida", 400, "Cada cobrança do lote precisa de um txid de 26 a 35 letras ou dígitos", [
      { razao: "txid ausente ou inválido", propriedade: `loteCobV.cobsv[${index}].txid`, ...(typeof txid === "string" && { valor: txid.slice(0, 64) }) },
    ]);
  }
  const refused = (mensagem: string, erros: FieldProblem[]): ItemRequest => ({ txid, problema: { codigo: Codigo.REQUISICAO_INVALIDA, mensagem, erros } });
  let b: LoteCobVItem;
  try {
    b = parseOrThrow(lotecobvItem, raw);
  } catch (err) {
    const erros = ((err as { extra?: { erros?: FieldProblem[] } }).extra?.erros ?? []);
    return refused((err as Error).message, erros.map((e) => ({ campo: e.campo, local: "corpo", codigo: e.codigo, mensagem: e.mensagem })));
  }
  if (own === undefined || b.chave !== own) {
    return refused("A chave informada não pertence a este usuário recebedor", [
      { campo: "chave", local: "corpo", codigo: CodigoCampo.VALOR_INVALIDO, mensagem: own ? `A chave deve ser a da conta de recebimento da loja: ${own}` : "A loja não tem chave Pix própria" },
    ]);
  }
  const amount = centsOf(b.valor.original);
  if (!amount) return refused("O valor da cobrança deve ser maior que zero", [{ campo: "valor.original", local: "corpo", codigo: CodigoCampo.VALOR_MINIMO, mensagem: "Valor zero" }]);
  const d = b.devedor;
  return {
    txid,
    cobranca: {
      amount_cents: amount,
      ...(b.solicitacaoPagador && { description: b.solicitacaoPagador }),
      customer_name: d.nome,
      customer_cpf: "cpf" in d ? d.cpf : d.cnpj,
      ...(d.email && { customer_email: d.email }),
      txid,
      vencimento: dueTermsOf(b),
    },
  };
}
