import { AppError, ErrorKind } from "./app-error";
import { Codigo } from "./codigos";

/**
 * The header that carries a 401's `codigo` (issue 33): the contract fixes the 401 body as a bare string,
 * so the code travels beside it.
 */
export const CODIGO_HEADER = "Pix-Codigo";

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
 * back (`retryAfterS`: LIMITE_DE_EMAILS, IDEMPOTENCIA_EM_ANDAMENTO), and a 401's code in CODIGO_HEADER.
 * Every HTTP edge sets these with the body.
 */
export function httpHeadersOf(err: AppError): Record<string, string> {
  const seconds = err.retryAfterS;
  const headers: Record<string, string> = {};
  if (typeof seconds === "number" && Number.isInteger(seconds) && seconds > 0) headers["Retry-After"] = String(seconds);
  if (err.kind === "unauthenticated") headers[CODIGO_HEADER] = err.codigo;
  return headers;
}

/**
 * Contract section 7: credential failures are `{error: "<string>"}` (the code in CODIGO_HEADER); route
 * errors are `{error: {message, codigo, ...extra}}`. Internal errors never reach this function (see
 * internalErrorBody).
 */
export function httpBodyOf(err: AppError): { error: unknown } {
  if (err.kind === "unauthenticated") return { error: err.message };
  return routeErrorBody(err);
}

/** The route-error shape for any error, a 401 included (contract 4.1: social sign-in's 401s are route errors). */
export function routeErrorBody(err: AppError): { error: { message: string; codigo: Codigo } & Record<string, unknown> } {
  return { error: { message: err.message, codigo: err.codigo, ...(err.extra ?? {}) } };
}

/** The 500 of every HTTP edge: only a correlation id (the cause stays in the log) and ERRO_INTERNO. */
export function internalErrorBody(id: string): { error: { id: string; codigo: Codigo } } {
  return { error: { id, codigo: Codigo.ERRO_INTERNO } };
}
