import { randomBytes } from "node:crypto";
import { Router, type Request, type Response } from "express";
import type { Message } from "@pix/grpc";
import { query as parseQuery } from "../validate";
import { present } from "../views";
import type { Clients } from "../../clients";
import { parseOrThrow, type z } from "@pix/errors";
import { principalOf } from "../authenticate";
import { callOpts, flagOf, ISSUE_DEADLINE_MS, LIST_DEADLINE_MS, periodPageOf, refundsByTxid, refundsOf } from "./calls";
import { idempotencyOf, requestHashOf } from "../routes/charges-views";
import { bcbAuth } from "./auth";
import { answersAs, BcbProblem, type ProblemTypes } from "./problem";
import { cobBody, cobListQuery, revisaoQuery, TXID, type CobBody } from "./schemas";
import { centsOf, chargeStatusOf, cobOf, paginacaoOf } from "./views";
import type { TokenKey } from "./token";
import { assertOwnKey, keyForChave, storePixKey } from "./keys";

type Charge = Message<"pix.charges.v1.Charge">;

const COB: ProblemTypes = { invalid: "CobOperacaoInvalida", query: "CobConsultaInvalida", notFound: "CobNaoEncontrado" };
/** Same as the contract's routes: issuing may retry the engine; listing renders many charges. */

/** The body parsed with the route's schema; a field error names the spec's property (`cob.valor.original`). */
export function bodyOf<S extends z.ZodType>(schema: S, req: Request): z.infer<S> {
  if (!req.is(["application/json", "application/*+json"])) throw new BcbProblem("RequisicaoInvalida", 400, "Envie o corpo como application/json");
  return parseOrThrow(schema, req.body);
}

export function queryOf<T>(schema: Parameters<typeof parseQuery>[0], req: Request, tipo: string): T {
  try {
    return parseQuery(schema, req) as T;
  } catch (err) {
    const erros = (err as { extra?: { erros?: { campo?: string; mensagem?: string }[] } }).extra?.erros ?? [];
    throw new BcbProblem(tipo, 400, "Parâmetros de consulta inválidos", erros.map((e) => ({ razao: e.mensagem ?? "inválido", propriedade: e.campo ?? "" })));
  }
}

export function pathParam(req: Request, name: string, pattern: RegExp, tipo: string, razao: string): string {
  const value = String(req.params[name]);
  if (!pattern.test(value)) throw new BcbProblem(tipo, 400, `${name} inválido`, [{ razao, propriedade: name, valor: value.slice(0, 64) }]);
  return value;
}

/** IssuePix's request for a cob body (a Pix charge with its BR Code); the expiry counts from now (calendario.expiracao, default 86400 s). */
function chargeRequestOf(b: CobBody, txid: string, req: Request | undefined) {
  const amount = centsOf(b.valor.original);
  if (!amount) {
    throw new BcbProblem("CobOperacaoInvalida", 400, "O valor da cobrança deve ser maior que zero", [{ razao: "Valor zero", propriedade: "cob.valor.original", valor: b.valor.original }]);
  }
  const devedor = b.devedor;
  return {
    amount_cents: amount,
    ...(b.solicitacaoPagador && { description: b.solicitacaoPagador }),
    ...(devedor && { customer_name: devedor.nome, customer_cpf: "cpf" in devedor ? devedor.cpf : devedor.cnpj }),
    expires_at: new Date(Date.now() + (b.calendario.expiracao ?? 86400) * 1000).toISOString(),
    txid,
    // PUT is idempotent by its path: the same body again answers the same charge (and another body, taken txid).
    idempotency: req && idempotencyFor(req, `bcb:cob:${txid}`),
  };
}

/** An Idempotency-Key of the caller's, or the operation's own: a PUT is idempotent by its path in the spec. */
export function idempotencyFor(req: Request, key: string) {
  return idempotencyOf(req) ?? { key, request_hash: requestHashOf(req) };
}

export function bcbChargeRoutes(clients: Clients, key: TokenKey): Router {
  const router = Router();
  const auth = bcbAuth(key);
  const charges = clients.charges;
  const opts = callOpts;

  const refundsOfCharge = (res: Response, c: Charge) => refundsOf(clients, res, c);

  /** An immediate charge (cob): a charge with a due date is a cobv, not found here. */
  const ownCob = async (res: Response, txid: string): Promise<Charge> => {
    const c = await charges.call("GetCharge", { txid }, opts(res));
    if (c.vencimento) throw new BcbProblem("CobNaoEncontrado", 404, "Esta cobrança tem vencimento: consulte-a em GET /cobv/{txid}");
    return c;
  };

  const create = async (req: Request, res: Response, txid: string, idempotent = true) => {
    const b = bodyOf(cobBody, req);
    const principal = principalOf(res);
    const own = await keyForChave(clients, principal);
    assertOwnKey(b.chave, own, "CobOperacaoInvalida", "cob");
    const r = await charges.call("IssuePix", chargeRequestOf(b, txid, idempotent ? req : undefined), opts(res, ISSUE_DEADLINE_MS));
    res.status(201).json(cobOf(present(r.charge), own));
  };

  router.put("/cob/:txid", auth("cob.write"), answersAs(COB, "cob"), async (req, res) => {
    await create(req, res, pathParam(req, "txid", TXID, "CobOperacaoInvalida", "txid: de 26 a 35 letras ou dígitos"));
  });
  // The PSP's txid: 32 hex digits, since the spec's cob txid has 26 to 35 characters (charges' own are 25,
  // the most a static BR Code holds).
  router.post("/cob", auth("cob.write"), answersAs(COB, "cob"), async (req, res) => {
    await create(req, res, randomBytes(16).toString("hex"), false);
  });

  router.get("/cob/:txid", auth("cob.read"), answersAs(COB), async (req, res) => {
    queryOf(revisaoQuery, req, "CobConsultaInvalida"); // one revision only: ours are never revised
    const c = await ownCob(res, pathParam(req, "txid", /^[a-zA-Z0-9]{1,35}$/, "CobConsultaInvalida", "txid: até 35 letras ou dígitos"));
    const [own, refunds] = await Promise.all([storePixKey(clients, principalOf(res)), refundsOfCharge(res, c)]);
    res.json(cobOf(c, own ?? "", refunds));
  });

  router.get("/cob", auth("cob.read"), answersAs(COB), async (req, res) => {
    const q = queryOf<{ inicio: string; fim: string; cpf?: string; cnpj?: string; status?: string; locationPresente?: string; "paginacao.paginaAtual": number; "paginacao.itensPorPagina": number }>(cobListQuery, req, "CobConsultaInvalida");
    const r = await clients.lists.call("ListChargesByPeriod", {
      ...periodPageOf(q), with_due_date: false, customer_document: q.cpf ?? q.cnpj,
      status: q.status ? { statuses: chargeStatusOf(q.status) ?? [] } : null, location_present: flagOf(q.locationPresente),
    }, opts(res, LIST_DEADLINE_MS));
    const [own, refunds] = await Promise.all([storePixKey(clients, principalOf(res)), refundsByTxid(clients, res, r.charges)]);
    res.json({
      parametros: { inicio: q.inicio, fim: q.fim, ...(q.cpf && { cpf: q.cpf }), ...(q.cnpj && { cnpj: q.cnpj }), ...(q.status && { status: q.status }), paginacao: paginacaoOf(q["paginacao.paginaAtual"], q["paginacao.itensPorPagina"], r.total) },
      cobs: r.charges.map((c) => cobOf(c, own ?? "", refunds.get(c.txid))),
    });
  });

  return router;
}
