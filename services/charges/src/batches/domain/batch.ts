/**
 * Issue 37, batches of due-date charges (the BCB's lotecobv, in our API's shape): each item is
 * created or refused on its own, and the batch keeps, per item, its txid or its problem.
 */
import { AppError, Codigo, errors } from "@pix/errors";

/** The BCB's lote takes up to 1,000 cobranças; so does ours (more is LOTE_TAMANHO_INVALIDO). */
export const MAX_BATCH_ITEMS = 1000;

export type BatchStatus = "EM_PROCESSAMENTO" | "CONCLUIDO";
/**
 * CRIADA: the charge exists (its txid). NEGADA: refused, with its problem. EM_PROCESSAMENTO: the
 * payment provider did not answer for this item; the charge is written and the issue sweeper goes
 * on issuing it (GET /pix/status?txid= tells when), as after a 503 of POST /pix.
 */
export type BatchItemStatus = "CRIADA" | "NEGADA" | "EM_PROCESSAMENTO";

/** One bad field, as the API's `error.erros[]` names it. */
export interface FieldProblem { campo: string; local: string; codigo: string; mensagem: string }
/** Why an item was refused: the catalogue's codigo, the Portuguese message, and the bad fields. */
export interface BatchProblem { codigo: string; mensagem: string; erros: FieldProblem[] }

export interface BatchItem {
  indice: number;
  status: BatchItemStatus;
  txid: string | null;
  chargeId: string | null;
  problema: BatchProblem | null;
}

export interface ChargeBatch {
  id: string;
  storeId: string;
  environment: string;
  descricao: string;
  status: BatchStatus;
  total: number;
  criadas: number;
  negadas: number;
  createdAt: Date;
  /** The client's own id of the batch (the BCB's PUT /lotecobv/{id}); null for POST /pix/lotes. */
  externalId: string | null;
  /** In item order; empty in a listing. */
  itens: BatchItem[];
}

/** LOTE_TAMANHO_INVALIDO unless 1 ≤ count ≤ MAX_BATCH_ITEMS. */
export function assertBatchSize(count: number): void {
  if (count < 1 || count > MAX_BATCH_ITEMS) throw errors.loteTamanhoInvalido(count, MAX_BATCH_ITEMS);
}

/** A batch item must carry a due date: the lote is of cobv only. */
export const dueDateRequired = () =>
  errors.validation("due_date", "CAMPO_OBRIGATORIO", "Um lote só tem cobranças com vencimento: envie due_date (AAAA-MM-DD) em cada cobrança");

/**
 * The problem of an item refused by `err`: an AppError as the API would answer it on its own (codigo,
 * message, field errors); anything else is unexpected and becomes ERRO_INTERNO (the caller logs it),
 * so that one item's failure never loses the others' results.
 */
export function problemOf(err: unknown): BatchProblem {
  if (err instanceof AppError) {
    const erros = Array.isArray(err.extra?.erros) ? (err.extra.erros as FieldProblem[]) : [];
    return { codigo: err.codigo, mensagem: err.message, erros };
  }
  return { codigo: Codigo.ERRO_INTERNO, mensagem: "Erro inesperado ao criar esta cobrança; envie-a de novo (em outro lote ou em POST /pix).", erros: [] };
}

export const createdItem = (indice: number, txid: string, chargeId: string): BatchItem =>
  ({ indice, status: "CRIADA", txid, chargeId, problema: null });
/** `txid`: the one the item asked for, if any (the BCB's lotecobv names every item by it). */
export const refusedItem = (indice: number, problema: BatchProblem, txid: string | null = null): BatchItem =>
  ({ indice, status: "NEGADA", txid, chargeId: null, problema });
export const pendingItem = (indice: number, txid: string, chargeId: string): BatchItem =>
  ({ indice, status: "EM_PROCESSAMENTO", txid, chargeId, problema: null });

/** The batch once every item is done: CONCLUIDO with its counts. */
export function concluded(batch: ChargeBatch, itens: BatchItem[]): ChargeBatch {
  const sorted = [...itens].sort((a, b) => a.indice - b.indice);
  return {
    ...batch,
    status: "CONCLUIDO",
    itens: sorted,
    criadas: sorted.filter((i) => i.status !== "NEGADA").length,
    negadas: sorted.filter((i) => i.status === "NEGADA").length,
  };
}

/**
 * Runs `fn` over `items` with at most `limit` calls at once, answering in the items' order. A batch
 * issues its charges this way: each is independent, and the engine round trip dominates.
 */
export async function mapConcurrently<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
