import { Router, type Response } from "express";
import type { Message } from "@pix/grpc";
import { httpInputErrorOf } from "@pix/errors";
import { present } from "../views";
import type { Clients } from "../../clients";
import { principalOf } from "../authenticate";
import { callOpts, LIST_DEADLINE_MS, refundsOf } from "./calls";
import { bcbAuth } from "./auth";
import { answersAs, BcbProblem, type ProblemTypes } from "./problem";
import { bodyOf, idempotencyFor, pathParam, queryOf } from "./routes";
import { storePixKey } from "./keys";
import { DEVOLUCAO_ID, devolucaoBody, E2EID, pixListQuery } from "./schemas";
import { centsOf, devolucaoOf, paginacaoOf, pixItemOf, pixOf } from "./views";
import type { TokenKey } from "./token";

type Charge = Message<"pix.charges.v1.Charge">;

const PIX: ProblemTypes = { invalid: "PixDevolucaoInvalida", query: "PixConsultaInvalida", notFound: "PixNaoEncontrado" };
const DEVOLUCAO: ProblemTypes = { invalid: "PixDevolucaoInvalida", notFound: "PixDevolucaoNaoEncontrada" };

/** The BCB's `pix` (Pix received) and its devoluções (issue 39): `GET /pix`, `GET /pix/{e2eid}`, `PUT/GET /pix/{e2eid}/devolucao/{id}`. */
export function bcbPixRoutes(clients: Clients, key: TokenKey): Router {
  const router = Router();
  const auth = bcbAuth(key);
  const charges = clients.charges;
  const opts = callOpts;

  const refundsOfCharge = (res: Response, c: Charge) => refundsOf(clients, res, c);

  /** Every charge of the store (newest first, up to charges' listing cap). */
  const allCharges = async (res: Response, status?: string): Promise<Charge[]> =>
    (await charges.call("ListPixCharges", { ...(status && { status }), as_json: false }, opts(res, LIST_DEADLINE_MS))).charges ?? [];

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

  router.get("/pix", auth("pix.read"), answersAs(PIX), async (req, res) => {
    const q = queryOf<{ inicio: string; fim: string; cpf?: string; cnpj?: string; txid?: string; txIdPresente?: string; devolucaoPresente?: string; "paginacao.paginaAtual": number; "paginacao.itensPorPagina": number }>(pixListQuery, req, "PixConsultaInvalida");
    const from = Date.parse(q.inicio);
    const to = Date.parse(q.fim);
    const doc = q.cpf ?? q.cnpj;
    const own = await storePixKey(clients, principalOf(res));
    const paid = (await allCharges(res)).filter((c) => c.end_to_end_id && (!q.txid || c.txid === q.txid) && (!doc || c.customer_cpf === doc));
    // Every payment of every charge is a Pix received; txIdPresente=false finds none (ours all name their charge).
    const withRefunds = await Promise.all(paid.map(async (c) => ({ c, refunds: q.devolucaoPresente || Number(c.refunded_amount_cents) > 0 ? await refundsOfCharge(res, c) : [] })));
    const pix = withRefunds
      .flatMap(({ c, refunds }) => pixOf(c, own, refunds))
      .filter((p) => Date.parse(p.horario) >= from && Date.parse(p.horario) <= to)
      .filter((p) => q.txIdPresente !== "false")
      .filter((p) => q.devolucaoPresente === undefined || ("devolucoes" in p && p.devolucoes !== undefined) === (q.devolucaoPresente === "true"))
      .sort((a, b) => Date.parse(b.horario) - Date.parse(a.horario));
    const page = q["paginacao.paginaAtual"];
    const size = q["paginacao.itensPorPagina"];
    res.json({
      parametros: { inicio: q.inicio, fim: q.fim, ...(q.txid && { txid: q.txid }), ...(q.cpf && { cpf: q.cpf }), ...(q.cnpj && { cnpj: q.cnpj }), paginacao: paginacaoOf(page, size, pix.length) },
      pix: pix.slice(page * size, (page + 1) * size),
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
    }, opts(res));
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
