import { formatDateTime } from "./format";
import type { Api } from "./api-types";

type CycleEvent = Api["CycleEvent"];

/** Each step of a Pix Automático cycle as the merchant reads it (the API's `update`, in Portuguese). */
export function cycleUpdateLabel(e: Pick<CycleEvent, "update" | "rejection_code" | "retry_at">): string {
  switch (e.update) {
    case "sent": return "Instrução enviada ao banco do pagador";
    case "debited": return "Débito realizado";
    case "failed": return `Débito recusado${e.rejection_code ? ` (código ${e.rejection_code})` : ""}`;
    case "retry_scheduled": return `Nova tentativa agendada para ${formatDateTime(e.retry_at)}`;
    case "given_up": return "Débito automático encerrado: a cobrança segue pagável pelo QR Code";
    case "resent": return "Instrução reenviada com novo txid";
    case "cancelled": return "Ciclo cancelado";
    default: return e.update;
  }
}
