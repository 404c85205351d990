/**
 * The payment engine's Pix Automático notices as they arrive (Asaas-style body; the BCB's webhookrec /
 * webhookcobr carry the same facts): which authorization or cycle changed. The statuses are parsed
 * but never applied: the engine is read again before anything changes (a notice is only a hint).
 * The emulator's wire schemas (emulators/payment-engine/src/notice.ts) are checked against this one in
 * recurrence-notices.spec.ts. Unknown fields are stripped, not refused: providers add fields over time.
 */
import { z } from "@pix/errors";

const id = z.string().min(1).max(64);
const base = { id: z.string().min(1).max(200), dateCreated: z.iso.datetime({ offset: true }) };

export const recurrenceNoticeSchema = z.discriminatedUnion("event", [
  z.object({ ...base, event: z.literal("RECURRENCE_UPDATED"), recurrence: z.object({ id, status: z.string().min(1).max(20) }) }),
  z.object({ ...base, event: z.literal("RECURRING_CHARGE_UPDATED"), recurringCharge: z.object({ id, recurrenceId: id, status: z.string().min(1).max(20) }) }),
]);
export type RecurrenceNotice = z.infer<typeof recurrenceNoticeSchema>;
