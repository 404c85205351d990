import type { Codigo } from "./codigos";

/**
 * The one error type the domain throws. `kind` is a closed set mapped to HTTP and gRPC in one place
 * each; `codigo` is the stable code of the catalogue (`./codigos`), required so that no error is
 * answered without one (issue 33); `extra` carries contract fields that sit beside
 * `message` in the error body (e.g. `valor_minimo`, `producao`); `retryAfterS` becomes a header.
 */
export const ERROR_KINDS = [
  "validation",
  "unauthenticated",
  "forbidden",
  "not_found",
  "conflict",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "bad_gateway",
  "unavailable",
  "internal",
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

export type ErrorExtra = Record<string, unknown>;

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly codigo: Codigo,
    readonly extra?: ErrorExtra,
    /** Whole seconds until the caller may try again: the gateway sends it as `Retry-After` (429, 503). */
    readonly retryAfterS?: number,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export function isAppError(err: unknown): err is AppError {
  return err instanceof AppError;
}
