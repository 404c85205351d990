import { Router, type Response } from "express";
import { httpInputErrorOf } from "@pix/errors";
import type { Message } from "@pix/grpc";
import type { Clients } from "../../clients";
import { principalOf } from "../authenticate";
import { callOpts } from "./calls";
import { bcbAuth } from "./auth";
import { answersAs, BcbProblem, type ProblemTypes } from "./problem";
import { bodyOf, queryOf } from "./routes";
import { REC_ID, recBody, recGetQuery, recListQuery, recPatchBody, type RecListQuery } from "./rec-schemas";
import { brasiliaDateOf, recChangesOf, recGeradaOf, recOf, recPropertyOf, recRecebedorOf, recRefusalsOf, subscriptionRequestOf } from "./rec-views";
import { paginacaoOf } from "./views";
import type { TokenKey } from "./token";

type Subscription = Message<"pix.subscriptions.v1.Subscription">;

const REC: ProblemTypes = { invalid: "RecOperacaoInvalida", query: "RecConsultaInvalida", notFound: "RecNaoEncontrada" };
/** Statuses after which the spec refuses a revision ("a recorrência encontra-se expirada, cancelada ou rejeitada"). */
const ENDED = new Set(["REJEITADA", "EXPIRADA", "CANCELADA"]);

/**
 * The BCB's rec (Pix Automático's authorization) over our pix_automatico subscriptions (issues 14, 38):
 * a rec is a subscription's `authorization`, `idRec` its id (RR…). POST /rec creates the subscription
 * (a J2 authorization), GET reads it, PATCH with status CANCELADA cancels the subscription as
 * PUT /subscriptions/{id} does (the authorization is cancelled at the engine through the outbox). What
 * does not fit (locrec, solicrec, a J3 over an existing cob) is refused or answered 404 with its reason.
 */
