import { randomUUID } from "node:crypto";
import { capListing } from "@pix/errors";
import type { StoreScope } from "@pix/grpc";
import { writeAuditRow } from "@pix/messaging";
import { Prisma } from "../generated/prisma/client";
import type { PaymentLink as Row } from "../generated/prisma/client";
import type { PrismaClient } from "./prisma";
import type { LinkDueTerms } from "../domain/link-due-terms";

export interface PaymentLink {
  id: string;
  userId: string;
  environment: string;
  productId: string | null;
  slug: string;
  description: string;
  amountCents: number;
  method: string;
  active: boolean;
  /** Issue 37: the due-date terms each payer's charge gets; null: immediate charges. */
  dueTerms: LinkDueTerms | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface LinkChanges {
  description?: string;
  amountCents?: number;
  productId?: string | null;
  active?: boolean;
  slug?: string;
  method?: string;
  /** null removes the terms. */
  dueTerms?: LinkDueTerms | null;
}

export type NewLink = Required<Omit<LinkChanges, "active">>;

/** Thrown when a slug is already taken (the unique index decides, so concurrent creates are safe). */
export class SlugTakenError extends Error {}

/** Thrown when a creation or a reactivation would take the scope past its cap of active links. */
export class ActiveLinkCapError extends Error {}

type Tx = Prisma.TransactionClient;
/** Waiting for the scope's lock behind a burst of creations is normal; the gRPC deadline bounds the whole call. */
const CAPPED_TX = { maxWait: 10_000, timeout: 10_000 };

/**
 * One lock per store and environment, held until the transaction ends, so that counting the active
 * links and the insert or reactivation that follows are one step: concurrent requests queue here
 * and each counts what the previous one committed (READ COMMITTED takes a new snapshot per statement).
 */
async function lockScope(tx: Tx, scope: StoreScope): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`payment_links:${scope.storeId}:${scope.environment}`}, 0))`;
}

const countActive = (tx: Tx, scope: StoreScope, exceptId?: string) =>
  tx.paymentLink.count({ where: { userId: scope.storeId, environment: scope.environment, active: true, ...(exceptId && { NOT: { id: exceptId } }) } });

const toLink = (row: Row): PaymentLink => ({ ...row, amountCents: Number(row.amountCents), dueTerms: (row.dueTerms as LinkDueTerms | null) ?? null });

/** The link as its RPC's answer shows it (no product is absent there): what the audit rules read. */
const auditView = (row: Row) => ({ id: row.id, slug: row.slug, amount_cents: Number(row.amountCents), product_id: row.productId ?? undefined, active: row.active });

function toData(changes: LinkChanges) {
  const { amountCents, dueTerms, ...rest } = changes;
  return { ...rest, ...(amountCents === undefined ? {} : { amountCents: BigInt(amountCents) }), ...(dueTerms === undefined ? {} : { dueTerms: dueTermsData(dueTerms) }) };
}

/** A JSON column is cleared with the database's NULL (a plain null would be the JSON value null). */
const dueTermsData = (terms: LinkDueTerms | null) => (terms === null ? Prisma.DbNull : (terms as unknown as Prisma.InputJsonObject));

async function mapSlugConflict<T>(op: Promise<T>): Promise<T> {
  try {
    return await op;
  } catch (err) {
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002") throw new SlugTakenError();
    throw err;
  }
}

export class PaymentLinksRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /** Creates an active link unless the scope already has `activeCap` active links (ActiveLinkCapError). */
  async create(scope: StoreScope, data: NewLink, activeCap: number): Promise<PaymentLink> {
    const { amountCents, dueTerms, ...rest } = data;
    const row = await mapSlugConflict(
      this.prisma.$transaction(async (tx) => {
        await lockScope(tx, scope);
        if ((await countActive(tx, scope)) >= activeCap) throw new ActiveLinkCapError();
        const created = await tx.paymentLink.create({
          data: { id: randomUUID(), userId: scope.storeId, environment: scope.environment, amountCents: BigInt(amountCents), dueTerms: dueTermsData(dueTerms), ...rest },
        });
        // After the insert: a slug collision throws before the call's audit event is taken, so the next draw still has it.
        await writeAuditRow(tx, auditView(created));
        return created;
      }, CAPPED_TX),
    );
    return toLink(row);
  }

  /** Newest first; one extra row is read to tell whether the cap cut the list. */
  async list(scope: StoreScope, limit: number): Promise<{ links: PaymentLink[]; truncated: boolean }> {
    const rows = await this.prisma.paymentLink.findMany({
      where: { userId: scope.storeId, environment: scope.environment },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: limit + 1,
    });
    const page = capListing(rows, limit);
    return { links: page.rows.map(toLink), truncated: page.truncated };
  }

  /**
   * Scoped by owner: another store's id (or another environment's) matches nothing. Reactivating an
   * inactive link counts against `activeCap` under the same lock as creation (ActiveLinkCapError).
   */
  async update(scope: StoreScope, id: string, changes: LinkChanges, activeCap: number): Promise<PaymentLink | null> {
    const where = { id, userId: scope.storeId, environment: scope.environment };
    const row = await mapSlugConflict(
      this.prisma.$transaction(async (tx) => {
        if (changes.active === true) {
          await lockScope(tx, scope);
          const current = await tx.paymentLink.findFirst({ where, select: { active: true } });
          if (current && !current.active && (await countActive(tx, scope, id)) >= activeCap) throw new ActiveLinkCapError();
        }
        const { count } = await tx.paymentLink.updateMany({ where, data: toData(changes) });
        const updated = count === 0 ? null : await tx.paymentLink.findFirst({ where });
        if (updated) await writeAuditRow(tx, auditView(updated));
        return updated;
      }, CAPPED_TX),
    );
    return row && toLink(row);
  }

  async delete(scope: StoreScope, id: string): Promise<PaymentLink | null> {
    const where = { id, userId: scope.storeId, environment: scope.environment };
    return this.prisma.$transaction(async (tx) => {
      const row = await tx.paymentLink.findFirst({ where });
      if (!row) return null;
      await tx.paymentLink.delete({ where: { id: row.id } });
      await writeAuditRow(tx, {});
      return toLink(row);
    });
  }

  /** Scoped by owner, like update. */
  async findById(scope: StoreScope, id: string): Promise<PaymentLink | null> {
    const row = await this.prisma.paymentLink.findFirst({ where: { id, userId: scope.storeId, environment: scope.environment } });
    return row && toLink(row);
  }

  /** Public lookup by slug: the payer has no scope; the link itself names its owner and environment. */
  async findBySlug(slug: string): Promise<PaymentLink | null> {
    const row = await this.prisma.paymentLink.findUnique({ where: { slug } });
    return row && toLink(row);
  }

  /** Contract 4.7: links of the scope naming a product (index payment_links(user_id, environment, product_id)). */
  countByProduct(scope: StoreScope, productId: string): Promise<number> {
    return this.prisma.paymentLink.count({ where: { userId: scope.storeId, environment: scope.environment, productId } });
  }

  /** Clears product_id on the scope's links naming a deleted product; a repeat clears nothing (idempotent). */
  async unlinkProduct(scope: StoreScope, productId: string): Promise<number> {
    const where = { userId: scope.storeId, environment: scope.environment, productId };
    const { count } = await this.prisma.paymentLink.updateMany({ where, data: { productId: null } });
    return count;
  }
}
