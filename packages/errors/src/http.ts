import { AppError, ErrorKind } from "./app-error";

const HTTP_STATUS: Record<ErrorKind, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  bad_gateway: 502,
  unavailable: 503,
  internal: 500,
};

export function httpStatusOf(err: AppError): number {
  return HTTP_STATUS[err.kind];
}

/**
 * Headers that travel with an error: Retry-After (seconds, RFC 9110) when the error says when to come
 * back (`retryAfterS`: LIMITE_DE_EMAILS, IDEMPOTENCIA_EM_ANDAMENTO). Every HTTP edge sets these with the body.
 */
export function httpHeadersOf(err: AppError): Record<string, string> {
  const seconds = err.retryAfterS;
  return typeof seconds === "number" && Number.isInteger(seconds) && seconds > 0 ? { "Retry-After": String(seconds) } : {};
}

/**
 * Contract section 7: credential failures are `{error: "<string>"}`; route errors are
 * `{error: {message, codigo?, ...extra}}`. Internal errors never reach this function (see the
 * gateway's error handler, which answers `{error: {id}}`).
 */
export function httpBodyOf(err: AppError): { error: unknown } {
  if (err.kind === "unauthenticated") return { error: err.message };
  return { error: { message: err.message, ...(err.codigo ? { codigo: err.codigo } : {}), ...(err.extra ?? {}) } };
}
