// Relative, not "@pix/emulator-payment-engine": the emulator is no dependency of this service (nor a
// workspace link to add to its package.json and the lockfile); only this spec reads its wire schemas.
import { recurrenceNoticeSchema as emulatorRecurrence, recurringChargeNoticeSchema as emulatorCycle } from "../../../../emulators/payment-engine/src/notice";
import { recurrenceNoticeSchema } from "./recurrence-notices";

// The emulator's own schemas describe what it sends; these samples satisfy them, so the adapter's
// schema is checked against the emulator's wire format, not against itself.
const recurrence = emulatorRecurrence.parse({
  id: "evt_1", event: "RECURRENCE_UPDATED", dateCreated: "2026-11-23T10:00:00.000Z", recurrence: { id: "RR0123", status: "APROVADA" },
});
const cycle = emulatorCycle.parse({
  id: "evt_2", event: "RECURRING_CHARGE_UPDATED", dateCreated: "2026-11-23T10:00:00.000Z",
  recurringCharge: { id: "CR0123", recurrenceId: "RR0123", status: "REJEITADA" },
});

describe("recurrenceNoticeSchema", () => {
  it("accepts the emulator's notices, extra fields stripped", () => {
    expect(recurrenceNoticeSchema.parse({ ...recurrence, recurrence: { ...recurrence.recurrence, contract: "x" } })).toEqual(recurrence);
    expect(recurrenceNoticeSchema.parse(cycle)).toEqual(cycle);
  });

  it.each<[string, unknown]>([
    ["another event", { ...recurrence, event: "PAYMENT_RECEIVED" }],
    ["an authorization notice without its recurrence", { ...recurrence, recurrence: undefined }],
    ["a cycle notice without its recurrence id", { ...cycle, recurringCharge: { id: "CR0123", status: "CONCLUIDA" } }],
    ["a bad date", { ...recurrence, dateCreated: "yesterday" }],
  ])("rejects %s", (_name, body) => {
    expect(recurrenceNoticeSchema.safeParse(body).success).toBe(false);
  });
});
