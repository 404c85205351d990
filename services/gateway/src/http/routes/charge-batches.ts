import type { Message } from "@pix/grpc";
import { amountOfDayJson } from "@pix/charge-view";
import { AppError, errors, parseOrThrow } from "@pix/errors";
import { Router } from "express";
import type { Clients } from "../../clients";
import { authenticate, principalOf } from "../authenticate";
import { body } from "../validate";
import { idempotencyOf } from "./charges-views";
import { batchBody, MAX_BATCH_ITEMS, pixBody, simulationBody, vencimentoOf } from "./charges-schemas";
import { uuidParam } from "./params";

/**
 * A batch issues its charges a few at a time at charges; 1,000 take a few seconds (bench/charge-batch.ts).
 * The deadline leaves room for a slow engine, whose items are answered EM_PROCESSAMENTO.
 */
const BATCH_DEADLINE_MS = 120_000;

/**
 * Issue 37: batches of due-date charges (the BCB's lotecobv) and the amount simulation of the panel's
 * preview. Each batch item is parsed here on its own: a malformed item is refused with its problem
 * and never fails the batch.
 */
export function chargeBatchRoutes(clients: Clients): Router {
  const router = Router();
  const auth = authenticate(clients);
  const charges = clients.charges;

  router.post("/pix/lotes", auth("cobrancas:escrever"), async (req, res) => {
    const { descricao, cobrancas } = body(batchBody, req);
    if (cobrancas.length === 0 || cobrancas.length > MAX_BATCH_ITEMS) throw errors.loteTamanhoInvalido(cobrancas.length, MAX_BATCH_ITEMS);
    const request = { descricao, cobrancas: cobrancas.map(itemRequest), idempotency: idempotencyOf(req) };
    const r = await charges.call("CreateChargeBatch", request, { principal: principalOf(res), deadlineMs: BATCH_DEADLINE_MS });
    if (r.replayed) res.set("Idempotent-Replayed", "true");
    res.status(201).json({ data: batchJson(r) });
  });

  router.get("/pix/lotes", auth("cobrancas:ler"), async (_req, res) => {
    const r = await charges.call("ListChargeBatches", {}, { principal: principalOf(res) });
    res.json({ data: (r.batches ?? []).map((b) => batchSummaryJson(b)) });
  });

  router.get("/pix/lotes/:id", auth("cobrancas:ler"), async (req, res) => {
    const r = await charges.call("GetChargeBatch", { id: uuidParam(req, "Lote") }, { principal: principalOf(res) });
    res.json({ data: batchJson(r) });
  });

  /** The amounts of some payment dates of terms not yet a charge: what the panel previews before issuing. */
  router.post("/pix/valor/simulacao", auth("cobrancas:ler"), async (req, res) => {
    const { amount, datas, due_date, validade_apos_vencimento, multa, juros, abatimento, desconto } = body(simulationBody, req);
    const vencimento = vencimentoOf({ due_date, validade_apos_vencimento, multa, juros, abatimento, desconto }) ?? {};
    const r = await charges.call("SimulateAmountOfDay", { amount_cents: amount, vencimento, datas }, { principal: principalOf(res) });
    res.json({ data: (r.amounts ?? []).map(amountOfDayJson) });
  });

  return router;
}

/** One item as charges takes it: POST /pix's request, or the problem of a body POST /pix would refuse with 400. */
function itemRequest(raw: unknown) {
  try {
    const { amount, due_date, validade_apos_vencimento, multa, juros, abatimento, desconto, ...rest } = parseOrThrow(pixBody, raw);
    const vencimento = vencimentoOf({ due_date, validade_apos_vencimento, multa, juros, abatimento, desconto });
    return { cobranca: { ...rest, amount_cents: amount, vencimento } };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { problema: { codigo: err.codigo, mensagem: err.message, erros: (err.extra?.erros ?? []) as { campo: string; local: string; codigo: string; mensagem: string }[] } };
  }
}

type BatchMessage = Message<"pix.charges.v1.ChargeBatch">;

function batchSummaryJson(b: BatchMessage) {
  return { id: b.id, descricao: b.descricao, status: b.status, total: b.total, criadas: b.criadas, negadas: b.negadas, created_at: b.created_at };
}

/** `{id, descricao, status, total, criadas, negadas, created_at, itens: [{indice, txid, status, problema}]}`. */
function batchJson(b: BatchMessage) {
  return {
    ...batchSummaryJson(b),
    itens: (b.itens ?? []).map((i) => ({
      indice: i.indice,
      txid: i.txid ?? null,
      status: i.status,
      problema: i.problema ? { codigo: i.problema.codigo, mensagem: i.problema.mensagem, erros: i.problema.erros ?? [] } : null,
    })),
  };
}
