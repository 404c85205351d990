import { randomBytes } from "node:crypto";
import { Router, type Request, type Response } from "express";
import type { Message, Principal } from "@pix/grpc";
import { query as parseQuery } from "../validate";
import { present } from "../views";
import type { Clients } from "../../clients";
import { parseOrThrow, type z } from "@pix/errors";
import { principalOf } from "../authenticate";
import { idempotencyOf, requestHashOf } from "../routes/charges-views";
import { bcbAuth } from "./auth";
import { answersAs, BcbProblem, type ProblemTypes } from "./problem";
import { cobBody, cobListQuery, DEVOLUCAO_ID, devolucaoBody, E2EID, pixListQuery, revisaoQuery, TXID, type CobBody } from "./schemas";
import { centsOf, chargeStatusOf, cobOf, devolucaoOf, locationOf, paginacaoOf, pixOf } from "./views";
import type { TokenKey } from "./token";

type Charge = Message<"pix.charges.v1.Charge">;
type Refund = Message<"pix.charges.v1.Refund">;

const COB: ProblemTypes = { invalid: "CobOperacaoInvalida", query: "CobConsultaInvalida", notFound: "CobNaoEncontrado" };
const PIX: ProblemTypes = { invalid: "PixDevolucaoInvalida", query: "PixConsultaInvalida", notFound: "PixNaoEncontrado" };
const DEVOLUCAO: ProblemTypes = { invalid: "PixDevolucaoInvalida", notFound: "PixDevolucaoNaoEncontrada" };
/** Same as the contract's routes: issuing may retry the engine; listing renders many charges. */
const ISSUE_DEADLINE_MS = 20_000;
const LIST_DEADLINE_MS = 30_000;

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

/** The store's Pix key as GET /receiving-account shows it (pix_key); undefined while it has none of its own. */
export async function storePixKey(clients: Clients, principal: Principal): Promise<string | undefined> {
  return (await clients.onboarding.call("ViewReceivingAccount", {}, { principal })).pix_key ?? undefined;
}

