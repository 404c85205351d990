import { Router, type Request, type Response } from "express";
import { httpInputErrorOf } from "@pix/errors";
import { present } from "../views";
import type { Clients } from "../../clients";
import { callOpts, LIST_DEADLINE_MS } from "./calls";
import { bcbAuth } from "./auth";
import { answersAs, BcbProblem, type ProblemTypes } from "./problem";
import { pathParam, queryOf } from "./routes";
import { LOC_ID, locListQuery } from "./schemas";
import { locOf, paginacaoOf } from "./views";
import type { TokenKey } from "./token";

const LOC: ProblemTypes = { invalid: "PayloadLocationOperacaoInvalida", query: "PayloadLocationConsultaInvalida", notFound: "PayloadLocationNaoEncontrado" };

type LocQuery = { inicio: string; fim: string; txIdPresente?: "true" | "false"; tipoCob?: "cob" | "cobv"; "paginacao.paginaAtual": number; "paginacao.itensPorPagina": number };

/**
 * Why a location is never created, nor unlinked, apart from its charge: the payment engine issues the
 * location with the charge (its BR Code carries it, field 26-25) and serves it while the charge lives;
 * it has no location without a charge, and a BR Code already handed to payers cannot lose its location.
 */
const NO_LOC_FIRST = "Não criamos locations antes da cobrança: o provedor de pagamentos emite a location junto com a cobrança. "
  + "Crie a cobrança sem loc (PUT /cob/{txid}, POST /cob ou PUT /cobv/{txid}); a resposta traz loc.id e location, e GET /loc/{id} a consulta";
const NO_UNLINK = "Não desvinculamos uma cobrança da sua location: o BR Code já emitido leva esta location, que o provedor de pagamentos "
  + "serve enquanto a cobrança existir. Para deixar de receber, deixe a cobrança expirar (calendario.expiracao, ou a validade após o vencimento) e crie outra";

/** The BCB's `loc` (issue 39): the locations of our charges, read by id or by period; none made or unlinked apart from a charge. */
export function bcbLocRoutes(clients: Clients, key: TokenKey): Router {
  const router = Router();
  const auth = bcbAuth(key);
  const charges = clients.charges;

  /** The store's charge whose location has the path's id (another store's or environment's: not found). */
  const chargeOfLoc = async (req: Request, res: Response) => {
    const id = Number(pathParam(req, "id", LOC_ID, "PayloadLocationConsultaInvalida", "id: o loc.id de uma cobrança, de 1 a 15 dígitos"));
    try {
      return present(await charges.call("GetLocation", { loc_id: id }, callOpts(res)));
    } catch (err) {
      if (httpInputErrorOf(err)?.kind === "not_found") {
        throw new BcbProblem("PayloadLocationNaoEncontrado", 404, "Nenhuma location com este id nesta loja e neste ambiente: use o loc.id de uma cobrança (GET /cob/{txid}, GET /cobv/{txid}) ou a lista GET /loc");
      }
      throw err;
    }
  };

  router.get("/loc/:id", auth("payloadlocation.read"), answersAs(LOC), async (req, res) => {
    res.json(locOf(await chargeOfLoc(req, res)));
  });

  router.get("/loc", auth("payloadlocation.read"), answersAs(LOC), async (req, res) => {
    const q = queryOf<LocQuery>(locListQuery, req, "PayloadLocationConsultaInvalida");
    const page = q["paginacao.paginaAtual"];
    const size = q["paginacao.itensPorPagina"];
    const r = await charges.call("ListLocations", {
      inicio: q.inicio, fim: q.fim, pagina_atual: page, itens_por_pagina: size,
      ...(q.txIdPresente && { txid_presente: q.txIdPresente === "true" }), ...(q.tipoCob && { tipo_cob: q.tipoCob }),
    }, callOpts(res, LIST_DEADLINE_MS));
    res.json({
      parametros: {
        inicio: q.inicio, fim: q.fim, ...(q.txIdPresente && { txIdPresente: q.txIdPresente === "true" }), ...(q.tipoCob && { tipoCob: q.tipoCob }),
        paginacao: paginacaoOf(page, size, Number(r.total)),
      },
      loc: (r.charges ?? []).flatMap((c) => locOf(present(c)) ?? []),
    });
  });

  router.post("/loc", auth("payloadlocation.write"), answersAs(LOC), () => {
    throw new BcbProblem("PayloadLocationOperacaoInvalida", 400, NO_LOC_FIRST);
  });

  // The location must be the store's to hear why it stays; another store's is not found, as on GET.
  router.delete("/loc/:id/txid", auth("payloadlocation.write"), answersAs(LOC), async (req, res) => {
    await chargeOfLoc(req, res);
    throw new BcbProblem("PayloadLocationOperacaoInvalida", 400, NO_UNLINK);
  });

  return router;
}
