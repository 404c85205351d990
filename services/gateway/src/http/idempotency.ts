/**
 * Idempotency-Key for the mutating routes whose service keeps no key of its own (issue 40): payment
 * links, webhook endpoints, MED defenses, test simulations. One mechanism, at the edge, in Redis:
 *
 * - the slot is (store, environment, method and route, key); its value names the request's hash;
 * - the first request claims the slot with SET NX and a random token (the fence), for ABANDONED_MS;
 * - its 2xx answer replaces the claim with the stored answer (24 h), only while the claim is still its
 *   own (compare-and-set in one script); a 4xx/5xx releases the claim the same way, so errors are not
 *   replayed and a retry runs again;
 * - a duplicate with the same hash waits for the answer and replays it (`Idempotent-Replayed: true`),
 *   or answers 409 IDEMPOTENCIA_EM_ANDAMENTO after MAX_WAIT_MS; another hash answers 409
 *   IDEMPOTENCIA_CONFLITO;
 * - a claim whose request died (the gateway stopped mid-way) expires after ABANDONED_MS and the key is
 *   free again; a late answer of that request no longer matches the token and is not stored.
 *
 * What this cannot do is commit the answer with the service's own row: a gateway that dies between the
 * service's commit and the answer's storing leaves a key that, after ABANDONED_MS, runs again. That is
 * why charges (POST /pix, /charges, /pix/refund) and withdrawals keep the key in their own transaction,
 * and why this store is used only where a repeat cannot move money (docs/api.md, "Pix and charges", the Idempotency-Key paragraphs). Redis not
 * answering → 503 SERVICO_INDISPONIVEL: a request with a key is never run unguarded.
 */
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { Redis } from "ioredis";
import { errors } from "@pix/errors";
import { principalOf } from "./authenticate";
import { idempotencyOf } from "./routes/charges-views";

/** As charges': a claim this old without an answer belongs to a request that died. */
export const ABANDONED_MS = 60_000;
export const RETENTION_MS = 24 * 60 * 60 * 1000;
/** Below the clients' usual timeouts, as charges' duplicates wait. */
const MAX_WAIT_MS = 2_500;

interface Claim { state: "running"; hash: string; token: string; at: number }
interface Answer { state: "done"; hash: string; status: number; body: unknown }
type Slot = Claim | Answer;

/** Replaces (or deletes, when ARGV[2] is empty) the slot only while it still holds this request's claim. */
const SETTLE = `if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if ARGV[2] == '' then redis.call('DEL', KEYS[1]) else redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) end
return 1`;

export type ClaimOutcome = { kind: "claimed"; settle: (status: number, body: unknown) => Promise<void> } | { kind: "replay"; status: number; body: unknown };

export class IdempotencyStore {
  constructor(private readonly redis: Redis, private readonly prefix: string, private readonly now = Date.now) {}

  /** Claims the slot for this request, or the earlier request's answer; throws the 409s. */
  async claim(slot: string, hash: string): Promise<ClaimOutcome> {
    const key = `${this.prefix}:idem:${slot}`;
    const giveUpAt = this.now() + MAX_WAIT_MS;
    for (let attempt = 0; ; attempt++) {
      const claim: Claim = { state: "running", hash, token: randomUUID(), at: this.now() };
      const mine = JSON.stringify(claim);
      if (await this.guarded(() => this.redis.set(key, mine, "PX", ABANDONED_MS, "NX"))) {
        return { kind: "claimed", settle: (status, body) => this.settle(key, mine, hash, status, body) };
      }
      const raw = await this.guarded(() => this.redis.get(key));
      if (raw === null) continue; // settled or expired between the two calls
      const found = JSON.parse(raw) as Slot;
      if (found.hash !== hash) throw errors.idempotenciaConflito();
      if (found.state === "done") return { kind: "replay", status: found.status, body: found.body };
      if (this.now() > giveUpAt) throw errors.idempotenciaEmAndamento(Math.max(1, Math.ceil((found.at + ABANDONED_MS - this.now()) / 1000)));
      await sleep(Math.min(20 * 2 ** attempt, 200));
    }
  }

  /** A 2xx answer is stored for RETENTION_MS; anything else frees the key. */
  private async settle(key: string, mine: string, hash: string, status: number, body: unknown): Promise<void> {
    const answer: Answer = { state: "done", hash, status, body };
    const value = status >= 200 && status < 300 ? JSON.stringify(answer) : "";
    await this.guarded(() => this.redis.eval(SETTLE, 1, key, mine, value, String(RETENTION_MS)));
  }

  private async guarded<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch {
      throw errors.servicoIndisponivel("O armazenamento das Idempotency-Keys");
    }
  }
}

/**
 * The middleware, after `auth(...)` on a route: without the header it does nothing. The slot names the
 * route's pattern (POST /webhook-endpoints/:id/test), the hash the actual path and body, so one key
 * reused for another resource is a conflict. The answer is stored before it is sent, so a duplicate
 * arriving just after it replays it.
 */
export function idempotent(): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const idem = idempotencyOf(req);
    if (!idem) return next();
    const store = req.app.locals.idempotency as IdempotencyStore | undefined;
    if (!store) throw errors.servicoIndisponivel("O armazenamento das Idempotency-Keys");
    const { storeId, environment } = principalOf(res);
    const outcome = await store.claim(`${storeId}:${environment}:${req.method} ${req.route?.path ?? req.path}:${idem.key}`, idem.request_hash);
    if (outcome.kind === "replay") {
      res.set("Idempotent-Replayed", "true").status(outcome.status).json(outcome.body);
      return;
    }
    const send = res.json.bind(res);
    res.json = (body: unknown) => {
      // A failed store leaves the claim to expire (ABANDONED_MS): the answer still goes out.
      outcome.settle(res.statusCode, body).catch(() => undefined).finally(() => send(body));
      return res;
    };
    next();
  };
}
