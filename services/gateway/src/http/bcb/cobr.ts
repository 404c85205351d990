import { Router, type Response } from "express";
import { httpInputErrorOf } from "@pix/errors";
import type { Message } from "@pix/grpc";
import type { Clients } from "../../clients";
import { principalOf } from "../authenticate";
import { callOpts, LIST_DEADLINE_MS } from "./calls";
import { bcbAuth } from "./auth";
import { answersAs, BcbProblem, type ProblemTypes } from "./problem";
import { bodyOf, pathParam, queryOf } from "./routes";
import { cobrListQuery, cobrPatchBody, type CobRListQuery } from "./cobr-schemas";
import { cobrOf, recebedorOf } from "./cobr-views";
import { paginacaoOf } from "./views";
import { TXID } from "./schemas";
import type { TokenKey } from "./token";

type Cycle = Message<"pix.subscriptions.v1.RecurringCycle">;

const COBR: ProblemTypes = { invalid: "CobROperacaoInvalida", query: "CobRConsultaInvalida", notFound: "CobRNaoEncontrado" };
const TXID_RULE = "txid: de 26 a 35 letras ou dígitos";
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Why a merchant does not send a cobr: our billing job sends each cycle (docs/subscriptions.md, "Cycles"). */
const SENT_BY_US = "As cobranças recorrentes são enviadas por nós: o job diário envia cada período de uma assinatura Pix Automático aprovada como uma cobr, de 10 a 2 dias antes da data de débito";

/**
 * The BCB's cobr (issue 39) over our Pix Automático cycles (issues 14, 38): each instruction our job
 * sends for a period of an approved pix_automatico subscription — its charge's txid, the engine's
 * cycle, the authorization (`idRec`) — read from subscriptions' records of the cycle. The writes are
 * refused with what happens instead: the job sends the cycles and asks for the retries itself, and
 * cancelling one cycle is not offered (docs/api-pix-bcb.md says why for each).
 */
