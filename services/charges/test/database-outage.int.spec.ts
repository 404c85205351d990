import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { Pool } from "pg";
import { unavailableDependencyError } from "@pix/errors";
import { createPooledTestDatabase, uniqueName, type PooledTestDatabase } from "@pix/testing";
import { createPrisma, type PrismaClient } from "../src/shared/repositories/prisma";

/**
 * Issue 36: during a PostgreSQL restart `POST /pix` answered 500, because the Prisma error of
 * `idempotencyKey.createMany` on a connection the server terminated was not recognised as a database
 * that cannot serve now. Each case makes the real failure through the service's own Prisma client and
 * checks it becomes the one 503 (SERVICO_INDISPONIVEL with Retry-After), not an opaque 500.
 */
let db: PooledTestDatabase;
const pools: Pool[] = [];
const role = uniqueName("t_outage_role");

beforeAll(async () => {
  db = await createPooledTestDatabase("charges_outage", join(__dirname, "../prisma/migrations"));
  await db.pool.query(`CREATE ROLE ${role} LOGIN CONNECTION LIMIT 0`);
});
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end().catch(() => undefined)));
  await db.pool.query(`DROP ROLE IF EXISTS ${role}`).catch(() => undefined);
  await db.drop();
});

function prismaOn(config: ConstructorParameters<typeof Pool>[0]): PrismaClient {
  const pool = new Pool(config);
  pool.on("error", () => undefined);
  pools.push(pool);
  return createPrisma(pool);
}

const keyRow = () => ({ storeId: randomUUID(), environment: "test", key: randomUUID(), requestHash: "h" });

function expectServiceUnavailable(err: unknown): void {
  const mapped = unavailableDependencyError(err);
  expect(mapped && { kind: mapped.kind, codigo: mapped.codigo, retryAfterS: mapped.retryAfterS })
    .toEqual({ kind: "unavailable", codigo: "SERVICO_INDISPONIVEL", retryAfterS: expect.any(Number) });
}

it("a createMany whose connection the server terminates (as a restart does: 57P01) is a dependency outage", async () => {
  const prisma = prismaOn({ connectionString: db.url, max: 1 });
  const locker = await db.pool.connect();
  try {
    await locker.query("BEGIN; LOCK TABLE idempotency_keys IN ACCESS EXCLUSIVE MODE");
    const insert = prisma.idempotencyKey.createMany({ data: [keyRow()], skipDuplicates: true }).then(() => null, (e: unknown) => e);
    let pid: number | undefined;
    while (pid === undefined) {
      const { rows } = await db.pool.query(
        "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE '%idempotency_keys%'",
      );
      pid = rows[0]?.pid;
    }
    await db.pool.query("SELECT pg_terminate_backend($1)", [pid]);
    const err = await insert;
    expect(err).toBeInstanceOf(Error);
    expectServiceUnavailable(err);
  } finally {
    await locker.query("ROLLBACK");
    locker.release();
  }
});

it("a server refusing more connections (too many clients: 53300) is a dependency outage", async () => {
  const prisma = prismaOn({ connectionString: db.url.replace("postgres@", `${role}@`), max: 1 });
  const err = await prisma.idempotencyKey.createMany({ data: [keyRow()] }).then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(Error);
  expectServiceUnavailable(err);
});

it("a pool with no free connection within its timeout is a dependency outage", async () => {
  const pool = new Pool({ connectionString: db.url, max: 1, connectionTimeoutMillis: 2000 });
  pool.on("error", () => undefined);
  pools.push(pool);
  const held = await pool.connect();
  try {
    const err = await createPrisma(pool).idempotencyKey.createMany({ data: [keyRow()] }).then(() => null, (e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expectServiceUnavailable(err);
  } finally {
    held.release();
  }
});

it("a database server that is down (connection refused) is a dependency outage", async () => {
  const prisma = prismaOn({ connectionString: "postgresql://postgres@127.0.0.1:1/none", max: 1 });
  const err = await prisma.idempotencyKey.createMany({ data: [keyRow()] }).then(() => null, (e: unknown) => e);
  expectServiceUnavailable(err);
});

it("a request-shaped database error (a unique violation) stays what it is", async () => {
  const prisma = prismaOn({ connectionString: db.url, max: 1 });
  const row = keyRow();
  await prisma.idempotencyKey.createMany({ data: [row] });
  const err = await prisma.idempotencyKey.createMany({ data: [row] }).then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(Error);
  expect(unavailableDependencyError(err)).toBeNull();
});
