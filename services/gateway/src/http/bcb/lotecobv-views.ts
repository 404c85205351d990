/**
 * Our batches of due-date charges (issue 37) as the BCB's lotecobv (issue 39): pure mappings, no I/O.
 * The lote's `id` is the client's (PUT /lotecobv/{id}): the path takes it as text, the spec answers it
 * as an integer, so only a positive integer in text is accepted (docs/api-pix-bcb.md).
 */
import type { Message } from "@pix/grpc";
import { cobvPropertyOf } from "./cobv-views";
import { problem, type Problema } from "./problem";

type Batch = Message<"pix.charges.v1.ChargeBatch">;
type ItemProblem = Message<"pix.charges.v1.BatchItemProblem">;

/** 1 to 15 digits, no leading zero: an int64 the answer can carry as a JSON number without loss. */
export const LOTE_ID = /^[1-9]\d{0,14}$/;

/**
 * An item's refusal as the spec's `problema`: the cobv's own problem (CobVOperacaoInvalida, as PUT
 * /cobv/{txid} would answer), its fields named as the cobv body's properties.
 */
export function problemaOf(p: ItemProblem): Problema {
  const violacoes = (p.erros ?? []).map((e) => ({ razao: e.mensagem, propriedade: cobvPropertyOf(e.campo) }));
  return problem("CobVOperacaoInvalida", 400, p.mensagem, violacoes);
}

/**
 * LoteCobVConsultado. An item's `criacao` is the batch's: its charges are created while the batch runs
 * (GET /cobv/{txid} has each one's own); a NEGADA item has none, as the spec's example.
 */
export function loteOf(b: Batch) {
  return {
    id: Number(b.external_id),
    descricao: b.descricao,
    criacao: b.created_at,
    cobsv: (b.itens ?? []).map((i) => ({
      ...(i.status !== "NEGADA" && { criacao: b.created_at }),
      txid: i.txid ?? "",
      status: i.status as "EM_PROCESSAMENTO" | "CRIADA" | "NEGADA",
      ...(i.problema && { problema: problemaOf(i.problema) }),
    })),
  };
}
