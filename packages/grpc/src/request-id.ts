import type { Metadata } from "@grpc/grpc-js";
import { currentRequestId, isWellFormedRequestId, withRequestId } from "@pix/logger";

/**
 * The correlation id of the HTTP request a call serves (the gateway's `x-request-id`, echoed to the
 * caller). The gateway runs each request inside `withRequestId`; every ServiceClient call made in that
 * async context carries it in metadata, and the service server runs its handler inside the same
 * context, so calls a service makes on to another service keep it too. Audit entries record it, and
 * every log line written meanwhile carries it (`request_id`, @pix/logger's mixin). The async context
 * itself lives in @pix/logger so the logger can read it.
 */
export const REQUEST_ID_METADATA = "x-request-id";

export { currentRequestId, withRequestId };

/** The well-formed request id a call carries, or null. */
export function readRequestId(metadata: Metadata): string | null {
  const value = metadata.get(REQUEST_ID_METADATA)[0];
  return isWellFormedRequestId(value) ? value : null;
}
