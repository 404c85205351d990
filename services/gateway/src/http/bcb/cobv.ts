import { isDeepStrictEqual } from "node:util";
import { Router, type Response } from "express";
import { httpInputErrorOf } from "@pix/errors";
import type { Message, Principal } from "@pix/grpc";
import type { Clients } from "../../clients";
import { principalOf } from "../authenticate";
import { callOpts, flagOf, ISSUE_DEADLINE_MS, LIST_DEADLINE_MS, periodPageOf, refundsByTxid, refundsOf } from "./calls";
import { present } from "../views";
import { bcbAuth } from "./auth";
import { answersAs, BcbProblem, type ProblemTypes, type Violacao } from "./problem";
import { bodyOf, idempotencyFor, pathParam, queryOf } from "./routes";
import { assertOwnKey, keyForChave, storePixKey } from "./keys";
import { COBV_TXID, cobPatchBody, cobvBody, cobvListQuery, cobvPatchBody } from "./cobv-schemas";
import { cobvOf, cobvPropertyOf, dueTermsOf, recebedorOf } from "./cobv-views";
import { centsOf, chargeStatusOf, cobOf, paginacaoOf } from "./views";
import { revisaoQuery } from "./schemas";
import type { TokenKey } from "./token";

type Charge = Message<"pix.charges.v1.Charge">;

const COBV: ProblemTypes = { invalid: "CobVOperacaoInvalida", query: "CobVConsultaInvalida", notFound: "CobVNaoEncontrada" };
const COB: ProblemTypes = { invalid: "CobOperacaoInvalida", query: "CobConsultaInvalida", notFound: "CobNaoEncontrado" };
const TXID_RULE = "txid: de 26 a 35 letras ou dígitos";
const ANY_TXID = /^[a-zA-Z0-9]{1,35}$/;

/**
 * The BCB's cobv (issue 39) over our due-date charges (issue 37): PUT is IssuePix with the terms
 * (`vencimento`), GET reads the same charge, GET /cobv lists the store's due-date charges. A charge
 * made by POST /pix with `due_date` is a cobv here, and a cobv is a due-date charge in our API.
 * Also the revisions (PATCH /cob, PATCH /cobv): ours are never revised, so a revision that changes
 * nothing answers the charge and any change is refused naming each field (docs/api-pix-bcb.md).
 */
export function bcbCobvRoutes(clients: Clients, key: TokenKey): Router {
  const router = Router();
  const auth = bcbAuth(key);
  const charges = clients.charges;
  const opts = callOpts;

  const refundsOfCharge = (res: Response, c: Charge) => refundsOf(clients, res, c);

  /** The store's `recebedor`: identity's account of it and its onboarding address (cobv-views.ts says what is answered). */
  const recebedor = async (principal: Principal) => {
    const [{ user }, address] = await Promise.all([
      clients.identity.call("GetMe", {}, { principal }),
      clients.onboarding.call("GetCompanyAddress", {}, { principal }),
    ]);
    return user ? recebedorOf(user, address) : undefined;
  };

  const ownCobv = async (res: Response, txid: string): Promise<Charge> => {
    const c = await charges.call("GetCharge", { txid }, opts(res));
    if (!c.vencimento) throw new BcbProblem("CobVNaoEncontrada", 404, "Esta cobrança é imediata (sem vencimento): consulte-a em GET /cob/{txid}");
    return c;
  };

  /** The charge with its payer's bank view: the key, the receiver and its refunds, as CobVCompleta. */
  const completa = async (res: Response, c: Charge) => {
    const principal = principalOf(res);
    const [own, rec, refunds] = await Promise.all([storePixKey(clients, principal), recebedor(principal), refundsOfCharge(res, c)]);
    return cobvOf(c, own ?? "", rec, refunds);
  };

  router.put("/cobv/:txid", auth("cobv.write"), answersAs(COBV, "cobv"), async (req, res) => {
    const txid = pathParam(req, "txid", COBV_TXID, "CobVOperacaoInvalida", TXID_RULE);
    const b = bodyOf(cobvBody, req);
    const principal = principalOf(res);
    const own = await keyForChave(clients, principal);
    assertOwnKey(b.chave, own, "CobVOperacaoInvalida", "cobv");
    const amount = centsOf(b.valor.original);
    if (!amount) throw new BcbProblem("CobVOperacaoInvalida", 400, "O valor da cobrança deve ser maior que zero", [{ razao: "Valor zero", propriedade: "cobv.valor.original", valor: b.valor.original }]);
    const d = b.devedor;
    const request = {
      amount_cents: amount,
      ...(b.solicitacaoPagador && { description: b.solicitacaoPagador }),
      customer_name: d.nome,
      customer_cpf: "cpf" in d ? d.cpf : d.cnpj,
      ...(d.email && { customer_email: d.email }),
      txid,
      vencimento: dueTermsOf(b),
      // PUT is idempotent by its path: the same body again answers the same charge (another body, taken txid).
      idempotency: idempotencyFor(req, `bcb:cobv:${txid}`),
    };
    let issued: Charge;
    try {
      issued = (await charges.call("IssuePix", request, opts(res, ISSUE_DEADLINE_MS))).charge!;
    } catch (err) {
      throw inCobvTerms(err);
    }
    res.status(201).json(cobvOf(present(issued), own, await recebedor(principal)));
  });

  router.get("/cobv/:txid", auth("cobv.read"), answersAs(COBV), async (req, res) => {
    queryOf(revisaoQuery, req, "CobVConsultaInvalida"); // one revision only: ours are never revised
    const c = await ownCobv(res, pathParam(req, "txid", ANY_TXID, "CobVConsultaInvalida", "txid: até 35 letras ou dígitos"));
    res.json(await completa(res, c));
  });

  router.get("/cobv", auth("cobv.read"), answersAs(COBV), async (req, res) => {
    const q = queryOf<{ inicio: string; fim: string; cpf?: string; cnpj?: string; status?: string; locationPresente?: string; loteCobVId?: string; "paginacao.paginaAtual": number; "paginacao.itensPorPagina": number }>(cobvListQuery, req, "CobVConsultaInvalida");
    // A loteCobVId the store has no lote with lists nothing (charges matches the lote by the store's own id).
    const r = await clients.lists.call("ListChargesByPeriod", {
      ...periodPageOf(q), with_due_date: true, customer_document: q.cpf ?? q.cnpj,
      status: q.status ? { statuses: chargeStatusOf(q.status) ?? [] } : null, location_present: flagOf(q.locationPresente), batch_external_id: q.loteCobVId,
    }, opts(res, LIST_DEADLINE_MS));
    const principal = principalOf(res);
    const [own, rec, refunds] = await Promise.all([storePixKey(clients, principal), recebedor(principal), refundsByTxid(clients, res, r.charges)]);
    res.json({
      parametros: { inicio: q.inicio, fim: q.fim, ...(q.cpf && { cpf: q.cpf }), ...(q.cnpj && { cnpj: q.cnpj }), ...(q.status && { status: q.status }), paginacao: paginacaoOf(q["paginacao.paginaAtual"], q["paginacao.itensPorPagina"], r.total) },
      cobs: r.charges.map((c) => cobvOf(c, own ?? "", rec, refunds.get(c.txid))),
    });
  });

  router.patch("/cobv/:txid", auth("cobv.write"), answersAs(COBV, "cobv"), async (req, res) => {
    const txid = pathParam(req, "txid", ANY_TXID, "CobVOperacaoInvalida", "txid: até 35 letras ou dígitos");
    const b = bodyOf(cobvPatchBody, req);
    const current = await completa(res, await ownCobv(res, txid));
    refuseChanges("CobVOperacaoInvalida", "cobv", b, current);
    res.json(withoutPix(current));
  });

  router.patch("/cob/:txid", auth("cob.write"), answersAs(COB, "cob"), async (req, res) => {
    const txid = pathParam(req, "txid", ANY_TXID, "CobOperacaoInvalida", "txid: até 35 letras ou dígitos");
    const b = bodyOf(cobPatchBody, req);
    const c = await charges.call("GetCharge", { txid }, opts(res));
    if (c.vencimento) throw new BcbProblem("CobNaoEncontrado", 404, "Esta cobrança tem vencimento: revise-a em PATCH /cobv/{txid}");
    const current = cobOf(c, (await storePixKey(clients, principalOf(res))) ?? "");
    refuseChanges("CobOperacaoInvalida", "cob", { ...b, ...(b.valor && { valor: { ...b.valor, modalidadeAlteracao: undefined } }) }, current);
    res.json(withoutPix(current));
  });

  return router;
}

