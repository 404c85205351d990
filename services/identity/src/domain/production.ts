import type { ProducaoBlock } from "@pix/errors";

export const PRODUCTION_STATUSES = ["sandbox", "pending", "approved", "rejected"] as const;

interface ProductionFacts {
  productionStatus: string | null;
  productionRequestedAt: Date | null;
  productionReviewedAt: Date | null;
  productionRejectReason: string | null;
}

const MENSAGEM: Record<string, string> = {
  sandbox: "Envie os dados da empresa e os documentos para solicitar a liberação para produção.",
  pending: "Sua solicitação de produção está em análise pela equipe.",
  rejected: "Sua solicitação foi recusada; corrija os dados indicados e envie novamente.",
  approved: "Conta liberada para produção.",
};

/** Null or absent counts as sandbox (contract 2.1). */
export function productionStatusOf(user: ProductionFacts): string {
  return user.productionStatus ?? "sandbox";
}

export function isProductionApproved(user: ProductionFacts): boolean {
  return productionStatusOf(user) === "approved";
}

export function producaoBlock(user: ProductionFacts): ProducaoBlock {
  const status = productionStatusOf(user);
  return {
    status,
    liberada: status === "approved",
    solicitada_em: user.productionRequestedAt?.toISOString() ?? null,
    revisada_em: user.productionReviewedAt?.toISOString() ?? null,
    motivo_recusa: status === "rejected" ? user.productionRejectReason : null,
    mensagem: MENSAGEM[status] ?? MENSAGEM.sandbox,
  };
}
