import { Agent, request } from "undici";
import type { PrivateTargets } from "../domain/target-policy";
import { BlockedTargetError, guardedConnector } from "./target-guard";

/** Contract section 8: one attempt, 8 seconds in total (connect, headers and body). */
export const DELIVERY_TIMEOUT_MS = 8_000;

export interface AttemptOutcome {
  /** HTTP status when the receiver answered (any status, 3xx included: redirects are not followed). */
  statusCode: number | null;
  /** Why there is no status: timeout, refused connection, blocked address… (safe to show the merchant). */
  error: string | null;
  durationMs: number;
}

const TIMEOUT_CODES = new Set(["UND_ERR_CONNECT_TIMEOUT", "UND_ERR_HEADERS_TIMEOUT", "UND_ERR_BODY_TIMEOUT"]);
const NETWORK_MESSAGES: Record<string, string> = {
  ECONNREFUSED: "Conexão recusada pelo destino",
  ECONNRESET: "Conexão encerrada pelo destino",
  UND_ERR_SOCKET: "Conexão encerrada pelo destino",
  ENOTFOUND: "Host não encontrado",
  EAI_AGAIN: "Falha temporária de DNS",
  EHOSTUNREACH: "Destino inalcançável",
  ENETUNREACH: "Rede inalcançável",
};

/**
 * POSTs signed webhook bodies with undici. Redirects are never followed (undici's request() has no
 * redirect handling unless asked), every connection goes through the SSRF guard, and the whole attempt
 * is bounded by one abort signal. The response body is drained and ignored.
 */
export class WebhookSender {
  private readonly agent: Agent;

  constructor(mode: PrivateTargets, private readonly timeoutMs = DELIVERY_TIMEOUT_MS) {
    this.agent = new Agent({
      connect: guardedConnector(mode, timeoutMs),
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      keepAliveTimeout: 4_000,
    });
  }

  async send(url: string, body: string, headers: Record<string, string>): Promise<AttemptOutcome> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    try {
      const res = await request(url, {
        method: "POST",
        body,
        headers: { "content-type": "application/json", "user-agent": "PixGateway-Webhooks/1", ...headers },
        dispatcher: this.agent,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      await res.body.dump({ limit: 64 * 1024 }).catch(() => undefined); // the status is the answer
      return { statusCode: res.statusCode, error: null, durationMs: elapsed() };
    } catch (err) {
      return { statusCode: null, error: this.describe(err), durationMs: elapsed() };
    }
  }

  close(): Promise<void> {
    return this.agent.close();
  }

  private describe(err: unknown): string {
    const e = err as { name?: string; code?: string; cause?: unknown };
    if (err instanceof BlockedTargetError) return err.message;
    if (e.cause instanceof BlockedTargetError) return e.cause.message;
    if (e.name === "TimeoutError" || TIMEOUT_CODES.has(e.code ?? "")) return `Tempo esgotado (${this.timeoutMs / 1000} s)`;
    if (e.code && NETWORK_MESSAGES[e.code]) return NETWORK_MESSAGES[e.code];
    if (e.code && /CERT|TLS|SSL/.test(e.code)) return `Falha TLS (${e.code})`;
    return `Falha de conexão (${e.code ?? e.name ?? "desconhecida"})`;
  }
}
