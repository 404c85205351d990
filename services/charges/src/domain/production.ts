import type { ProducaoBlock } from "@pix/errors";

/** What identity's StoreProfile says about production approval (contract 2.1 / 3.2). */
export interface ProductionFacts {
  productionStatus: string;
  productionRequestedAt: string | null;
  productionReviewedAt: string | null;
  productionRejectReason: string | null;
}

// Same wording as identity's answers to the same situation (switching to live, creating a live key).
const MENSAGEM: Record<string, string> = {
  sandbox: "Envie os dados da empresa e os documentos para solicitar a liberação para produção.",
  pending: "Sua solicitação de produção está em análise pela equipe.",
  rejected: "Sua solicitação foi recusada; corrija os dados indicados e envie novamente.",
  approved: "Conta liberada para produção.",
};

export function producaoBlock(facts: ProductionFacts): ProducaoBlock {
  const status = facts.productionStatus || "sandbox"; // null or absent counts as sandbox
  return {
    status,
    liberada: status === "approved",
    solicitada_em: facts.productionRequestedAt,
    revisada_em: facts.productionReviewedAt,
    motivo_recusa: status === "rejected" ? facts.productionRejectReason : null,
    mensagem: MENSAGEM[status] ?? MENSAGEM.sandbox,
  };
}
