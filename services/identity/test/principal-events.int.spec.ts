/**
 * Issue 13 in identity's database: `api_keys.last_used_at` at most once per key per minute, and the
 * triggers that write a `principal.*` event (in the writing transaction) for every change the
 * gateway's principal cache depends on, and for nothing else.
 */
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { Pool } from "pg";
import { EnvelopeSchema } from "@pix/messaging";
import { createTestDatabase, type TestDatabase } from "@pix/testing";
import { ApiKeysRepository } from "../src/repositories/api-keys";
import { createPrisma, type PrismaClient } from "../src/repositories/prisma";

let db: TestDatabase;
let pool: Pool;
let prisma: PrismaClient;
beforeAll(async () => {
  db = await createTestDatabase("identity_principal", join(__dirname, "../prisma/migrations"));
  pool = new Pool({ connectionString: db.url, max: 3 });
  prisma = createPrisma(pool);
});
afterAll(async () => {
  await prisma?.$disconnect();
  await pool?.end();
  await db?.drop();
});

async function newUser(): Promise<string> {
  const id = randomUUID();
  await pool.query(`INSERT INTO users (id, name, email, updated_at) VALUES ($1, 'Loja', $2, now())`, [id, `${id}@loja.test`]);
  return id;
}

async function newKey(userId: string): Promise<string> {
  const id = randomUUID();
  await pool.query(
    `INSERT INTO api_keys (id, user_id, name, environment, key_hash, prefix, last_four) VALUES ($1, $2, 'k', 'test', $3, 'service_test_x', 'xxxx')`,
    [id, userId, randomUUID()],
  );
  return id;
}

const lastUsed = async (id: string): Promise<Date | null> => (await pool.query(`SELECT last_used_at FROM api_keys WHERE id = $1`, [id])).rows[0].last_used_at;

/** The principal events written since `since` (outbox row count), parsed as the relay would. */
async function eventsAfter(since: number) {
  const rows = (await pool.query(`SELECT event, payload FROM outbox_events WHERE event LIKE 'principal.%' ORDER BY xmin::text::bigint`)).rows.slice(since);
  return rows.map((r) => ({ event: r.event as string, envelope: EnvelopeSchema.parse(r.payload) }));
}
const eventCount = async () => Number((await pool.query(`SELECT count(*) FROM outbox_events WHERE event LIKE 'principal.%'`)).rows[0].count);

describe("api_keys.last_used_at", () => {
  it("is written once per key per minute, across replicas (conditional UPDATE), and again after the minute", async () => {
    const key = await newKey(await newUser());
    const replica1 = new ApiKeysRepository(prisma);
    const replica2 = new ApiKeysRepository(prisma);
    const t0 = Date.UTC(2026, 10, 23, 0, 0, 0);
    expect(await replica1.touch(key, t0)).toBe(true);
    expect((await lastUsed(key))?.getTime()).toBe(t0);
    expect(await replica1.touch(key, t0 + 1_000)).toBe(false); // skipped in-process, no statement
    expect(await replica2.touch(key, t0 + 30_000)).toBe(false); // the other replica's UPDATE matches no row
    expect((await lastUsed(key))?.getTime()).toBe(t0);
    expect(await replica1.touch(key, t0 + 61_000)).toBe(true); // a minute later
    expect((await lastUsed(key))?.getTime()).toBe(t0 + 61_000);
    expect(await replica2.touch(key, t0 + 62_000)).toBe(false); // replica2 tried at +30 s: it waits its own minute
  });
});

describe("principal.* events from identity's tables", () => {
  it("a key's use writes none; its revocation writes principal.api_key_changed naming the key and its store", async () => {
    const user = await newUser();
    const key = await newKey(user);
    const before = await eventCount();
    await new ApiKeysRepository(prisma).touch(key);
    expect(await eventsAfter(before)).toEqual([]);
    expect(await new ApiKeysRepository(prisma).revoke(user, key, user)).not.toBeNull();
    const [e, ...rest] = await eventsAfter(before);
    expect(rest).toEqual([]);
    expect(e.event).toBe("principal.api_key_changed");
    expect(e.envelope).toMatchObject({ event: "principal.api_key_changed", owner: { store_id: user }, data: { api_key_id: key, user_ids: [user] } });
  });

  it("session revocation, approval change, team grant and membership role change or removal each write one", async () => {
    const owner = await newUser();
    const member = await newUser();
    const session = randomUUID();
    await pool.query(`INSERT INTO sessions (id, user_id, refresh_token_hash, expires_at) VALUES ($1, $2, $3, now() + interval '1 day')`, [session, owner, randomUUID()]);
    const membership = randomUUID();
    await pool.query(`INSERT INTO store_members (id, store_id, email, role, updated_at) VALUES ($1, $2, 'm@loja.test', 'viewer', now())`, [membership, owner]);
    const before = await eventCount();
    await pool.query(`UPDATE store_members SET updated_at = now()`); // nothing the principal reads: no event
    await pool.query(`UPDATE sessions SET revoked_at = now() WHERE id = $1`, [session]);
    await pool.query(`UPDATE users SET production_status = 'approved' WHERE id = $1`, [owner]);
    await pool.query(`INSERT INTO team_members (user_id, granted_by) VALUES ($1, 'test')`, [owner]);
    await pool.query(`UPDATE store_members SET user_id = $2 WHERE id = $1`, [membership, member]); // the invite turns active
    await pool.query(`UPDATE store_members SET role = 'editor' WHERE id = $1`, [membership]);
    await pool.query(`DELETE FROM store_members WHERE id = $1`, [membership]);
    const events = await eventsAfter(before);
    expect(events.map((e) => [e.event, e.envelope.data])).toEqual([
      ["principal.session_changed", { session_id: session, user_ids: [owner] }],
      ["principal.user_changed", { user_ids: [owner] }],
      ["principal.user_changed", { user_ids: [owner] }],
      ["principal.membership_changed", { store_id: owner, user_ids: [member] }],
      ["principal.membership_changed", { store_id: owner, user_ids: [member] }],
      ["principal.membership_changed", { store_id: owner, user_ids: [member] }],
    ]);
  });

  it("deleting a key, a session or an account writes the same events as changing them (one trigger body)", async () => {
    const user = await newUser();
    const key = await newKey(user);
    const session = randomUUID();
    await pool.query(`INSERT INTO sessions (id, user_id, refresh_token_hash, expires_at) VALUES ($1, $2, $3, now() + interval '1 day')`, [session, user, randomUUID()]);
    const before = await eventCount();
    await pool.query(`DELETE FROM api_keys WHERE id = $1`, [key]);
    await pool.query(`DELETE FROM sessions WHERE id = $1`, [session]);
    await pool.query(`DELETE FROM users WHERE id = $1`, [user]);
    const events = await eventsAfter(before);
    expect(events.map((e) => [e.event, e.envelope.owner.store_id, e.envelope.data])).toEqual([
      ["principal.api_key_changed", user, { api_key_id: key, user_ids: [user] }],
      ["principal.session_changed", user, { session_id: session, user_ids: [user] }],
      ["principal.user_changed", user, { user_ids: [user] }],
    ]);
  });

  it("writes nothing when the writing transaction rolls back", async () => {
    const user = await newUser();
    const key = await newKey(user);
    const before = await eventCount();
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      await client.query(`UPDATE api_keys SET revoked_at = now() WHERE id = $1`, [key]);
      await client.query("ROLLBACK");
    } finally {
      client.release();
    }
    expect(await eventsAfter(before)).toEqual([]);
  });
});
