import { AppError } from "@pix/errors";
import type { Principal } from "@pix/grpc";
import { createLogger } from "@pix/logger";
import { chargeToJson, type Charge } from "../domain/charge";
import type { ChargesDeps } from "../../shared/usecases/deps";
import { ABANDONED_MS, RETENTION_MS, retryAfterSeconds, withIdempotency } from "./idempotency";

const STORE = "0b0e7b7c-1111-4111-8111-111111111111";
const principal = { storeId: STORE, environment: "test" } as Principal;
const hash = (c: string) => c.repeat(64);

/** In-memory stand-in with the repository's semantics: claim is an atomic insert-if-absent. */
function memory() {
  const rows = new Map<string, { requestHash: string; response: Record<string, unknown> | null; createdAt: Date; chargeId?: string }>();
  const repo = {
    rows,
    claim: async (_s: unknown, key: string, requestHash: string) => {
      if (rows.has(key)) return null;
      const createdAt = new Date();
      rows.set(key, { requestHash, response: null, createdAt });
      return createdAt;
    },
    find: async (_s: unknown, key: string) => rows.get(key) ?? null,
    release: async (_s: unknown, key: string, at: Date) => void (rows.get(key)?.createdAt === at && !rows.get(key)?.response && rows.delete(key)),
    discard: async (_s: unknown, key: string, at: Date) => void (rows.get(key)?.createdAt === at && rows.delete(key)),
  };
  return { deps: { idempotency: repo, logger: createLogger("t", "silent") } as unknown as ChargesDeps, rows };
}

const charge = { id: "c1", createdAt: new Date("2026-11-21T00:00:00.000Z"), expiresAt: null, dueDate: null, paidAt: null } as unknown as Charge;

describe("withIdempotency", () => {
  it("runs once for concurrent identical requests; the others replay the stored response", async () => {
    const { deps, rows } = memory();
    let runs = 0;
    const run = async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 30));
      rows.get("k")!.response = chargeToJson(charge); // what ChargesRepository.insert does in its transaction
      return charge;
    };
    const results = await Promise.all(Array.from({ length: 50 }, () => withIdempotency(deps, principal, { key: "k", requestHash: hash("a") }, run)));
    expect(runs).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    for (const r of results) expect(r.charge).toEqual(charge);
  });

  it("refuses the same key with another body (409 IDEMPOTENCIA_CONFLITO)", async () => {
    const { deps, rows } = memory();
    rows.set("k", { requestHash: hash("a"), response: chargeToJson(charge), createdAt: new Date() });
    const err = await withIdempotency(deps, principal, { key: "k", requestHash: hash("b") }, async () => charge).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ kind: "conflict", codigo: "IDEMPOTENCIA_CONFLITO" });
  });

  it("releases the key when the request fails, so a retry runs again", async () => {
    const { deps, rows } = memory();
    await expect(withIdempotency(deps, principal, { key: "k", requestHash: hash("a") }, async () => { throw new Error("boom"); })).rejects.toThrow("boom");
    expect(rows.size).toBe(0);
    expect((await withIdempotency(deps, principal, { key: "k", requestHash: hash("a") }, async () => charge)).replayed).toBe(false);
  });

  it("resumes the charge an earlier request left `creating` instead of running again", async () => {
    const { deps, rows } = memory();
    rows.set("k", { requestHash: hash("a"), response: null, chargeId: "c1", createdAt: new Date(Date.now() - 120_000) });
    const run = jest.fn(async () => charge);
    const resume = jest.fn(async () => charge);
    expect(await withIdempotency(deps, principal, { key: "k", requestHash: hash("a") }, run, resume)).toEqual({ charge, replayed: false });
    expect(resume).toHaveBeenCalledWith("c1");
    expect(run).not.toHaveBeenCalled();
    expect(rows.has("k")).toBe(true);
  });

  it("refuses to resume with another body, and starts over when the resumed charge failed", async () => {
    const { deps, rows } = memory();
    rows.set("k", { requestHash: hash("a"), response: null, chargeId: "c1", createdAt: new Date() });
    const other = await withIdempotency(deps, principal, { key: "k", requestHash: hash("b") }, async () => charge, async () => charge).catch((e) => e);
    expect(other).toMatchObject({ kind: "conflict", codigo: "IDEMPOTENCIA_CONFLITO" });
    const run = jest.fn(async () => charge);
    const out = await withIdempotency(deps, principal, { key: "k", requestHash: hash("a") }, run, async () => "restart" as const);
    expect(out.replayed).toBe(false);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("forgets a key after 24 hours", async () => {
    const { deps, rows } = memory();
    rows.set("k", { requestHash: hash("b"), response: chargeToJson(charge), createdAt: new Date(Date.now() - RETENTION_MS - 1000) });
    expect(await withIdempotency(deps, principal, { key: "k", requestHash: hash("a") }, async () => charge)).toEqual({ charge, replayed: false });
  });

  it("answers 409 IDEMPOTENCIA_EM_ANDAMENTO while the first request is still running, instead of waiting past the caller's deadline", async () => {
    const { deps, rows } = memory();
    rows.set("k", { requestHash: hash("a"), response: null, createdAt: new Date(Date.now() - 20_000) });
    const err = await withIdempotency(deps, principal, { key: "k", requestHash: hash("a") }, async () => charge).catch((e) => e);
    expect(err).toMatchObject({ kind: "conflict", codigo: "IDEMPOTENCIA_EM_ANDAMENTO", message: expect.stringMatching(/andamento/) });
    // The claim is taken over at 60 s: ~20 s old plus the 2.5 s wait leaves 37-38 s.
    expect(err.extra.retry_after).toBeGreaterThanOrEqual(37);
    expect(err.extra.retry_after).toBeLessThanOrEqual(38);
  });

  it("Retry-After counts the seconds until the claim may be taken over: at least 1, at most 60", () => {
    const now = Date.now();
    expect(retryAfterSeconds(new Date(now), now)).toBe(ABANDONED_MS / 1000);
    expect(retryAfterSeconds(new Date(now - 45_500), now)).toBe(15);
    expect(retryAfterSeconds(new Date(now - ABANDONED_MS - 5_000), now)).toBe(1);
    expect(retryAfterSeconds(new Date(now + 10_000), now)).toBe(60); // a clock ahead never asks for more than a minute
    expect(retryAfterSeconds(null, now)).toBe(1);
  });
});
