import type { Pool } from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { Prisma, PrismaClient } from "../../generated/prisma/client";

export { Prisma, PrismaClient };
export type { Charge as ChargeRow, Payment as PaymentRow } from "../../generated/prisma/client";

/** Prisma shares the service's pg pool (one pool per process, also used by the outbox relay). */
export function createPrisma(pool: Pool): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg(pool) });
}

export function isUniqueViolation(err: unknown): boolean {
  if (!(err instanceof Prisma.PrismaClientKnownRequestError)) return false;
  // P2010: a raw statement ($executeRawUnsafe) failed; the driver adapter's cause names the violation.
  const cause = (err.meta?.driverAdapterError as { cause?: { kind?: string } } | undefined)?.cause;
  return err.code === "P2002" || (err.code === "P2010" && cause?.kind === "UniqueConstraintViolation");
}
