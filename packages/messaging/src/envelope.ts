import { z } from "zod";

export {
  EVENT_CATALOG, EVENT_NAMES, PUBLIC_EVENT_NAMES, INTERNAL_EVENT_NAMES, PRINCIPAL_EVENT_NAMES, WEBHOOK_DATA,
  isCatalogued, isPublicEvent, eventDataProblem, checkEventData, EventCatalogError,
  type EventName, type PublicEventName, type PrincipalEventName, type EventData, type EventDataInput, type WebhookData,
} from "./catalog";
import type { EventData, EventName } from "./catalog";

/** Routing keys are dot-separated lowercase words ("charge.paid"): they are matched by topic bindings. */
const EVENT_PATTERN = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/;

export const OwnerSchema = z.object({
  store_id: z.string().min(1),
  environment: z.enum(["test", "live"]),
});

/**
 * The wire format of every event. `event` is not restricted to EVENT_NAMES so that an older consumer
 * still accepts (and can ignore) an event added later; producers are held to the catalogue by buildEnvelope,
 * and consumers parse `data` with the catalogue (startConsumer) before a handler sees it.
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


/** An envelope whose `data` is event `N`'s catalogued payload (one member per name, so `event` narrows `data`). */
export type EventEnvelope<N extends EventName = EventName> = N extends EventName
  ? Omit<Envelope, "event" | "data"> & { event: N; data: EventData<N> }
  : never;
