import { Client } from "pg";

/** The server's maintenance URL: the same server with the `postgres` database. */
export function adminUrlOf(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.pathname = "/postgres";
  return url.toString();
}

export function databaseNameOf(databaseUrl: string): string {
  return decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
}

function assertSafeName(name: string): void {
  if (!/^[a-z0-9_]{1,63}$/.test(name)) throw new Error(`unsafe database name: ${name}`);
}

export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const name = databaseNameOf(databaseUrl);
  assertSafeName(name);
  const client = new Client({ connectionString: adminUrlOf(databaseUrl) });
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name}"`).catch((err) => {
        if (err.code !== "42P04") throw err; // created concurrently by another process: fine
      });
    }
  } finally {
    await client.end();
  }
}

export async function dropDatabase(databaseUrl: string): Promise<void> {
  const name = databaseNameOf(databaseUrl);
  assertSafeName(name);
  const client = new Client({ connectionString: adminUrlOf(databaseUrl) });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/**
 * ANALYZE the whole database, so the planner has statistics for the tables and indexes migrations just
 * created or changed (until autovacuum's first analyze it would guess, and may filter a merchant's rows
 * instead of using the index that answers the lookup exactly).
 */
export async function analyzeDatabase(databaseUrl: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("ANALYZE");
  } finally {
    await client.end();
  }
}