export function bcbRecRoutes(clients: Clients, key: TokenKey): Router {
  const router = Router();
  const auth = bcbAuth(key);
  const subscriptions = clients.subscriptions;

  const recebedor = async (res: Response) => {
    const { user } = await clients.identity.call("GetMe", {}, { principal: principalOf(res) });
    return user ? recRecebedorOf(user) : undefined;
  };

  /** The store's Pix Automático subscriptions in this environment (newest first, up to the list's cap). */
  const automaticos = async (res: Response): Promise<Subscription[]> =>
    ((await subscriptions.call("ListSubscriptions", {}, callOpts(res))).subscriptions ?? []).filter((s) => s.method === "pix_automatico" && s.authorization);

  /** The subscription whose authorization is `idRec` (one indexed read); another store's, environment's or an unknown id is RecNaoEncontrada. */
  const ownRec = async (res: Response, idRec: string): Promise<Subscription> => {
    const notFound = () => new BcbProblem("RecNaoEncontrada", 404, "Recorrência não encontrada para o idRec informado");
    if (!REC_ID.test(idRec)) throw notFound();
    try {
      return await subscriptions.call("GetSubscriptionByAuthorization", { authorization_id: idRec }, callOpts(res));
    } catch (err) {
      if (httpInputErrorOf(err)?.kind !== "not_found") throw err;
      throw notFound();
    }
  };

  router.post("/rec", auth("rec.write"), answersAs(REC, "rec"), async (req, res) => {
    const b = bodyOf(recBody, req);
    const now = new Date();
    const refusals = recRefusalsOf(b, brasiliaDateOf(now));
    if (refusals.length) throw new BcbProblem("RecOperacaoInvalida", 400, "A recorrência pede o que não servimos; nada foi criado", refusals);
    let s: Subscription;
    try {
      s = await subscriptions.call("CreateSubscription", subscriptionRequestOf(b, now), callOpts(res));
    } catch (err) {
      throw inRecTerms(err);
    }
    res.status(201).json(recGeradaOf(recOf(s, await recebedor(res))));
  });

  router.get("/rec/:idRec", auth("rec.read"), answersAs(REC), async (req, res) => {
    const { txid } = queryOf<{ txid?: string }>(recGetQuery, req, "RecConsultaInvalida");
    const s = await ownRec(res, String(req.params.idRec));
    if (txid !== undefined) {
      throw new BcbProblem("RecConsultaInvalida", 400, "Compor o QR da recorrência com outra cobrança não é servido", [
        { propriedade: "txid", razao: "O QR da recorrência é o que ela emitiu (dadosQR, sem txid): a J3 e a J4 da nossa API já o compõem com a primeira cobrança", valor: txid },
      ]);
    }
    res.json(recOf(s, await recebedor(res), { withQr: true }));
  });

  router.get("/rec", auth("rec.read"), answersAs(REC), async (req, res) => {
    const q = queryOf<RecListQuery>(recListQuery, req, "RecConsultaInvalida");
    const from = Date.parse(q.inicio);
    const to = Date.parse(q.fim);
    const doc = q.cpf ?? q.cnpj;
    // No rec of ours has a `loc` nor a convênio: asking for them finds none.
    const none = q.locationPresente === "true" || q.convenio !== undefined;
    const matching = none ? [] : (await automaticos(res)).filter((s) => Date.parse(s.created_at) >= from && Date.parse(s.created_at) <= to
      && (!doc || s.customer_cpf === doc)
      && (!q.status || s.authorization!.status === q.status));
    const page = q["paginacao.paginaAtual"];
    const size = q["paginacao.itensPorPagina"];
    const rec = await recebedor(res);
    res.json({
      parametros: { inicio: q.inicio, fim: q.fim, ...(q.cpf && { cpf: q.cpf }), ...(q.cnpj && { cnpj: q.cnpj }), ...(q.status && { status: q.status }), paginacao: paginacaoOf(page, size, matching.length) },
      recs: matching.slice(page * size, (page + 1) * size).map((s) => recOf(s, rec)),
    });
  });

  router.patch("/rec/:idRec", auth("rec.write"), answersAs(REC, "rec"), async (req, res) => {
    const b = bodyOf(recPatchBody, req);
    const s = await ownRec(res, String(req.params.idRec));
    const rec = await recebedor(res);
    const current = recOf(s, rec);
    const violacoes = recChangesOf(b, current);
    if (b.status && (ENDED.has(current.status) || s.status === "canceled")) {
      violacoes.push({ propriedade: "rec.status", razao: `A recorrência encontra-se ${current.status === "CRIADA" || current.status === "APROVADA" ? "com a assinatura cancelada" : current.status.toLowerCase()}: não há o que cancelar`, valor: b.status });
    }
    if (violacoes.length) throw new BcbProblem("RecOperacaoInvalida", 400, "A revisão pede mudanças que não servimos; a recorrência não foi alterada", violacoes);
    const after = b.status ? await subscriptions.call("UpdateSubscription", { id: s.id, status: "canceled" }, callOpts(res)) : s;
    res.json(recGeradaOf(recOf(after, rec)));
  });

  return router;
}

/**
 * Pix Automático's operations that do not fit ours, each answered 404 NaoEncontrado with its reason
 * (docs/api-pix-bcb.md, "O que não servimos").
 */
const NOT_SERVED: [RegExp, string][] = [
  [/^\/solicrec(\/|$)/, "solicrec (Jornada 1, a solicitação enviada ao PSP do pagador) não é servido: não temos o envio ao PSP do pagador; a autorização é pelo QR (POST /rec, Jornada 2) ou pela nossa API (POST /subscriptions, J3 e J4)"],
  [/^\/locrec(\/|$)/, "locrec não é servido: a location da recorrência é criada com ela e vai no seu BR Code (campo 80; dadosQR em GET /rec/{idRec}), sem id próprio; POST /rec não aceita loc"],
];

export function bcbRecNotServed(): Router {
  const router = Router();
  router.use((req, _res, next) => {
    const reason = NOT_SERVED.find(([path]) => path.test(req.path))?.[1];
    next(reason ? new BcbProblem("NaoEncontrado", 404, reason) : undefined);
  });
  return router;
}

/** CreateSubscription's field errors named as the rec body's properties (`rec.valor.valorRec`). */
function inRecTerms(err: unknown): unknown {
  const known = httpInputErrorOf(err);
  if (!known || (known.kind !== "validation" && known.kind !== "conflict")) return err;
  const erros = (known.extra as { erros?: { campo?: string; mensagem?: string }[] } | undefined)?.erros ?? [];
  return new BcbProblem("RecOperacaoInvalida", 400, known.message, erros.map((e) => ({ razao: e.mensagem ?? known.message, propriedade: recPropertyOf(e.campo ?? "") })));
}
