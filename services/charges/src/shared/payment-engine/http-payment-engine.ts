import { setTimeout as sleep } from "node:timers/promises";
import { Pool } from "undici";
import { z } from "@pix/errors";
import { recordEngineCall } from "@pix/observability";
import {
  PaymentEngineError,
  type CreatePixChargeInput,
  type CreateSubaccountInput,
  type PaymentEngine,
  type PixCharge,
  type PixTransaction,
  type Subaccount,
  type SubaccountStatus,
} from "./payment-engine";

export interface HttpPaymentEngineOptions {
  /** Engine origin, optionally with a path prefix; routes (/v3/...) are appended. */
  baseUrl: string;
  apiKey: string;
  /** Per attempt, for response headers and again for the body. Default 5000. */
  timeoutMs?: number;
  /** Extra attempts for idempotent calls. Default 2. */
  maxRetries?: number;
  /** First backoff; doubles per retry, plus jitter. Default 200. */
  retryDelayMs?: number;
  /** Pool size towards the engine. Default 16. */
  connections?: number;
}

// Responses are validated at the boundary: a changed engine API fails loudly here, not deep in the domain.
const review = z.enum(["PENDING", "AWAITING_APPROVAL", "APPROVED", "REJECTED", "EXPIRING_SOON", "EXPIRED"]);
const date = z.iso.datetime({ offset: true }).transform((s) => new Date(s));
const cents = z.int().min(0);

const subaccountSchema: z.ZodType<Subaccount> = z.object({ id: z.string(), walletId: z.string(), apiKey: z.string(), status: review });
const subaccountStatusSchema: z.ZodType<SubaccountStatus> = z.object({
  id: z.string(),
  general: review,
  commercialInfo: review,
  bankAccountInfo: review,
  documentation: review,
  onboardingUrl: z.string().nullable(),
});
const pixChargeSchema: z.ZodType<PixCharge> = z.object({
  id: z.string(),
  txid: z.string(),
  status: z.enum(["PENDING", "RECEIVED", "EXPIRED"]),
  locationUrl: z.string(),
  amountCents: cents,
  netValueCents: cents,
  description: z.string().optional(),
  expiresAt: date,
  split: z.array(z.object({ walletId: z.string(), totalValueCents: cents })),
  endToEndId: z.string().optional(),
  paidAt: date.optional(),
});
const pixTransactionSchema: z.ZodType<PixTransaction> = z.object({
  id: z.string(),
  endToEndId: z.string(),
  chargeId: z.string(),
  txid: z.string(),
  amountCents: cents,
  paidAt: date,
});
const errorBodySchema = z.object({ errors: z.array(z.object({ code: z.string(), description: z.string() })).min(1) });

export interface Call<T> {
  /** The `operation` label of the engine series. */
  op: string;
  method: "GET" | "POST" | "PUT";
  path: string;
  schema: z.ZodType<T>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Only idempotent calls are retried: a retried non-idempotent POST could act twice. */
  idempotent: boolean;
}

export class HttpPaymentEngine implements PaymentEngine {
  // Private fields keep the key out of util.inspect / JSON.stringify of the adapter.
  readonly #apiKey: string;
  readonly #pool: Pool;
  readonly #prefix: string;
  readonly #timeoutMs: number;
  readonly #maxRetries: number;
  readonly #retryDelayMs: number;

  readonly #options: HttpPaymentEngineOptions;

