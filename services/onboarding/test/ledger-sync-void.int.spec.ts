import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { createLogger } from "@pix/logger";
import { createPooledTestDatabase, type PooledTestDatabase } from "@pix/testing";
import type { LedgerPort, LedgerWithdrawal } from "../src/adapters/charges-ledger";
import { WithdrawalsRepository } from "../src/repositories/withdrawals";
import type { WithdrawalDeps } from "../src/usecases/withdrawals";
import { syncLedgerOnce } from "../src/workers/ledger-sync";

/**
 * The ledger sync voids `reserving` withdrawals past the grace. A request that is only slow (its
 * reservation still landing) must not be able to make the withdrawal pending while the sync voids it:
 * that left a withdrawal to be paid out whose reservation charges had reversed (the ledger-withdrawals
 * spec saw it as extra available money, once in five CI runs, with a 1.5 s grace).
 */
let db: PooledTestDatabase;
let repo: WithdrawalsRepository;
beforeAll(async () => {
  db = await createPooledTestDatabase("onboarding_ledger_sync", join(__dirname, "../prisma/migrations"));
  repo = new WithdrawalsRepository(db.pool);
});
afterAll(() => db.drop());

function depsWith(ledger: Partial<LedgerPort>): WithdrawalDeps {
  const none = async () => undefined;
  return {
    withdrawals: repo,
    ledger: { reserve: none, settle: none, void: none, balances: () => Promise.reject(new Error("not here")), ...ledger },
    logger: createLogger("test", "silent"),
    settings: { pollMs: 1000, retryBaseMs: 1000, leaseMs: 1000, reservingGraceMs: 60_000 },
  } as unknown as WithdrawalDeps;
}

async function staleReserving(): Promise<string> {
  const w = (await repo.insertReserving({ id: randomUUID(), storeId: randomUUID(), environment: "test", amountCents: 300, pixKey: "52998224725", pixKeyType: "CPF" }))!;
  await db.pool.query("UPDATE withdrawals SET created_at = now() - interval '1 hour' WHERE id = $1", [w.id]);
  return w.id;
}

const rowOf = async (id: string) => (await db.pool.query("SELECT status FROM withdrawals WHERE id = $1", [id])).rows[0];

it("a request that marks the withdrawal reserved while the sync voids it finds it gone (503), never pending with its reservation reversed", async () => {
  const id = await staleReserving();
  let marked: Promise<unknown> | undefined;
  const voided: string[] = [];
  const deps = depsWith({
    // The slow request's answer comes back while charges is voiding: it marks the row reserved now.
    void: async (w: Pick<LedgerWithdrawal, "id">) => {
      marked = repo.markReserved(w.id);
      await sleep(150);
      voided.push(w.id);
    },
  });
  expect(await syncLedgerOnce(deps)).toMatchObject({ voided: 1 });
  expect(voided).toEqual([id]);
  expect(await marked).toBeNull(); // the request answers 503: its withdrawal no longer exists
  expect(await rowOf(id)).toBeUndefined();
});

it("keeps the row when the void is not answered, and voids it on a later pass", async () => {
  const id = await staleReserving();
  const down = depsWith({ void: () => Promise.reject(new Error("charges unreachable")) });
  await expect(syncLedgerOnce(down)).rejects.toThrow("charges unreachable");
  expect(await rowOf(id)).toEqual({ status: "reserving" });
  expect(await syncLedgerOnce(depsWith({}))).toMatchObject({ voided: 1 });
  expect(await rowOf(id)).toBeUndefined();
});
