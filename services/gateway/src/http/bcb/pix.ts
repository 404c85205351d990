import { Router, type Response } from "express";
import { Codigo, httpInputErrorOf } from "@pix/errors";
import { present } from "../views";
import type { Clients } from "../../clients";
import { principalOf } from "../authenticate";
import { callOpts, flagOf, LIST_DEADLINE_MS, periodPageOf, refundsByTxid } from "./calls";
import { bcbAuth } from "./auth";
import { answersAs, BcbProblem, type ProblemTypes } from "./problem";
import { bodyOf, idempotencyFor, pathParam, queryOf } from "./routes";
import { storePixKey } from "./keys";
import { DEVOLUCAO_ID, devolucaoBody, E2EID, pixListQuery } from "./schemas";
import { centsOf, devolucaoOf, paginacaoOf, pixItemOf } from "./views";
import type { TokenKey } from "./token";

const PIX: ProblemTypes = { invalid: "PixDevolucaoInvalida", query: "PixConsultaInvalida", notFound: "PixNaoEncontrado" };
const DEVOLUCAO: ProblemTypes = { invalid: "PixDevolucaoInvalida", notFound: "PixDevolucaoNaoEncontrada" };

/** The BCB's `pix` (Pix received) and its devoluções (issue 39): `GET /pix`, `GET /pix/{e2eid}`, `PUT/GET /pix/{e2eid}/devolucao/{id}`. */
export function bcbPixRoutes(clients: Clients, key: TokenKey): Router {
  const router = Router();
  const auth = bcbAuth(key);
  const charges = clients.charges;
  const opts = callOpts;

  /** The store's Pix with this e2eid, its charge and its devoluções: one indexed read in charges (another store's: 404). */
  const pixOfE2e = async (res: Response, e2eid: string) => {
    try {
      const r = await charges.call("GetPixByEndToEndId", { end_to_end_id: e2eid }, opts(res));
      return { charge: present(r.charge), payment: present(r.payment), refunds: r.refunds ?? [] };
    } catch (err) {
      if (httpInputErrorOf(err)?.kind === "not_found") throw new BcbProblem("PixNaoEncontrado", 404, "Nenhum Pix recebido com este e2eid");
      throw err;
    }
  };

  router.get("/pix/:e2eid", auth("pix.read"), answersAs(PIX), async (req, res) => {
    const e2eid = pathParam(req, "e2eid", E2EID, "PixConsultaInvalida", "e2eid: 32 letras ou dígitos");
    const [pix, own] = await Promise.all([pixOfE2e(res, e2eid), storePixKey(clients, principalOf(res))]);
    res.json(pixItemOf(pix.charge, pix.payment, own, pix.refunds));
  });

  /** The page of Pix received that the query asks for: every Pix of ours names its charge, so txIdPresente=false finds none. */
  const pixReceived = async (res: Response, q: Parameters<typeof periodPageOf>[0] & { cpf?: string; cnpj?: string; txid?: string; txIdPresente?: string; devolucaoPresente?: string }) => {
    if (q.txIdPresente === "false") return { pix: [], total: 0 };
    return clients.lists.call("ListPixReceived", {
      ...periodPageOf(q), txid: q.txid, customer_document: q.cpf ?? q.cnpj, has_refunds: flagOf(q.devolucaoPresente),
    }, opts(res, LIST_DEADLINE_MS));
  };

  router.get("/pix", auth("pix.read"), answersAs(PIX), async (req, res) => {
    const q = queryOf<{ inicio: string; fim: string; cpf?: string; cnpj?: string; txid?: string; txIdPresente?: string; devolucaoPresente?: string; "paginacao.paginaAtual": number; "paginacao.itensPorPagina": number }>(pixListQuery, req, "PixConsultaInvalida");
    const [own, listed] = await Promise.all([storePixKey(clients, principalOf(res)), pixReceived(res, q)]);
    const pix = listed.pix.map((p) => ({ charge: present(p.charge), payment: present(p.payment) }));
    const refunds = await refundsByTxid(clients, res, pix.map((p) => p.charge));
    res.json({
      parametros: { inicio: q.inicio, fim: q.fim, ...(q.txid && { txid: q.txid }), ...(q.cpf && { cpf: q.cpf }), ...(q.cnpj && { cnpj: q.cnpj }), paginacao: paginacaoOf(q["paginacao.paginaAtual"], q["paginacao.itensPorPagina"], listed.total) },
      pix: pix.map((p) => pixItemOf(p.charge, p.payment, own, refunds.get(p.charge.txid) ?? [])),
    });
  });

  router.put("/pix/:e2eid/devolucao/:id", auth("pix.write"), answersAs(DEVOLUCAO, "devolucao"), async (req, res) => {
    const e2eid = pathParam(req, "e2eid", E2EID, "PixDevolucaoInvalida", "e2eid: 32 letras ou dígitos");
    const id = pathParam(req, "id", DEVOLUCAO_ID, "PixDevolucaoInvalida", "id: de 1 a 35 letras ou dígitos");
    const b = bodyOf(devolucaoBody, req);
    const amount = centsOf(b.valor);
    if (!amount) throw new BcbProblem("PixDevolucaoInvalida", 400, "O valor da devolução deve ser maior que zero", [{ razao: "Valor zero", propriedade: "devolucao.valor", valor: b.valor }]);
    const { charge } = await pixOfE2e(res, e2eid);
    // The devolução of this very Pix (the path's e2eid), not of whichever Pix of the charge has room:
    // above what is left of it, charges answers ESTORNO_ACIMA_DO_PIX (the spec's PixDevolucaoInvalida).
    const r = await charges.call("RefundPix", {
      txid: charge.txid, amount_cents: amount, ...(b.descricao && { motivo: b.descricao }), external_id: id, payment_end_to_end_id: e2eid,
      idempotency: idempotencyFor(req, `bcb:devolucao:${e2eid}:${id}`),
    }, opts(res)).catch((err: unknown) => {
      throw refundsNotEnabled(err) ?? err;
    });
    res.status(201).json(devolucaoOf(present(r.refund)));
  });

  router.get("/pix/:e2eid/devolucao/:id", auth("pix.read", "estornos:ler"), answersAs(DEVOLUCAO), async (req, res) => {
    const e2eid = pathParam(req, "e2eid", E2EID, "PixConsultaInvalida", "e2eid: 32 letras ou dígitos");
    const id = pathParam(req, "id", DEVOLUCAO_ID, "PixConsultaInvalida", "id: de 1 a 35 letras ou dígitos");
    const refund = (await pixOfE2e(res, e2eid)).refunds.find((r) => r.external_id === id || r.id.replace(/-/g, "") === id);
    if (!refund) throw new BcbProblem("PixDevolucaoNaoEncontrada", 404, "Nenhuma devolução com este id para este Pix");
    res.json(devolucaoOf(refund));
  });

  return router;
}

/**
 * A store whose refunds the team has not enabled: our API answers 502 NAO_IMPLEMENTADO (the contract's
 * refund); here a lasting refusal (403, not a 503 a client would retry), nothing devolvido.
 */
function refundsNotEnabled(err: unknown): BcbProblem | null {
  if (httpInputErrorOf(err)?.codigo !== Codigo.NAO_IMPLEMENTADO) return null;
  return new BcbProblem("AcessoNegado", 403, "Devoluções não estão habilitadas para esta loja: a equipe do serviço habilita os estornos de cada loja; fale com o suporte. Nada foi devolvido.");
}
