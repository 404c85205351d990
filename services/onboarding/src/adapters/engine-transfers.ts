/** The payment engine's transfers (payouts) API, called as the store's subaccount. */
import type { PixKeyType } from "../domain/withdrawal";
import { recordEngineCall } from "@pix/observability";
import { z } from "zod";

export type TransferStatus = "PENDING" | "DONE" | "FAILED";

/** The engine's transfer answer, as far as a withdrawal reads it. */
const engineTransferSchema = z.object({
  id: z.union([z.string(), z.number()]),
  status: z.enum(["PENDING", "DONE", "FAILED"]),
  endToEndIdentifier: z.string().nullish(),
  failReason: z.string().nullish(),
  effectiveDate: z.string().nullish(),
});
const engineErrorSchema = z.object({ errors: z.array(z.object({ description: z.string().optional() })).optional() });

export interface TransferState {
  id: string;
  status: TransferStatus;
  endToEndId: string | null;
  failReason: string | null;
  effectiveAt: Date | null;
}

export interface CreateTransfer {
  valueCents: number;
  pixKey: string;
  pixKeyType: PixKeyType;
  /** The withdrawal id: every attempt of one withdrawal carries it. */
  externalReference: string;
  /** withdrawal id + attempt number: a repeated call after a crash finds the same transfer. */
  idempotencyKey: string;
}

/** The engine refused the transfer (4xx): the attempt failed, with the engine's description. */
export class TransferRefused extends Error {}

export interface EngineTransfers {
  create(apiKey: string, input: CreateTransfer): Promise<TransferState>;
  get(apiKey: string, transferId: string): Promise<TransferState>;
}

/** Per environment: the engine's base URL, or null when that environment has no engine configured. */
export function httpEngineTransfers(baseUrl: string, timeoutMs: number): EngineTransfers {
  const call = async (apiKey: string, method: string, path: string, body?: unknown, idempotencyKey?: string): Promise<TransferState> => {
    const op = method === "POST" ? "createTransfer" : "getTransfer";
    const start = performance.now();
    let status: number | null = null;
    try {
      const result = await send(apiKey, method, path, (s) => (status = s), body, idempotencyKey);
      recordEngineCall(op, start, status, null);
      return result;
    } catch (err) {
      recordEngineCall(op, start, status, err instanceof TransferRefused ? null : "unavailable");
      throw err;
    }
  };
  const send = async (apiKey: string, method: string, path: string, answered: (status: number) => void, body?: unknown, idempotencyKey?: string): Promise<TransferState> => {
    const res = await fetch(`${baseUrl.replace(/\/+$/, "")}/v3/transfers${path}`, {
      method,
      headers: {
        access_token: apiKey,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    answered(res.status);
    const json: unknown = await res.json().catch(() => null);
    if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429) {
      throw new TransferRefused(engineErrorSchema.safeParse(json).data?.errors?.[0]?.description ?? `engine answered ${res.status}`);
    }
    const transfer = res.ok ? engineTransferSchema.safeParse(json) : null;
    if (!transfer?.success) throw new Error(`engine answered ${res.status}${transfer ? `: ${transfer.error.message}` : ""}`);
    const t = transfer.data;
    return {
      id: String(t.id),
      status: t.status,
      endToEndId: t.endToEndIdentifier ?? null,
      failReason: t.failReason ?? null,
      effectiveAt: t.effectiveDate ? new Date(t.effectiveDate) : null,
    };
  };
  return {
    create: (apiKey, t) =>
      call(apiKey, "POST", "", { valueCents: t.valueCents, pixAddressKey: t.pixKey, pixAddressKeyType: t.pixKeyType, operationType: "PIX", externalReference: t.externalReference }, t.idempotencyKey),
    get: (apiKey, id) => call(apiKey, "GET", `/${encodeURIComponent(id)}`),
  };
}