/** `chave` must be the store's own key: the spec's violation "corresponde a uma conta que não pertence a este usuário recebedor". */
export function assertOwnKey(chave: string, own: string | undefined, tipo: string, prefix: string) {
  if (own === undefined) {
    throw new BcbProblem(tipo, 400, "A loja não tem chave Pix própria: crie e aprove a conta de recebimento (GET /receiving-account, pix_key)", [
      { razao: "Nenhuma chave Pix pertence a este usuário recebedor", propriedade: `${prefix}.chave`, valor: chave },
    ]);
  }
  if (chave !== own) {
    throw new BcbProblem(tipo, 400, "A chave informada não pertence a este usuário recebedor", [
      { razao: `A chave deve ser a da conta de recebimento da loja (GET /receiving-account, pix_key): ${own}`, propriedade: `${prefix}.chave`, valor: chave },
    ]);
  }
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
  const opts = (res: Response, deadlineMs?: number) => ({ principal: principalOf(res), ...(deadlineMs && { deadlineMs }) });

  const refundsOf = async (res: Response, c: Charge): Promise<Refund[]> =>
    c.end_to_end_id ? ((await charges.call("ListRefunds", { txid: c.txid }, opts(res))).refunds ?? []) : [];

  /** An immediate charge (cob): a charge with a due date is a cobv, not found here. */
  const ownCob = async (res: Response, txid: string): Promise<Charge> => {
    const c = await charges.call("GetCharge", { txid }, opts(res));
    if (c.vencimento) throw new BcbProblem("CobNaoEncontrado", 404, "Esta cobrança tem vencimento: consulte-a em GET /cobv/{txid}");
    return c;
  };

  /** Every charge of the store (newest first, up to charges' listing cap). */
  const allCharges = async (res: Response, status?: string): Promise<Charge[]> =>
    (await charges.call("ListPixCharges", { ...(status && { status }), as_json: false }, opts(res, LIST_DEADLINE_MS))).charges ?? [];

  const chargeOfE2e = async (res: Response, e2eid: string): Promise<Charge> => {
    const found = (await allCharges(res)).find((c) => c.end_to_end_id === e2eid || (c.extra_payments ?? []).some((p) => p.end_to_end_id === e2eid));
    if (!found) throw new BcbProblem("PixNaoEncontrado", 404, "Nenhum Pix recebido com este e2eid");
    return found;
  };

  const create = async (req: Request, res: Response, txid: string, idempotent = true) => {
    const b = bodyOf(cobBody, req);
    const principal = principalOf(res);
    const own = await storePixKey(clients, principal);
    assertOwnKey(b.chave, own, "CobOperacaoInvalida", "cob");
    const r = await charges.call("IssuePix", chargeRequestOf(b, txid, idempotent ? req : undefined), opts(res, ISSUE_DEADLINE_MS));
    res.status(201).json(cobOf(present(r.charge), own!));
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
    const [own, refunds] = await Promise.all([storePixKey(clients, principalOf(res)), refundsOf(res, c)]);
    res.json(cobOf(c, own ?? "", refunds));
  });

  router.get("/cob", auth("cob.read"), answersAs(COB), async (req, res) => {
    const q = queryOf<{ inicio: string; fim: string; cpf?: string; cnpj?: string; status?: string; locationPresente?: string; "paginacao.paginaAtual": number; "paginacao.itensPorPagina": number }>(cobListQuery, req, "CobConsultaInvalida");
    const statuses = q.status ? chargeStatusOf(q.status) : null;
    const from = Date.parse(q.inicio);
    const to = Date.parse(q.fim);
    const doc = q.cpf ?? q.cnpj;
    const matching = (await allCharges(res)).filter((c) => !c.vencimento
      && Date.parse(c.created_at) >= from && Date.parse(c.created_at) <= to
      && (!doc || c.customer_cpf === doc)
      && (!statuses || statuses.includes(c.status))
      && (q.locationPresente === undefined || (locationOf(c.pix_code) !== undefined) === (q.locationPresente === "true")));
    const page = q["paginacao.paginaAtual"];
    const size = q["paginacao.itensPorPagina"];
    const own = (await storePixKey(clients, principalOf(res))) ?? "";
    const slice = matching.slice(page * size, (page + 1) * size);
    const cobs = await Promise.all(slice.map(async (c) => cobOf(c, own, await refundsOf(res, c))));
    res.json({
      parametros: { inicio: q.inicio, fim: q.fim, ...(q.cpf && { cpf: q.cpf }), ...(q.cnpj && { cnpj: q.cnpj }), ...(q.status && { status: q.status }), paginacao: paginacaoOf(page, size, matching.length) },
      cobs,
    });
  });

  router.get("/pix/:e2eid", auth("pix.read"), answersAs(PIX), async (req, res) => {
    const e2eid = pathParam(req, "e2eid", E2EID, "PixConsultaInvalida", "e2eid: 32 letras ou dígitos");
    const c = await chargeOfE2e(res, e2eid);
    const [own, refunds] = await Promise.all([storePixKey(clients, principalOf(res)), refundsOf(res, c)]);
    res.json(pixOf(c, own, refunds).find((p) => p.endToEndId === e2eid));
  });

  router.get("/pix", auth("pix.read"), answersAs(PIX), async (req, res) => {
    const q = queryOf<{ inicio: string; fim: string; cpf?: string; cnpj?: string; txid?: string; txIdPresente?: string; devolucaoPresente?: string; "paginacao.paginaAtual": number; "paginacao.itensPorPagina": number }>(pixListQuery, req, "PixConsultaInvalida");
    const from = Date.parse(q.inicio);
    const to = Date.parse(q.fim);
    const doc = q.cpf ?? q.cnpj;
    const own = await storePixKey(clients, principalOf(res));
    const paid = (await allCharges(res)).filter((c) => c.end_to_end_id && (!q.txid || c.txid === q.txid) && (!doc || c.customer_cpf === doc));
    // Every payment of every charge is a Pix received; txIdPresente=false finds none (ours all name their charge).
    const withRefunds = await Promise.all(paid.map(async (c) => ({ c, refunds: q.devolucaoPresente || Number(c.refunded_amount_cents) > 0 ? await refundsOf(res, c) : [] })));
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
    const c = await chargeOfE2e(res, e2eid);
    if (c.end_to_end_id !== e2eid) {
      throw new BcbProblem("PixDevolucaoInvalida", 400, "Devolver um pagamento adicional da cobrança ainda não é servido: devolva o Pix que a pagou");
    }
    const amount = centsOf(b.valor);
    if (!amount) throw new BcbProblem("PixDevolucaoInvalida", 400, "O valor da devolução deve ser maior que zero", [{ razao: "Valor zero", propriedade: "devolucao.valor", valor: b.valor }]);
    const r = await charges.call("RefundPix", {
      txid: c.txid, amount_cents: amount, ...(b.descricao && { motivo: b.descricao }), external_id: id,
      idempotency: idempotencyFor(req, `bcb:devolucao:${e2eid}:${id}`),
    }, opts(res));
    res.status(201).json(devolucaoOf(present(r.refund)));
  });

  router.get("/pix/:e2eid/devolucao/:id", auth("pix.read", "estornos:ler"), answersAs(DEVOLUCAO), async (req, res) => {
    const e2eid = pathParam(req, "e2eid", E2EID, "PixConsultaInvalida", "e2eid: 32 letras ou dígitos");
    const id = pathParam(req, "id", DEVOLUCAO_ID, "PixConsultaInvalida", "id: de 1 a 35 letras ou dígitos");
    const c = await chargeOfE2e(res, e2eid);
    const refund = (await refundsOf(res, c)).find((r) => r.external_id === id || r.id.replace(/-/g, "") === id);
    if (!refund) throw new BcbProblem("PixDevolucaoNaoEncontrada", 404, "Nenhuma devolução com este id para este Pix");
    res.json(devolucaoOf(refund));
  });

  return router;
}
