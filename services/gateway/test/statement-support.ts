import { randomUUID } from "node:crypto";
import { Pool } from "pg";
import { ledgerFacts, transfer, type LedgerFact } from "@pix/charges/src/ledger/domain/ledger";
import { post } from "@pix/charges/src/ledger/repositories/ledger";

/**
 * Ledger facts posted the way charges posts them (the ledger's one posting function, in a transaction of
 * its own) on a stack's charges database, for the statement specs: rows a flow is not needed for
 * (a rejected withdrawal, another environment's payment). Also reads the ledger for invariant checks.
 */
export function ledgerPoster(databaseUrl: string) {
  const pool = new Pool({ connectionString: databaseUrl, max: 2 });
  const postFact = async (storeId: string, fact: LedgerFact, refs: Record<string, string> = {}, environment: "test" | "live" = "test") => {
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      const r = await post(client, { storeId, environment, refs, ...fact });
      await client.query("COMMIT");
      return r;
    } catch (err) {
      await client.query("ROLLBACK");
      throw err;
    } finally {
      client.release();
    }
  };
  return {
    postFact,
    /** A withdrawal's facts: requested, then paid or rejected (or left pending); answers its id. */
    async withdrawal(storeId: string, amountCents: number, outcome: "paid" | "rejected" | "pending", environment: "test" | "live" = "test") {
      const id = randomUUID();
      await postFact(storeId, transfer.hold("withdrawal", id, amountCents), { withdrawalId: id }, environment);
      if (outcome === "paid") await postFact(storeId, transfer.settle("withdrawal", id, amountCents), { withdrawalId: id }, environment);
      if (outcome === "rejected") await postFact(storeId, transfer.release("withdrawal", id, amountCents), { withdrawalId: id }, environment);
      return id;
    },
    /** A payment of another environment (or store) posted straight to the ledger; answers its charge id. */
    async payment(storeId: string, amountCents: number, environment: "test" | "live") {
      const chargeId = randomUUID();
      await postFact(storeId, ledgerFacts.payment({ endToEndId: `E${chargeId.replace(/-/g, "").slice(0, 31)}`, chargeId, amountCents }), { chargeId }, environment);
      return chargeId;
    },
    rows: async (sql: string) => (await pool.query(sql)).rows as unknown[],
    close: () => pool.end(),
  };
}
export type LedgerPoster = ReturnType<typeof ledgerPoster>;
