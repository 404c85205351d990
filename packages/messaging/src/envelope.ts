import { z } from "zod";

/** Events merchants may receive (webhooks); anything else stays inside the platform. */
export const PUBLIC_EVENT_NAMES = [
  "charge.created",
  "charge.paid",
  "charge.extra_payment",
  "subscription.charged",
  "withdrawal.completed",
  "withdrawal.rejected",
] as const;
/** engine.notice_received: charges' queue of recorded engine notices awaiting confirmation. */
/** catalog.reference_deleted: a deleted record's references a holder could not clear at once (contract 4.7). */
export const INTERNAL_EVENT_NAMES = ["audit.recorded", "engine.notice_received", "catalog.reference_deleted"] as const;
export const EVENT_NAMES = [...PUBLIC_EVENT_NAMES, ...INTERNAL_EVENT_NAMES] as const;

export type PublicEventName = (typeof PUBLIC_EVENT_NAMES)[number];
export type EventName = (typeof EVENT_NAMES)[number];

export function isPublicEvent(event: string): event is PublicEventName {
  return (PUBLIC_EVENT_NAMES as readonly string[]).includes(event);
}

/** Routing keys are dot-separated lowercase words ("charge.paid"): they are matched by topic bindings. */
const EVENT_PATTERN = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/;

export const OwnerSchema = z.object({
  store_id: z.string().min(1),
  environment: z.enum(["test", "live"]),
});

/**
 * The wire format of every event. `event` is not restricted to EVENT_NAMES so that an older consumer
 * still accepts (and can ignore) an event added later; producers are held to the list by buildEnvelope.
 */
export const EnvelopeSchema = z.object({
  id: z.uuid(),
  event: z.string().regex(EVENT_PATTERN, "event must be a dot-separated routing key"),
  occurred_at: z.iso.datetime(), // no offset allowed: always UTC ("Z")
  owner: OwnerSchema,
  data: z.record(z.string(), z.unknown()),
});

export type Owner = z.infer<typeof OwnerSchema>;
export type Envelope = z.infer<typeof EnvelopeSchema>;

