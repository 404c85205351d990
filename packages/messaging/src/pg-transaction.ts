import type { Pool, PoolClient } from "pg";

/**
 * BEGIN … COMMIT on a pooled client, ROLLBACK if fn throws. While checked out, a pg client has no
 * 'error' listener, so a connection killed between statements (e.g. while we await the broker) would
 * emit an unhandled 'error' and crash the process; we listen for the duration and discard such clients.
 */
export async function inTransaction<T>(pool: Pool, fn: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let lost: Error | undefined;
  const onError = (err: Error): void => {
    lost = err;
  };
  client.on("error", onError);
  try {
    await client.query("BEGIN");
    const result = await fn(client);
    await client.query("COMMIT");
    return result;
  } catch (err) {
    // If even ROLLBACK fails the connection is unusable: release(err) destroys it instead of pooling it.
    await client.query("ROLLBACK").catch((e: Error) => (lost ??= e));
    throw err;
  } finally {
    client.removeListener("error", onError);
    client.release(lost);
  }
}