  /** `pool` is only passed by withApiKey, to share connections between accounts. */
  constructor(options: HttpPaymentEngineOptions, pool?: Pool) {
    const url = new URL(options.baseUrl);
    this.#options = options;
    this.#apiKey = options.apiKey;
    this.#prefix = url.pathname.replace(/\/+$/, "");
    this.#timeoutMs = options.timeoutMs ?? 5_000;
    this.#maxRetries = options.maxRetries ?? 2;
    this.#retryDelayMs = options.retryDelayMs ?? 200;
    this.#pool =
      pool ??
      new Pool(url.origin, {
        connections: options.connections ?? 16,
        connect: { timeout: this.#timeoutMs },
        headersTimeout: this.#timeoutMs,
        bodyTimeout: this.#timeoutMs,
      });
  }

  /** The same engine acting as another account (a subaccount's key) over the same connections; close() the original only. */
  withApiKey(apiKey: string): HttpPaymentEngine {
    return new HttpPaymentEngine({ ...this.#options, apiKey }, this.#pool);
  }

  createSubaccount(input: CreateSubaccountInput): Promise<Subaccount> {
    return this.#call({ op: "createSubaccount", method: "POST", path: "/v3/accounts", body: input, schema: subaccountSchema, idempotent: false });
  }

  getSubaccountStatus(id: string): Promise<SubaccountStatus> {
    return this.#call({ op: "getSubaccountStatus", method: "GET", path: `/v3/accounts/${encodeURIComponent(id)}/status`, schema: subaccountStatusSchema, idempotent: true });
  }

  createPixCharge(input: CreatePixChargeInput, idempotencyKey: string): Promise<PixCharge> {
    return this.#call({
      op: "createPixCharge",
      method: "POST",
      path: "/v3/pix/charges",
      body: { ...input, expiresAt: input.expiresAt.toISOString() },
      headers: { "idempotency-key": idempotencyKey },
      schema: pixChargeSchema,
      idempotent: true,
    });
  }

  getPixCharge(id: string): Promise<PixCharge> {
    return this.#call({ op: "getPixCharge", method: "GET", path: `/v3/pix/charges/${encodeURIComponent(id)}`, schema: pixChargeSchema, idempotent: true });
  }

  async findTransaction(endToEndId: string): Promise<PixTransaction | null> {
    try {
      return await this.#call({ op: "findTransaction", method: "GET", path: `/v3/pix/transactions?endToEndId=${encodeURIComponent(endToEndId)}`, schema: pixTransactionSchema, idempotent: true });
    } catch (err) {
      if (err instanceof PaymentEngineError && err.kind === "rejected" && err.status === 404) return null;
      throw err;
    }
  }

  /** Another engine resource (payment-engine/recurrences.ts) with the same key, timeouts, retries and error mapping. */
  request<T>(call: Call<T>): Promise<T> {
    return this.#call(call);
  }

  close(): Promise<void> {
    return this.#pool.close();
  }

  async #call<T>(call: Call<T>): Promise<T> {
    const attempts = call.idempotent ? this.#maxRetries + 1 : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.#once(call);
      } catch (err) {
        if (!(err instanceof PaymentEngineError) || !err.transient || attempt >= attempts) throw err;
        const backoff = this.#retryDelayMs * 2 ** (attempt - 1);
        await sleep(backoff + Math.random() * backoff * 0.5); // jitter spreads retries of concurrent callers
      }
    }
  }

  async #once<T>(call: Call<T>): Promise<T> {
    const start = performance.now();
    let status: number | null = null;
    try {
      const result = await this.#send(call, (s) => (status = s));
      recordEngineCall(call.op, start, status, null);
      return result;
    } catch (err) {
      const failed = !(err instanceof PaymentEngineError) || err.kind !== "rejected";
      recordEngineCall(call.op, start, status, failed ? (err instanceof PaymentEngineError ? err.kind : "error") : null);
      throw err;
    }
  }

  async #send<T>(call: Call<T>, answered: (status: number) => void): Promise<T> {
    let statusCode: number;
    let text: string;
    try {
      const res = await this.#pool.request({
        method: call.method,
        path: this.#prefix + call.path,
        headers: {
          accept: "application/json",
          access_token: this.#apiKey,
          ...(call.body !== undefined && { "content-type": "application/json" }),
          ...call.headers,
        },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        headersTimeout: this.#timeoutMs,
        bodyTimeout: this.#timeoutMs,
      });
      statusCode = res.statusCode;
      answered(statusCode);
      text = await res.body.text();
    } catch (err) {
      throw transportError(err, call);
    }

    const json = parseJson(text);
    if (statusCode >= 200 && statusCode < 300) {
      const parsed = call.schema.safeParse(json);
      if (parsed.success) return parsed.data;
      throw new PaymentEngineError("unavailable", `${call.method} ${call.path}: unexpected response from payment engine`, statusCode);
    }
    const engineError = errorBodySchema.safeParse(json);
    const detail = engineError.success ? engineError.data.errors.map((e) => e.description).join("; ") : `HTTP ${statusCode}`;
    const kind = statusCode === 429 || statusCode >= 500 ? "unavailable" : statusCode === 408 ? "timeout" : "rejected";
    throw new PaymentEngineError(kind, `${call.method} ${call.path}: ${detail}`, statusCode, engineError.success ? engineError.data.errors[0].code : undefined);
  }
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** Maps undici failures; messages carry no request headers, so the api key cannot leak through them. */
function transportError(err: unknown, call: Call<unknown>): PaymentEngineError {
  const where = `${call.method} ${call.path}`;
  const code = (err as { code?: string } | undefined)?.code;
  // Sent but unanswered: the engine may have acted. (A connect timeout means nothing was sent.)
  if (code === "UND_ERR_HEADERS_TIMEOUT" || code === "UND_ERR_BODY_TIMEOUT") {
    return new PaymentEngineError("timeout", `${where}: payment engine did not answer in time`);
  }
  return new PaymentEngineError("unavailable", `${where}: payment engine unreachable${code ? ` (${code})` : ""}`);
}