/** CobVGerada, the PATCH's answer: the charge without its Pix received. */
function withoutPix<T extends { pix?: unknown }>(view: T): Omit<T, "pix"> {
  const { pix: _pix, ...rest } = view;
  return rest;
}

/**
 * A revision of ours is a no-op: each field given must be what the charge already has. A cancel
 * (status REMOVIDA_PELO_USUARIO_RECEBEDOR) is not served: our payment provider does not cancel a
 * charge (CancelPix answers NAO_IMPLEMENTADO), which expires on its own.
 */
function refuseChanges(tipo: string, prefix: string, body: Record<string, unknown>, current: Record<string, unknown>) {
  const violacoes = changesOf(prefix, body, current);
  if (violacoes.length) throw new BcbProblem(tipo, 400, "A revisão pede mudanças que não servimos; a cobrança não foi alterada", violacoes);
}

/** Each change a revision asks of `current` (a cob or cobv view), as the spec's violations under `prefix`. */
export function changesOf(prefix: string, body: Record<string, unknown>, current: Record<string, unknown>): Violacao[] {
  const violacoes: Violacao[] = [];
  if (body.status !== undefined) {
    violacoes.push({ razao: "Remover a cobrança não é servido: o provedor de pagamentos não a cancela; ela expira sozinha no fim da validade (ou em calendario.expiracao)", propriedade: `${prefix}.status`, valor: String(body.status) });
  }
  for (const [field, value] of Object.entries(body)) {
    if (field === "status" || value === undefined) continue;
    const now = current[field];
    const given = value !== null && typeof value === "object" && !Array.isArray(value) ? Object.entries(value).filter(([, v]) => v !== undefined) : [["", value] as const];
    for (const [sub, v] of given) {
      const had = sub === "" ? now : (now as Record<string, unknown> | undefined)?.[sub];
      if (!isDeepStrictEqual(v, had)) {
        const propriedade = [prefix, field, sub].filter(Boolean).join(".");
        violacoes.push({ razao: "Nossas cobranças não são revisadas: cancele-a deixando-a expirar e crie outra com outro txid", propriedade, valor: JSON.stringify(v).slice(0, 140) });
      }
    }
  }
  return violacoes;
}

/** IssuePix's field errors named as the cobv body's properties (`cobv.valor.multa.modalidade`). */
function inCobvTerms(err: unknown): unknown {
  const known = httpInputErrorOf(err);
  const erros = (known?.extra as { erros?: { campo?: string; mensagem?: string }[] } | undefined)?.erros;
  if (!known || known.kind !== "validation" || !erros?.length) return err;
  return new BcbProblem("CobVOperacaoInvalida", 400, known.message, erros.map((e) => ({ razao: e.mensagem ?? known.message, propriedade: cobvPropertyOf(e.campo ?? "") })));
}

