import type { Pool } from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { Prisma, PrismaClient } from "../generated/prisma/client";

export { Prisma, PrismaClient };
export type { Subscription as SubscriptionRow, SubscriptionBilling as BillingRow } from "../generated/prisma/client";

/** Prisma shares the service's pg pool (one pool per process, also used by the outbox relay and pg-boss). */
export function createPrisma(pool: Pool): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg(pool) });
}

export function isUniqueViolation(err: unknown): boolean {
  return err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002";
}
