import { join } from "node:path";
import { loadService, servicePrincipal, ServiceClient } from "@pix/grpc";
import { createLogger } from "@pix/logger";
import { createTestDatabase, TestDatabase, TEST_AMQP_URL, uniqueName } from "@pix/testing";
import { startIdentity } from "../src/app";
import { identityEnv } from "../src/config";

const SECRET = "store-profile-test-secret-0123456789";
const Identity = loadService("identity/v1/identity.proto", "pix.identity.v1.IdentityService");

describe("GetStoreProfile (internal)", () => {
  let db: TestDatabase;
  let app: Awaited<ReturnType<typeof startIdentity>>;
  let identity: ServiceClient;
  beforeAll(async () => {
    db = await createTestDatabase("identity_profile", join(__dirname, "../prisma/migrations"));
    app = await startIdentity(
      identityEnv.parse({
        DATABASE_URL: db.url, GRPC_ADDR: "127.0.0.1:0", PRINCIPAL_SECRET: SECRET, JWT_SECRET: "j".repeat(40),
        AMQP_URL: TEST_AMQP_URL, AMQP_EXCHANGE: uniqueName("identity_profile"),
      }),
      createLogger("test", "silent"),
    );
    identity = new ServiceClient("identity", Identity, `127.0.0.1:${app.port}`, SECRET);
  });
  afterAll(async () => {
    identity.close();
    await app.close();
    await db.drop();
  });

  it("answers only a principal of that very store", async () => {
    const { user } = await identity.call("Register", { name: "Loja", email: `${uniqueName("p")}@loja.test`, password: "s3nha-forte" });
    const own = await identity.call("GetStoreProfile", { store_id: user.id }, { principal: servicePrincipal(user.id, "test") });
    expect(own).toMatchObject({ store_id: user.id, name: "Loja", production_status: "sandbox" });
    await expect(identity.call("GetStoreProfile", { store_id: user.id })).rejects.toMatchObject({ kind: "unauthenticated" });
    const other = servicePrincipal("00000000-0000-4000-8000-000000000000", "test");
    await expect(identity.call("GetStoreProfile", { store_id: user.id }, { principal: other })).rejects.toMatchObject({ kind: "not_found" });
    const forged = new ServiceClient("identity", Identity, `127.0.0.1:${app.port}`, "another-secret-0123456789");
    await expect(forged.call("GetStoreProfile", { store_id: user.id }, { principal: servicePrincipal(user.id, "test") })).rejects.toMatchObject({ kind: "unauthenticated" });
    forged.close();
  });
});
