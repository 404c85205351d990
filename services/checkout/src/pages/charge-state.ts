export type PageState = "pending" | "paid" | "refunded" | "expired";

/** What the payer reads in the live status region, per state. */
export const STATUS_TEXT: Record<PageState, string> = {
  pending: "Aguardando pagamento…",
  paid: "Pagamento confirmado!",
  refunded: "Este pagamento foi devolvido.",
  expired: "Este Pix expirou. Peça um novo código à loja.",
};

/**
 * The charge's own `expired` status (issue 25: the expiry worker, or a store's test clock) and a pending
 * charge already past expires_at (the worker takes up to seconds) both read as expired: no QR is shown.
 */
export function pageState(charge: { status: string; expires_at?: string | null }, now = Date.now()): PageState {
  if (charge.status === "paid") return "paid";
  if (charge.status === "refunded") return "refunded";
  if (charge.status === "expired") return "expired";
  if (charge.expires_at && Date.parse(charge.expires_at) <= now) return "expired";
  return "pending";
}
