import type { Pool } from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../generated/prisma/client";

export type { PrismaClient };
export type { WebhookEndpoint, WebhookDelivery } from "../generated/prisma/client";

/** Prisma shares the service's pg pool (one pool per process). */
export function createPrisma(pool: Pool): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg(pool) });
}

