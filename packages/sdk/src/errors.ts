import type { components } from "./generated/api";

/** Every `codigo` the API documents (contract section 7 and what the product adds). */
export type Codigo = NonNullable<components["schemas"]["RouteError"]["error"]["codigo"]>;

/**
 * An answer other than 2xx, as a typed object. `codigo` says which business rule refused (when one did:
 * branch on it, never on the message); `erros` is the list of field problems when the API sends one;
 * `details` is the whole `error` object (e.g. `producao`, `retry_after`, `disponivel`).
 */
export class PixApiError extends Error {
  override readonly name = "PixApiError";
  constructor(
    readonly status: number,
    message: string,
    readonly codigo: Codigo | undefined,
    readonly erros: unknown[] | undefined,
    readonly details: Record<string, unknown>,
    /** `x-request-id` of the answer: quote it when asking for support. */
    readonly requestId: string | null,
  ) {
    super(message);
  }

  /** Builds the error from a failed answer's parsed body (`{error: string}`, `{error: {message, codigo?, …}}` or `{error: {id}}`). */
  static from(response: Response, body: unknown): PixApiError {
    const requestId = response.headers.get("x-request-id");
    const raw = (body as { error?: unknown } | null | undefined)?.error;
    if (typeof raw === "string") return new PixApiError(response.status, raw, undefined, undefined, { message: raw }, requestId);
    if (raw && typeof raw === "object") {
      const details = raw as Record<string, unknown>;
      const message = typeof details.message === "string" ? details.message
        : typeof details.id === "string" ? `Erro interno do gateway (id ${details.id})` : `HTTP ${response.status}`;
      const erros = Array.isArray(details.erros) ? details.erros : undefined;
      return new PixApiError(response.status, message, details.codigo as Codigo | undefined, erros, details, requestId);
    }
    return new PixApiError(response.status, `O gateway respondeu HTTP ${response.status} sem corpo de erro`, undefined, undefined, {}, requestId);
  }
}
