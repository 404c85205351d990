export type PageState = "pending" | "paid" | "refunded" | "expired";

/** What the payer reads in the live status region, per state. */
export const STATUS_TEXT: Record<PageState, string> = {
  pending: "Aguardando pagamento…",
  paid: "Pagamento confirmado!",
  refunded: "Este pagamento foi reembolsado.",
  expired: "Este Pix expirou. Peça um novo código à loja.",
};

/** The charge has no expired status of its own; a pending charge past expires_at can no longer be paid. */
export function pageState(charge: { status: string; expires_at?: string | null }, now = Date.now()): PageState {
  if (charge.status === "paid") return "paid";
  if (charge.status === "refunded") return "refunded";
  if (charge.expires_at && Date.parse(charge.expires_at) <= now) return "expired";
  return "pending";
}
