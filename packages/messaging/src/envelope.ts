import { z } from "zod";

/** Events merchants may receive (webhooks); anything else stays inside the platform. */
export const PUBLIC_EVENT_NAMES = [
  "charge.created",
  "charge.paid",
  "charge.extra_payment",
  // Issue 25 (additive): a pending charge passed its expires_at unpaid.
  "charge.expired",
  "subscription.charged",
  // Pix Automático (issue 14, additive): the payer approved, rejected or cancelled the authorization, or it expired.
  "subscription.authorization_updated",
  "withdrawal.completed",
  "withdrawal.rejected",
  // Refunds (issue 24, additive): a devolução settled (DEVOLVIDO) or was refused (NAO_REALIZADO, amount back in the balance).
  "refund.completed",
  "refund.failed",
  // MED infractions (issue 25, additive): the payer's bank contested a Pix (amount blocked), and its end.
  "infraction.opened",
  "infraction.closed",
] as const;
/** engine.notice_received: charges' queue of recorded engine notices awaiting confirmation. */
/** engine.recurrence_notice_received: subscriptions' queue of recorded Pix Automático notices (the engine is read again). */
/** catalog.reference_deleted: a deleted record's references a holder could not clear at once (contract 4.7). */
/**
 * principal.*: identity's database triggers write one when what Authenticate answers may change (a key
 * revoked, a session ended, an account, team grant or store membership changed); every gateway replica
 * drops its cached principals for the ids in `data` (issue 13).
 */
export const PRINCIPAL_EVENT_NAMES = [
  "principal.api_key_changed", "principal.session_changed", "principal.user_changed", "principal.membership_changed",
] as const;
export const INTERNAL_EVENT_NAMES = [
  "audit.recorded", "engine.notice_received", "engine.recurrence_notice_received", "catalog.reference_deleted", ...PRINCIPAL_EVENT_NAMES,
] as const;
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
/**
 * Where the event comes from, for observability only (never in a webhook body): the request id of the
 * HTTP request that caused it and the W3C trace context of the span that wrote it (issue 15). The
 * relay turns it into broker headers; consumers log under the request id and continue the trace.
 */
export const EventContextSchema = z.object({
  request_id: z.string().regex(/^[A-Za-z0-9-]{8,64}$/).optional(),
  traceparent: z.string().max(128).optional(),
  tracestate: z.string().max(512).optional(),
});

export const EnvelopeSchema = z.object({
  id: z.uuid(),
  event: z.string().regex(EVENT_PATTERN, "event must be a dot-separated routing key"),
  occurred_at: z.iso.datetime(), // no offset allowed: always UTC ("Z")
  owner: OwnerSchema,
  data: z.record(z.string(), z.unknown()),
  // A malformed context is dropped, never a reason to refuse the event.
  context: EventContextSchema.optional().catch(undefined),
});
export type EventContext = z.infer<typeof EventContextSchema>;

export type Owner = z.infer<typeof OwnerSchema>;
export type Envelope = z.infer<typeof EnvelopeSchema>;

