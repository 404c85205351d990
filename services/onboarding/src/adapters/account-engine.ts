/**
 * The payment engine's account API, as onboarding uses it: open a subaccount under the main
 * account, read a subaccount's approval fronts, and read the main account's own Pix keys.
 * Responses are validated at the boundary.
 */
import { z } from "@pix/errors";
import { recordEngineCall } from "@pix/observability";
import type { Environment, Fronts, PixKey } from "../domain/receiving-account";

export interface NewSubaccount {
  id: string;
  walletId: string;
  /** The subaccount's own engine credential: a secret, stored sealed and never logged. */
  apiKey: string;
  pixKey: string | null;
  pixKeyStatus: string | null;
}

export interface SubaccountInput {
  name: string;
  email: string;
  cpfCnpj: string;
  companyType: string;
  mobilePhone: string;
  address: string;
  addressNumber: string;
  province: string;
  postalCode: string;
}

export type EngineStatus = Fronts & { onboardingUrl: string | null };

/** rejected: the engine refused the request (4xx); unavailable: no usable answer (down, 5xx, timeout). */
export class AccountEngineError extends Error {
  override readonly name = "AccountEngineError";
  constructor(
    readonly kind: "rejected" | "unavailable",
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface AccountEngine {
  createSubaccount(input: SubaccountInput): Promise<NewSubaccount>;
  getStatus(accountId: string): Promise<EngineStatus>;
  /**
   * Test engine only: the engine's team approves the subaccount (its emulator's test control), as a
   * merchant in test mode cannot. Answers the fronts the engine now holds; a live engine has no such
   * route (404, rejected).
   */
  approveForTest(accountId: string): Promise<Fronts>;
  /** The Pix keys of the account whose key this adapter holds (the main account): where single-account mode receives. */
  ownPixKeys(): Promise<PixKey[]>;
}

/** Each environment's engine; null when that environment's engine is not configured. */
export type AccountEngines = Record<Environment, AccountEngine | null>;

const front = z.string().min(1).max(40);
const created = z.object({
  id: z.string().min(1),
  walletId: z.string().min(1),
  apiKey: z.string().min(1),
  pixKey: z.string().min(1).nullish(),
  pixKeyStatus: z.string().min(1).nullish(),
});
const status = z.object({
  general: front,
  commercialInfo: front,
  bankAccountInfo: front,
  documentation: front,
  onboardingUrl: z.string().url().nullish(),
});

/** The test control's answer: the subaccount's status after the approval (its notice is also sent). */
const approved = z.object({ status: status.omit({ onboardingUrl: true }) });

/** The engine's list of the caller's Pix keys (Asaas: GET /v3/pix/addressKeys); only the fields used are read. */
const addressKeys = z.object({
  data: z.array(z.object({ key: z.string().min(1).max(77), status: z.string().min(1).max(40) })),
});

type Op = "createSubaccount" | "getSubaccountStatus" | "testApproveSubaccount" | "listOwnPixKeys";

export function httpAccountEngine(options: { url: string; apiKey: string; timeoutMs: number }): AccountEngine {
  const base = options.url.replace(/\/+$/, "");
  // The main key lives in this closure only: never a property, so never in an inspected or logged object.
  async function call<T>(op: Op, method: "GET" | "POST", path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
    const start = performance.now();
    try {
      const result = await send(method, path, schema, body);
      recordEngineCall(op, start, 200, null);
      return result;
    } catch (err) {
      const e = err as AccountEngineError;
      recordEngineCall(op, start, e.status ?? null, e.kind === "rejected" ? null : "unavailable");
      throw err;
    }
  }
  async function send<T>(method: "GET" | "POST", path: string, schema: z.ZodType<T>, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: { access_token: options.apiKey, ...(body !== undefined && { "content-type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (err) {
      throw new AccountEngineError("unavailable", `engine unreachable: ${err instanceof Error ? err.name : "error"}`);
    }
    const text = await res.text().catch(() => "");
    if (res.status >= 400 && res.status < 500 && res.status !== 429) throw new AccountEngineError("rejected", `engine refused ${method} ${path.split("/")[2]}: ${res.status} ${engineCode(text)}`, res.status);
    if (!res.ok) throw new AccountEngineError("unavailable", `engine answered ${res.status}`, res.status);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new AccountEngineError("unavailable", "engine answered a body that is not JSON");
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new AccountEngineError("unavailable", "engine answered an unexpected shape");
    return parsed.data;
  }

  return {
    async createSubaccount(input) {
      const r = await call("createSubaccount", "POST", "/v3/accounts", created, input);
      return { id: r.id, walletId: r.walletId, apiKey: r.apiKey, pixKey: r.pixKey ?? null, pixKeyStatus: r.pixKeyStatus ?? null };
    },
    async getStatus(accountId) {
      const r = await call("getSubaccountStatus", "GET", `/v3/accounts/${encodeURIComponent(accountId)}/status`, status);
      return { ...r, onboardingUrl: r.onboardingUrl ?? null };
    },
    async approveForTest(accountId) {
      const { status: s } = await call("testApproveSubaccount", "POST", `/test/accounts/${encodeURIComponent(accountId)}/approve`, approved);
      return { general: s.general, commercialInfo: s.commercialInfo, bankAccountInfo: s.bankAccountInfo, documentation: s.documentation };
    },
    async ownPixKeys() {
      return (await call("listOwnPixKeys", "GET", "/v3/pix/addressKeys", addressKeys)).data;
    },
  };
}

/** Only the engine's error code goes into messages and logs, never its whole body. */
function engineCode(text: string): string {
  try {
    const code = (JSON.parse(text) as { errors?: { code?: unknown }[] }).errors?.[0]?.code;
    return typeof code === "string" ? code.slice(0, 60) : "";
  } catch {
    return "";
  }
}
