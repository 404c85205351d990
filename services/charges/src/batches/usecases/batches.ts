import { randomUUID } from "node:crypto";
import { errors } from "@pix/errors";
import { scopeOf, type Principal } from "@pix/grpc";
import type { ChargesDeps } from "../../shared/usecases/deps";
import type { IssuingDeps } from "../../issuing/usecases/deps";
import { afterEngineFailure, checkIssuer, draftIssue, firstSweepAtOf, type PreparedIssue } from "../../issuing/usecases/issue-pix";
import { callEngine, completeIssues, type EngineIssued } from "../../issuing/usecases/complete-issue";
import type { Charge } from "../../issuing/domain/charge";
import type { Issuer } from "../../issuing/usecases/gates";
import { withIdempotencyOf, type IdempotencyInput } from "../../issuing/usecases/idempotency";
import type { IssuePixInput } from "../../issuing/usecases/pix-draft";
import type { IdempotencySlot } from "../../issuing/repositories/charges";
import {
  assertBatchSize, concluded, createdItem, dueDateRequired, mapConcurrently, pendingItem, problemOf, refusedItem,
  type BatchItem, type BatchProblem, type ChargeBatch,
} from "../domain/batch";

export type BatchDeps = IssuingDeps & Pick<ChargesDeps, "batches" | "logger">;

/**
 * One item as charges receives it: POST /pix's input (read by `input()`, which may refuse it), or
 * the problem the gateway already found in its shape.
 */
export type BatchItemInput = ({ input: () => IssuePixInput } | { problema: BatchProblem }) & { txid?: string };

/**
 * Items drafted and written `creating` in one statement, then completed in one transaction: a batch
 * of 1,000 makes ten groups of two writes instead of two transactions per item.
 */
export const BATCH_GROUP_SIZE = 100;

/**
 * Engine calls at once (one per item: the engine has no batch call). The HTTP client's pool holds 16
 * connections to the engine.
 */
export const BATCH_CONCURRENCY = 16;

/**
 * POST /pix/lotes: the store's gates first (production approval, receiving account: a closed one is the
 * batch's 409, as POST /pix's), then the batch is written (EM_PROCESSAMENTO, with the Idempotency-Key's answer),
 * then every item is issued as POST /pix issues it, a group at a time (issueGroup): one item's refusal
 * rolls back nothing else; the items' outcomes and the counts are written at the end (CONCLUIDO).
 * A retry with the key answers the batch as it is then.
 */
export async function createChargeBatch(
  deps: BatchDeps, principal: Principal, descricao: string, items: BatchItemInput[], idempotency?: IdempotencyInput, externalId: string | null = null,
): Promise<{ batch: ChargeBatch; replayed: boolean }> {
  assertBatchSize(items.length);
  // The store's gates hold for every item alike: checked once, and a closed one refuses the batch (409).
  const issuer = await checkIssuer(deps, principal);
  const out = await withIdempotencyOf(
    deps, principal, idempotency,
    async (response) => getChargeBatch(deps, principal, String(response.lote_id)),
    (slot) => runBatch(deps, principal, issuer, descricao, items, externalId, slot),
  );
  return { batch: out.value, replayed: out.replayed };
}

async function runBatch(deps: BatchDeps, principal: Principal, issuer: Issuer, descricao: string, items: BatchItemInput[], externalId: string | null, slot?: IdempotencySlot): Promise<ChargeBatch> {
  const batch: ChargeBatch = {
    id: randomUUID(), storeId: principal.storeId, environment: principal.environment, descricao, status: "EM_PROCESSAMENTO",
    total: items.length, criadas: 0, negadas: 0, createdAt: new Date(), externalId, itens: [],
  };
  await deps.batches.insert(batch, slot);
  const itens: BatchItem[] = [];
  for (let from = 0; from < items.length; from += BATCH_GROUP_SIZE) {
    itens.push(...(await issueGroup(deps, principal, issuer, items.slice(from, from + BATCH_GROUP_SIZE), from)));
  }
  const done = concluded(batch, itens);
  await deps.batches.finish(done);
  return done;
}

type Drafted = { indice: number; prepared: PreparedIssue; txid: string | null };

/**
 * One group of items, each issued as POST /pix issues it (draftIssue: the same checks; the engine
 * call under the charge's id; the same completion and events), the writes shared by the group.
 */
async function issueGroup(deps: BatchDeps, principal: Principal, issuer: Issuer, items: BatchItemInput[], first: number): Promise<BatchItem[]> {
  const out: BatchItem[] = [];
  const drafted: Drafted[] = [];
  await mapConcurrently(items, BATCH_CONCURRENCY, async (item, i) => {
    const indice = first + i;
    const txid = item.txid ?? null;
    if ("problema" in item) return void out.push(refusedItem(indice, item.problema, txid));
    try {
      const input = item.input();
      if (!input.vencimento) throw dueDateRequired();
      drafted.push({ indice, txid, prepared: await draftIssue(deps, principal, input, issuer) });
    } catch (err) {
      out.push(refusedItem(indice, problemOfLogged(deps, err, indice), txid));
    }
  });
  const written = await writeCreating(deps, drafted, out);
  const issued: (EngineIssued & { indice: number; asked: string | null })[] = [];
  await mapConcurrently(written, BATCH_CONCURRENCY, async ({ indice, prepared, txid }) => {
    const called = await callEngine(prepared.engine, prepared.charge, prepared.request);
    if (called.ok) return void issued.push({ indice, asked: txid, ...prepared, pix: called.pix });
    out.push(await afterFailure(deps, indice, txid, prepared.charge, () => afterEngineFailure(deps, prepared.charge, called.error)));
  });
  out.push(...(await completeGroup(deps, issued)));
  return out;
}

