import { centsField, textField, uuidField } from "@pix/errors";
import { requirePrincipal, type HandlersOf, type MessageInput } from "@pix/grpc";
import { issueInput, idempotencyInput } from "../../issuing/domain/charge-input";
import { amountOfDayMessage } from "../../issuing/grpc/mappers";
import { simulateAmountOfDay } from "../../issuing/usecases/amount-of-day";
import { createChargeBatch, getChargeBatch, getChargeBatchByExternalId, listChargeBatches, type BatchDeps, type BatchItemInput } from "../usecases/batches";
import type { BatchProblem, ChargeBatch } from "../domain/batch";

/** Batches of due-date charges (issue 37) and the amount simulation of the panel's preview. */
export function batchHandlers(deps: BatchDeps) {
  return {
    CreateChargeBatch: async (req, ctx) => {
      const principal = requirePrincipal(ctx);
      const descricao = textField("descricao", req.descricao, 140);
      const items = (req.cobrancas ?? []).map((item): BatchItemInput => ({
        ...(item.problema ? { problema: problemOfMessage(item.problema) } : { input: () => issueInput(item.cobranca ?? {}) }),
        ...(item.txid && { txid: textField("txid", item.txid, 35) }),
      }));
      const externalId = req.external_id ? textField("external_id", req.external_id, 64) : null;
      const out = await createChargeBatch(deps, principal, descricao, items, idempotencyInput(req.idempotency), externalId);
      return { ...batchMessage(out.batch), replayed: out.replayed };
    },
    GetChargeBatch: async (req, ctx) => batchMessage(req.external_id && !req.id
      ? await getChargeBatchByExternalId(deps, requirePrincipal(ctx), textField("external_id", req.external_id, 64))
      : await getChargeBatch(deps, requirePrincipal(ctx), uuidField("id", req.id))),
    ListChargeBatches: async (_req, ctx) => ({ batches: (await listChargeBatches(deps, requirePrincipal(ctx))).map(batchMessage) }),
    SimulateAmountOfDay: async (req, ctx) => {
      requirePrincipal(ctx);
      const amounts = simulateAmountOfDay(centsField("amount_cents", req.amount_cents) ?? 0, req.vencimento ?? {}, req.datas ?? []);
      return { amounts: amounts.map(amountOfDayMessage) };
    },
  } satisfies Partial<HandlersOf<"pix.charges.v1.ChargesService">>;
}

function problemOfMessage(p: { codigo: string; mensagem: string; erros?: { campo: string; local: string; codigo: string; mensagem: string }[] }): BatchProblem {
  return { codigo: p.codigo, mensagem: p.mensagem, erros: (p.erros ?? []).map(({ campo, local, codigo, mensagem }) => ({ campo, local, codigo, mensagem })) };
}

function batchMessage(b: ChargeBatch): MessageInput<"pix.charges.v1.ChargeBatch"> {
  return {
    id: b.id, descricao: b.descricao, status: b.status, total: b.total, criadas: b.criadas, negadas: b.negadas, created_at: b.createdAt.toISOString(),
    ...(b.externalId && { external_id: b.externalId }),
    itens: b.itens.map((i) => ({ indice: i.indice, status: i.status, txid: i.txid ?? undefined, problema: i.problema ?? undefined })),
  };
}
