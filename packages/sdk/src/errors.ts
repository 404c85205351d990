import type { components } from "./generated/api";

/** Every `codigo` the API documents (contract section 7 and what the product adds). */
export type Codigo = NonNullable<components["schemas"]["RouteError"]["error"]["codigo"]>;

/**
 * The SDK's own codes, for failures whose answer carries none: a 401 from a gateway that sends no
 * `Pix-Codigo` header, and no answer at all (DNS, refused connection, TLS, a dropped socket). Branch on
 * these like on `Codigo`.
 */
export const SdkCodigo = { NAO_AUTENTICADO: "NAO_AUTENTICADO", SEM_CONEXAO: "SEM_CONEXAO" } as const;
export type SdkCodigo = (typeof SdkCodigo)[keyof typeof SdkCodigo];

/** The low-level reason of a fetch that got no answer (undici puts it in `cause`), for the message. */
function networkCause(err: unknown): string {
  const cause = (err as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (typeof cause?.code === "string") return cause.code;
  if (typeof cause?.message === "string") return cause.message;
  return err instanceof Error ? err.message : String(err);
}

/**
 * An answer other than 2xx, as a typed object. `codigo` says which business rule refused (when one did:
 * branch on it, never on the message); `erros` is the list of field problems when the API sends one;
 * `details` is the whole `error` object (e.g. `producao`, `retry_after`, `disponivel`).
 */
export class PixApiError extends Error {
  override readonly name = "PixApiError";
  constructor(
    /** The HTTP status; 0 when no answer came (codigo SEM_CONEXAO). */
    readonly status: number,
    message: string,
    /** The API's code (a 401's from its `Pix-Codigo` header), or the SDK's own (NAO_AUTENTICADO, SEM_CONEXAO without an answer). */
    readonly codigo: Codigo | SdkCodigo | undefined,
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
    // The contract's 401 is a bare string (it says why, e.g. a revoked key's when and why); its code comes in
    // the Pix-Codigo header (API_KEY_REVOGADA, CREDENCIAL_INVALIDA…), or NAO_AUTENTICADO from a gateway without it.
    const unauthenticated = response.status === 401 ? ((response.headers.get("pix-codigo") as Codigo | null) ?? SdkCodigo.NAO_AUTENTICADO) : undefined;
    if (typeof raw === "string") return new PixApiError(response.status, raw, unauthenticated, undefined, { message: raw }, requestId);
    if (raw && typeof raw === "object") {
      const details = raw as Record<string, unknown>;
      const message = typeof details.message === "string" ? details.message
        : typeof details.id === "string" ? `Erro interno do gateway (id ${details.id})` : `HTTP ${response.status}`;
      const erros = Array.isArray(details.erros) ? details.erros : undefined;
      return new PixApiError(response.status, message, (details.codigo as Codigo | undefined) ?? unauthenticated, erros, details, requestId);
    }
    const message = unauthenticated ? "Não autenticado: confira a API key (PIX_API_KEY) ou crie uma nova no painel" : `O gateway respondeu HTTP ${response.status} sem corpo de erro`;
    return new PixApiError(response.status, message, unauthenticated, undefined, {}, requestId);
  }

  /** No answer from `url` (the fetch itself failed): status 0, codigo SEM_CONEXAO, the cause in the message. */
  static network(url: string, err: unknown): PixApiError {
    let origin = url;
    try {
      origin = new URL(url).origin;
    } catch { /* not a URL: say it as given */ }
    const cause = networkCause(err);
    return new PixApiError(
      0,
      `Sem conexão com o gateway em ${origin} (${cause}). Confira o endereço do gateway (baseUrl), a rede e se o gateway está no ar; depois tente de novo.`,
      SdkCodigo.SEM_CONEXAO, undefined, { cause }, null,
    );
  }
}
