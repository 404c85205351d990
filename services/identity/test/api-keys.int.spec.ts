import { Client } from "pg";
import { Principal, ClientOf, present } from "@pix/grpc";
import { uniqueName, type TestDatabase } from "@pix/testing";
import { startIdentityHarness, type IdentityHarness } from "./harness";
import { LISTING_CAP } from "@pix/errors";

/** ListApiKeys stops at the listing cap and says so (the gateway turns that into `aviso`). */
describe("ListApiKeys", () => {
  let harness: IdentityHarness;
  let db: TestDatabase;
  let identity: ClientOf<"pix.identity.v1.IdentityService">;
  beforeAll(async () => {
    harness = await startIdentityHarness("identity_keys");
    ({ db, identity } = harness);
  });
  afterAll(() => harness.close());

  async function sessionOf(email: string): Promise<Principal> {
    const user = present((await identity.call("Register", { name: "Loja", email, password: "cavalo-bateria-grampo" })).user);
    return { userId: user.id, storeId: user.id, role: "owner", environment: "test", isAdmin: false, credential: "session", productionApproved: false };
  }

  /** Keys written straight to the table: the creation cap (100) would not let the API make this many. */
  async function insertKeys(userId: string, count: number, revoked = false) {
    const pg = new Client({ connectionString: db.url });
    await pg.connect();
    try {
      await pg.query(
        `INSERT INTO api_keys (id, user_id, name, environment, key_hash, prefix, last_four, created_at, revoked_at)
         SELECT gen_random_uuid(), $1::uuid, 'k' || n, 'test', md5($1::text || n || $3::boolean::text), 'service_test_x', 'xxxx',
                now() - make_interval(secs => n), CASE WHEN $3::boolean THEN now() END
         FROM generate_series(1, $2) AS n`,
        [userId, count, revoked],
      );
    } finally {
      await pg.end();
    }
  }

  it(`lists at most ${LISTING_CAP} active keys, newest first, and says the list was cut`, async () => {
    const principal = await sessionOf(`${uniqueName("many")}@loja.test`);
    await insertKeys(principal.storeId, LISTING_CAP + 1);
    await insertKeys(principal.storeId, 10, true);
    const r = await identity.call("ListApiKeys", {}, { principal });
    expect(r.api_keys).toHaveLength(LISTING_CAP);
    expect(r).toMatchObject({ truncated: true, limit: LISTING_CAP });
    expect(r.api_keys[0].name).toBe("k1");
    expect(r.api_keys.every((k: { revoked_at?: string }) => !k.revoked_at)).toBe(true);
  });

  it("says nothing was cut when every active key fits", async () => {
    const principal = await sessionOf(`${uniqueName("few")}@loja.test`);
    await insertKeys(principal.storeId, 3);
    const r = await identity.call("ListApiKeys", {}, { principal });
    expect(r.api_keys).toHaveLength(3);
    expect(r.truncated).toBe(false);
  });

  it("refuses an API key principal: managing keys needs a session", async () => {
    const principal = await sessionOf(`${uniqueName("key")}@loja.test`);
    const asKey: Principal = { ...principal, credential: "api_key", apiKeyId: "00000000-0000-4000-8000-000000000009" };
    await expect(identity.call("ListApiKeys", {}, { principal: asKey })).rejects.toMatchObject({ kind: "forbidden" });
    await expect(identity.call("CreateApiKey", { name: "x", environment: "test" }, { principal: asKey })).rejects.toMatchObject({ kind: "forbidden" });
  });
});
