import { join } from "node:path";
import { loadService, ServiceClient, type ClientOf } from "@pix/grpc";
import { createLogger } from "@pix/logger";
import { createTestDatabase, TestDatabase, TEST_AMQP_URL, uniqueName } from "@pix/testing";
import { startIdentity } from "../src/app";
import { identityEnv } from "../src/config";

export const PRINCIPAL_SECRET = "identity-test-secret-0123456789";
export const Identity = loadService("identity/v1/identity.proto", "pix.identity.v1.IdentityService");

export interface IdentityHarness {
  db: TestDatabase;
  identity: ClientOf<"pix.identity.v1.IdentityService">;
  /** Where identity's gRPC listens (a test may connect with other credentials). */
  address: string;
  close(): Promise<void>;
}

/** Identity alone over gRPC, on its own fresh database and a run-private exchange. */
export async function startIdentityHarness(name: string): Promise<IdentityHarness> {
  const db = await createTestDatabase(name, join(__dirname, "../prisma/migrations"));
  const app = await startIdentity(
    identityEnv.parse({
      DATABASE_URL: db.url, GRPC_ADDR: "127.0.0.1:0", PRINCIPAL_SECRET, JWT_SECRET: "j".repeat(40),
      AMQP_URL: TEST_AMQP_URL, AMQP_EXCHANGE: uniqueName(name), IDENTITY_QUEUE_PREFIX: uniqueName(`${name}_identity`),
    }),
    createLogger("test", "silent"),
  );
  const identity = new ServiceClient("identity", Identity, `127.0.0.1:${app.port}`, PRINCIPAL_SECRET);
  return {
    db,
    identity,
    address: `127.0.0.1:${app.port}`,
    async close() {
      identity.close();
      await app.close();
      await db.drop();
    },
  };
}
