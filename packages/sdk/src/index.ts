/**
 * @pix/sdk: the gateway's API as a typed client. The types are generated from the gateway's OpenAPI
 * document (src/generated/api.ts, checked current by generated.spec.ts), so they cannot drift from it.
 */
export { createPixClient, DEFAULT_GATEWAY_URL, type PixClient, type PixClientOptions, type CallOptions, type Schemas, type BodyOf, type QueryOf } from "./client";
export { PixApiError, SdkCodigo, type Codigo } from "./errors";
export { DEFAULT_RETRY, retryAfterMs, type RetryPolicy } from "./transport";
export { verifyWebhook, parseEvent, signWebhookHeaders, WebhookVerificationError, type PixEvent, type EventName, type EventData, type ChargeEventData } from "./webhooks";
export { streamEvents, type StreamedEvent, type StreamOptions } from "./event-stream";
export type { paths, components } from "./generated/api";