export function bcbCobrRoutes(clients: Clients, key: TokenKey): Router {
  const router = Router();
  const auth = bcbAuth(key);
  const opts = callOpts;

  const recebedor = async (res: Response) =>
    recebedorOf((await clients.onboarding.call("ViewReceivingAccount", {}, { principal: principalOf(res) })).account_id ?? undefined);

  /** The paid charge of a concluded instruction, for its Pix and the paid attempt's endToEndId. */
  const paidCharge = async (res: Response, c: Cycle) =>
    c.status === "CONCLUIDA" ? clients.charges.call("GetCharge", { txid: c.txid }, opts(res)) : undefined;

  const ownCycle = async (res: Response, txid: string): Promise<Cycle> => {
    try {
      return await clients.subscriptions.call("GetCycleByTxid", { txid }, opts(res));
    } catch (err) {
      if (httpInputErrorOf(err)?.kind !== "not_found") throw err;
      throw new BcbProblem("CobRNaoEncontrado", 404, "Nenhuma cobrança recorrente com este txid nesta loja e neste ambiente: o txid é o da cobrança de um ciclo (GET /subscriptions/{id}/cycles)");
    }
  };

  router.get("/cobr/:txid", auth("cobr.read"), answersAs(COBR), async (req, res) => {
    const c = await ownCycle(res, pathParam(req, "txid", TXID, "CobRConsultaInvalida", TXID_RULE));
    const [rec, charge] = await Promise.all([recebedor(res), paidCharge(res, c)]);
    res.json(cobrOf(c, rec, charge));
  });

  router.get("/cobr", auth("cobr.read"), answersAs(COBR), async (req, res) => {
    const q = queryOf<CobRListQuery>(cobrListQuery, req, "CobRConsultaInvalida");
    const page = q["paginacao.paginaAtual"];
    const size = q["paginacao.itensPorPagina"];
    const doc = q.cpf ?? q.cnpj;
    // We have no convênios: a filter by one matches nothing.
    const found = q.convenio !== undefined ? { cycles: [], total: 0 } : await clients.subscriptions.call("ListCycles", {
      from: q.inicio, to: q.fim, offset: page * size, limit: size,
      ...(q.idRec && { authorization_id: q.idRec }), ...(doc && { customer_cpf: doc }), ...(q.status && { status: q.status }),
    }, opts(res, LIST_DEADLINE_MS));
    const rec = await recebedor(res);
    const cobsr = await Promise.all((found.cycles ?? []).map(async (c) => cobrOf(c, rec, await paidCharge(res, c))));
    res.json({
      parametros: {
        inicio: q.inicio, fim: q.fim, ...(q.idRec && { idRec: q.idRec }), ...(q.cpf && { cpf: q.cpf }), ...(q.cnpj && { cnpj: q.cnpj }),
        ...(q.status && { status: q.status }), ...(q.convenio !== undefined && { recebedor: { convenio: q.convenio } }),
        paginacao: paginacaoOf(page, size, found.total),
      },
      cobsr,
    });
  });

  const refuseCreate = () => {
    throw new BcbProblem("CobROperacaoInvalida", 400, `${SENT_BY_US}; uma cobr avulsa não é criada`, [{
      razao: "Crie uma assinatura com method pix_automatico (POST /subscriptions); aprovada a autorização, cada período vira uma cobr, consultável em GET /cobr/{txid}",
      propriedade: "cobr",
    }]);
  };
  router.put("/cobr/:txid", auth("cobr.write"), answersAs(COBR, "cobr"), (req) => {
    pathParam(req, "txid", TXID, "CobROperacaoInvalida", TXID_RULE);
    refuseCreate();
  });
  router.post("/cobr", auth("cobr.write"), answersAs(COBR, "cobr"), () => refuseCreate());

  router.patch("/cobr/:txid", auth("cobr.write"), answersAs(COBR, "cobr"), async (req, res) => {
    const txid = pathParam(req, "txid", TXID, "CobROperacaoInvalida", TXID_RULE);
    bodyOf(cobrPatchBody, req);
    await ownCycle(res, txid);
    throw new BcbProblem("CobROperacaoInvalida", 400, "Cancelar uma única cobrança recorrente não é servido; a cobrança não foi alterada", [{
      razao: "Para parar as cobranças, cancele a assinatura (PUT /subscriptions/{id} com status canceled): a autorização é cancelada no provedor e os ciclos param; para pular um período, pause a assinatura antes do envio (status paused)",
      propriedade: "cobr.status",
      valor: "CANCELADA",
    }]);
  });

  router.post("/cobr/:txid/retentativa/:data", auth("cobr.write"), answersAs(COBR), async (req, res) => {
    const txid = pathParam(req, "txid", TXID, "CobROperacaoInvalida", TXID_RULE);
    const data = pathParam(req, "data", DATE, "CobROperacaoInvalida", "data: AAAA-MM-DD");
    const c = await ownCycle(res, txid);
    if (c.retry_policy === "NAO_PERMITE") {
      throw new BcbProblem("CobROperacaoInvalida", 400, "A política configurada na recorrência não permite retentativa de cobrança", [{
        razao: "A autorização desta assinatura tem retry_policy NAO_PERMITE: um débito recusado não é tentado de novo; a cobrança do período segue pagável pelo QR Code", propriedade: "data", valor: data,
      }]);
    }
    throw new BcbProblem("CobROperacaoInvalida", 400, "As retentativas são pedidas por nós; nenhuma foi pedida agora", [{
      razao: "Após um débito recusado, o job diário pede a próxima tentativa para o dia seguinte ao da falha (até 3, em até 7 dias após a data de débito, nenhuma com a assinatura pausada); acompanhe-as em GET /cobr/{txid} (tentativas)",
      propriedade: "data",
      valor: data,
    }]);
  });

  return router;
}
