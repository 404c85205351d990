import { AsyncLocalStorage } from "node:async_hooks";
import type { Metadata } from "@grpc/grpc-js";

/**
 * The correlation id of the HTTP request a call serves (the gateway's `x-request-id`, echoed to the
 * caller). The gateway runs each request inside `withRequestId`; every ServiceClient call made in that
 * async context carries it in metadata, and the service server runs its handler inside the same
 * context, so calls a service makes on to another service keep it too. Audit entries record it.
 */
export const REQUEST_ID_METADATA = "x-request-id";
const WELL_FORMED = /^[A-Za-z0-9-]{8,64}$/;
const storage = new AsyncLocalStorage<string>();

export function withRequestId<T>(requestId: string | null | undefined, fn: () => T): T {
  return requestId && WELL_FORMED.test(requestId) ? storage.run(requestId, fn) : fn();
}

export function currentRequestId(): string | undefined {
  return storage.getStore();
}

/** The well-formed request id a call carries, or null. */
export function readRequestId(metadata: Metadata): string | null {
  const value = metadata.get(REQUEST_ID_METADATA)[0];
  return typeof value === "string" && WELL_FORMED.test(value) ? value : null;
}
