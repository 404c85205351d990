/**
 * Transfers (payouts): an account sends money out of its balance to a Pix key. A transfer is
 * created PENDING and settles later, as a real payout does; here the test settles it through
 * /test/transfers/{id}/complete or /fail. Each attempt of a client's payout is a transfer of its own
 * (the client retries with a new idempotency key), so a test fails 1, 2 or 3 attempts by failing
 * the transfers it sees under the payout's `externalReference` (GET /test/transfers).
 * The balance is not checked: the service under test owns the balance rule.
 */
import { Router, type Request } from "express";
import { z } from "zod";
import type { Account } from "./accounts";
import type { Engine } from "./engine";
import { ApiError, notFound } from "./errors";
import * as ids from "./ids";
import { toReais } from "./money";
import { parse } from "./routes";
import { testCaller } from "./test-caller";

export const PIX_KEY_TYPES = ["CPF", "CNPJ", "EMAIL", "PHONE", "EVP"] as const;

export const createTransferSchema = z.object({
  valueCents: z.int().min(1).max(Number.MAX_SAFE_INTEGER),
  pixAddressKey: z.string().min(1).max(77),
  pixAddressKeyType: z.enum(PIX_KEY_TYPES),
  operationType: z.literal("PIX").default("PIX"),
  externalReference: z.string().max(100).optional(),
  description: z.string().max(140).optional(),
});
type CreateTransferInput = z.infer<typeof createTransferSchema>;

export type TransferStatus = "PENDING" | "DONE" | "FAILED";

export interface Transfer extends CreateTransferInput {
  id: string;
  accountId: string;
  status: TransferStatus;
  idempotencyKey?: string;
  endToEndId?: string;
  failReason?: string;
  createdAt: string;
  effectiveAt?: string;
}

export function transferView(t: Transfer) {
  return {
    id: t.id,
    status: t.status,
    value: toReais(t.valueCents),
    valueCents: t.valueCents,
    pixAddressKey: t.pixAddressKey,
    pixAddressKeyType: t.pixAddressKeyType,
    operationType: t.operationType,
    externalReference: t.externalReference ?? null,
    endToEndIdentifier: t.endToEndId ?? null,
    failReason: t.failReason ?? null,
    dateCreated: t.createdAt,
    effectiveDate: t.effectiveAt ?? null,
  };
}
export type TransferView = ReturnType<typeof transferView>;

class TransferStore {
  private readonly byId = new Map<string, Transfer>();
  /** `${accountId}:${idempotencyKey}` and externalReference → transfers: lookups without scans. */
  private readonly byKey = new Map<string, Transfer>();
  private readonly byReference = new Map<string, Transfer[]>();

  /** The same idempotency key from the same account answers the transfer it created first. */
  create(accountId: string, input: CreateTransferInput, idempotencyKey?: string): Transfer {
    if (idempotencyKey) {
      const seen = this.byKey.get(`${accountId}:${idempotencyKey}`);
      if (seen) return seen;
    }
    const transfer: Transfer = { ...input, id: `tra_${ids.uuid()}`, accountId, status: "PENDING", idempotencyKey, createdAt: new Date().toISOString() };
    this.byId.set(transfer.id, transfer);
    if (idempotencyKey) this.byKey.set(`${accountId}:${idempotencyKey}`, transfer);
    if (transfer.externalReference !== undefined) {
      const same = this.byReference.get(transfer.externalReference);
      if (same) same.push(transfer);
      else this.byReference.set(transfer.externalReference, [transfer]);
    }
    return transfer;
  }

  /** Another account's transfer is not found, as for charges. */
  get(id: string, accountId?: string): Transfer {
    const t = this.byId.get(id);
    if (!t || (accountId !== undefined && t.accountId !== accountId)) throw notFound("transfer");
    return t;
  }

  settle(id: string, outcome: { status: "DONE" } | { status: "FAILED"; reason: string }): Transfer {
    const t = this.get(id);
    if (t.status !== "PENDING") throw new ApiError(409, "invalid_status", `transfer is ${t.status}, not PENDING`);
    t.status = outcome.status;
    t.effectiveAt = new Date().toISOString();
    if (outcome.status === "DONE") t.endToEndId = ids.endToEndId(new Date());
    else t.failReason = outcome.reason;
    return t;
  }

  withReference(externalReference: string): Transfer[] {
    return [...(this.byReference.get(externalReference) ?? [])];
  }
}

const failSchema = z.object({ reason: z.string().min(1).max(200).default("Chave Pix não encontrada no DICT") });

/** /v3/transfers (authenticated as any account) and /test/transfers; mounted before the /v3 router. */
export function transferRoutes(engine: Engine): Router {
  const store = new TransferStore();
  const router = Router();

  const api = Router();
  api.use(engine.faults.middleware);
  api.use((req, res, next) => {
    const key = req.header("access_token");
    const account = key ? engine.accounts.byApiKey(key) : undefined;
    if (!account) throw new ApiError(401, "invalid_access_token", "missing or invalid access_token header");
    res.locals.account = account;
    next();
  });
  const caller = (req: Request): Account => req.res!.locals.account;
  api.post("/", (req, res) => {
    const transfer = store.create(caller(req).id, parse(createTransferSchema, req.body), req.header("idempotency-key") || undefined);
    res.json(transferView(transfer));
  });
  api.get("/:id", (req, res) => {
    res.json(transferView(store.get(req.params.id as string, caller(req).id)));
  });
  router.use("/v3/transfers", api);

  router.get("/test/transfers", (req, res) => {
    const ref = req.query.externalReference;
    if (typeof ref !== "string" || !ref) throw new ApiError(400, "invalid_externalReference", "query parameter externalReference is required");
    res.json({ transfers: store.withReference(ref).map(transferView) });
  });
  router.post("/test/transfers/:id/fail", (req, res) => {
    const { reason } = parse(failSchema, req.body);
    res.json(transferView(store.settle(req.params.id as string, { status: "FAILED", reason })));
  });
  router.post("/test/transfers/:id/complete", (req, res) => {
    res.json(transferView(store.settle(req.params.id as string, { status: "DONE" })));
  });
  return router;
}

/** The /test controls of transfers, for tests against an emulator in this or another process. */
export function transferTestClient(url: string) {
  const call = testCaller(url);
  const id = encodeURIComponent;
  return {
    /** Every transfer (attempt) created with this externalReference, oldest first. */
    attempts: async (externalReference: string) =>
      (await call<{ transfers: TransferView[] }>("GET", `/transfers?externalReference=${id(externalReference)}`)).transfers,
    fail: (transferId: string, reason?: string) => call<TransferView>("POST", `/transfers/${id(transferId)}/fail`, reason ? { reason } : {}),
    complete: (transferId: string) => call<TransferView>("POST", `/transfers/${id(transferId)}/complete`, {}),
  };
}
export type TransferTestClient = ReturnType<typeof transferTestClient>;
