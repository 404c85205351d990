import type { ProducaoBlock } from "./catalogue";

/** What is known of a store's production approval (contract 2.1 / 3.2), as identity stores it. */
export interface ProductionFacts {
  productionStatus: string | null;
  productionRequestedAt: Date | string | null;
  productionReviewedAt: Date | string | null;
  productionRejectReason: string | null;
}

const MENSAGEM: Record<string, string> = {
  sandbox: "Envie os dados da empresa e os documentos para solicitar a liberação para produção.",
  pending: "Sua solicitação de produção está em análise pela equipe.",
  rejected: "Sua solicitação foi recusada; corrija os dados indicados e envie novamente.",
  approved: "Conta liberada para produção.",
};

const iso = (d: Date | string | null) => (d instanceof Date ? d.toISOString() : d);

/** Null, empty or absent counts as sandbox (contract 2.1). */
export function productionStatusOf(facts: Pick<ProductionFacts, "productionStatus">): string {
  return facts.productionStatus || "sandbox";
}

/** The `producao` block every PRODUCAO_NAO_LIBERADA answer carries, whichever service refuses. */
export function producaoBlock(facts: ProductionFacts): ProducaoBlock {
  const status = productionStatusOf(facts);
  return {
    status,
    liberada: status === "approved",
    solicitada_em: iso(facts.productionRequestedAt),
    revisada_em: iso(facts.productionReviewedAt),
    motivo_recusa: status === "rejected" ? facts.productionRejectReason : null,
    mensagem: MENSAGEM[status] ?? MENSAGEM.sandbox,
  };
}