/**
 * The group's `creating` rows in one statement; when it fails (a chosen txid already taken), each
 * item on its own as POST /pix writes it, so that only the item at fault is refused. An item with a
 * coupon is always written on its own (its use is reserved in the same transaction).
 */
async function writeCreating(deps: BatchDeps, drafted: Drafted[], out: BatchItem[]): Promise<Drafted[]> {
  const plain = drafted.filter((d) => d.prepared.charge.couponId === null);
  try {
    await deps.issues.insertCreatingMany(plain.map(({ prepared }) => ({ ...prepared, firstSweepAt: firstSweepAtOf(deps, prepared) })));
  } catch (err) {
    deps.logger.warn({ err }, "a batch's group could not be written at once; writing its items one by one");
    return writeEach(deps, drafted, out);
  }
  return [...plain, ...(await writeEach(deps, drafted.filter((d) => d.prepared.charge.couponId !== null), out))];
}

async function writeEach(deps: BatchDeps, drafted: Drafted[], out: BatchItem[]): Promise<Drafted[]> {
  const written: Drafted[] = [];
  await mapConcurrently(drafted, BATCH_CONCURRENCY, async (d) => {
    try {
      await deps.issues.insertCreating(d.prepared.charge, d.prepared.request, firstSweepAtOf(deps, d.prepared));
      written.push(d);
    } catch (err) {
      out.push(refusedItem(d.indice, problemOfLogged(deps, err, d.indice), d.txid));
    }
  });
  return written;
}

/**
 * The group's completions in one transaction. A charge completed meanwhile by the sweeper is CRIADA all
 * the same; if the transaction fails, the charges stay `creating` and the sweeper completes them
 * (EM_PROCESSAMENTO), as after an unanswered engine call.
 */
async function completeGroup(deps: BatchDeps, issued: (EngineIssued & { indice: number; asked: string | null })[]): Promise<BatchItem[]> {
  let completed: Set<string>;
  try {
    completed = new Set((await completeIssues(deps, issued)).map((c) => c.id));
  } catch (err) {
    deps.logger.error({ err }, "a batch's group of issued charges could not be completed; the issue sweeper completes them");
    return issued.map(({ indice, charge }) => pendingItem(indice, charge.txid, charge.id));
  }
  return Promise.all(issued.map(async ({ indice, asked, charge }) =>
    completed.has(charge.id) ? createdItem(indice, charge.txid, charge.id) : afterFailure(deps, indice, asked, charge, async () => charge)));
}

/**
 * The item of a charge whose issue did not end here: refused by the provider (the charge failed,
 * never shown; `asked`, the txid the item asked for, if any, stays on the NEGADA item) or, unanswered,
 * still `creating` with the sweeper going on issuing it under its txid.
 */
async function afterFailure(deps: BatchDeps, indice: number, asked: string | null, charge: Charge, settle: () => Promise<unknown>): Promise<BatchItem> {
  let problem: unknown;
  await settle().catch((err: unknown) => (problem = err));
  const now = await deps.charges.reload(charge);
  if (!now || now.status === "failed") return refusedItem(indice, problemOfLogged(deps, problem, indice), asked);
  if (now.status === "creating") return pendingItem(indice, charge.txid, charge.id);
  return createdItem(indice, now.txid, now.id);
}

function problemOfLogged(deps: Pick<BatchDeps, "logger">, err: unknown, indice: number): BatchProblem {
  const problem = problemOf(err);
  if (problem.codigo === "ERRO_INTERNO") deps.logger.error({ err, indice }, "unexpected error issuing a batch item");
  return problem;
}

/** GET /pix/lotes/{id}: the principal's own batch (another store's id: 404). */
export async function getChargeBatch(deps: Pick<BatchDeps, "batches">, principal: Principal, id: string): Promise<ChargeBatch> {
  return found(await deps.batches.find(scopeOf(principal), id));
}

/** GET /lotecobv/{id}: the principal's own batch by the client's id (another store's: 404). */
export async function getChargeBatchByExternalId(deps: Pick<BatchDeps, "batches">, principal: Principal, externalId: string): Promise<ChargeBatch> {
  return found(await deps.batches.findByExternalId(scopeOf(principal), externalId));
}

function found(batch: ChargeBatch | null): ChargeBatch {
  if (!batch) throw errors.notFound("Lote");
  return batch;
}

export const listChargeBatches = (deps: Pick<BatchDeps, "batches">, principal: Principal) => deps.batches.list(scopeOf(principal));
