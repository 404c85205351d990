import { buildEnvelope, REFERENCE_DELETED_EVENT, writeAuditRow, type Envelope, type ReferenceKey } from "@pix/messaging";
import { LISTING_CAP } from "@pix/errors";
import type { StoreScope } from "@pix/grpc";
import type { Prisma, PrismaClient, SubscriptionRow } from "./prisma";

export type NewSubscription = Omit<Prisma.SubscriptionUncheckedCreateInput, "createdAt" | "updatedAt">;
export type SubscriptionChanges = Prisma.SubscriptionUncheckedUpdateInput;
export type AuthorizationFields = Pick<
  Prisma.SubscriptionUncheckedUpdateInput,
  "authorizationId" | "authorizationStatus" | "authorizationPixCode" | "authorizationQrCodeUrl" | "authorizationExpiresAt" | "authorizationCheckoutKey"
>;

/** Subscriptions of a store in one environment; every read and write is scoped. */
/** The subscription as its RPC's answer shows it, for the audit rules (issue 28). */
const auditView = (r: SubscriptionRow) => ({
  id: r.id, amount_cents: Number(r.amountCents), interval: r.interval, status: r.status, next_billing_at: r.nextBillingAt?.toISOString(),
});

export class SubscriptionsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * CreateSubscription's row with its audit entry; a Pix Automático one records its entry once its
   * authorization is stored (setAuthorization), since a failed authorization undoes the creation.
   */
  create(data: NewSubscription, { audited = true }: { audited?: boolean } = {}): Promise<SubscriptionRow> {
    return this.prisma.$transaction(async (tx) => {
      const row = await tx.subscription.create({ data });
      if (audited) await writeAuditRow(tx, auditView(row));
      return row;
    });
  }

  find(scope: StoreScope, id: string): Promise<SubscriptionRow | null> {
    return this.prisma.subscription.findFirst({ where: { id, ...scope } });
  }

  /** The Pix Automático subscription whose authorization has this id (subscriptions_authorization_id_idx). */
  findByAuthorization(scope: StoreScope, authorizationId: string): Promise<SubscriptionRow | null> {
    return this.prisma.subscription.findFirst({ where: { authorizationId, ...scope, method: "pix_automatico" } });
  }

  /** Newest first, one past the cap so the caller knows it was cut. */
  list(scope: StoreScope): Promise<SubscriptionRow[]> {
    return this.prisma.subscription.findMany({ where: scope, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: LISTING_CAP + 1 });
  }

  /** Applies the changes under the row lock, after `check` saw the current row; null when not in the scope. */
  /** `events`: what the change sends to the outbox, in the same transaction (e.g. a cancellation for the engine). */
  async update(
    scope: StoreScope, id: string, change: (current: SubscriptionRow) => SubscriptionChanges,
    events: (before: SubscriptionRow, updated: SubscriptionRow) => Envelope[] = () => [],
  ): Promise<SubscriptionRow | null> {
    return this.prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM subscriptions WHERE id = ${id}::uuid FOR UPDATE`;
      const current = await tx.subscription.findFirst({ where: { id, ...scope } });
      if (!current) return null;
      const updated = await tx.subscription.update({ where: { id }, data: change(current) });
      for (const e of events(current, updated)) await tx.outboxEvent.create({ data: { id: e.id, event: e.event, payload: e as object } });
      await writeAuditRow(tx, auditView(updated));
      return updated;
    });
  }

  /**
   * A fixed term's candidates (issue 38): active or paused subscriptions whose term's last day is before
   * `asOfDay` (YYYY-MM-DD; the dates compare as text), a page after `afterId` in id order; `termOver` decides.
   */
  termCandidates(p: { asOfDay: string; take: number; afterId?: string; scope?: StoreScope }): Promise<SubscriptionRow[]> {
    return this.prisma.subscription.findMany({
      where: {
        status: { in: ["active", "paused"] }, authorizationEndDate: { lt: p.asOfDay },
        ...(p.scope && { storeId: p.scope.storeId, environment: p.scope.environment }), ...(p.afterId && { id: { gt: p.afterId } }),
      },
      orderBy: { id: "asc" },
      take: p.take,
    });
  }

  /**
   * Ends the subscription by itself (its fixed term is over) under its row lock, when `ends` still holds
   * for the row as it is now and whether a cycle of it is still live: `canceled` with `reason`, and the
   * events `events` builds (given the last billed period) in the outbox, one transaction. Null when it no
   * longer ends (a racing run ended it, the merchant changed it meanwhile).
   */
  async endByItself(
    id: string, at: Date, reason: string,
    ends: (current: SubscriptionRow, liveCycle: boolean) => boolean,
    events: (before: SubscriptionRow, ended: SubscriptionRow, lastPeriodAt: Date | null) => Envelope[],
  ): Promise<SubscriptionRow | null> {
    return this.prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM subscriptions WHERE id = ${id}::uuid FOR UPDATE`;
      const current = await tx.subscription.findUnique({ where: { id } });
      if (!current) return null;
      const liveCycle = (await tx.subscriptionBilling.count({ where: { subscriptionId: id, cycleStatus: "ATIVA" } })) > 0;
      if (!ends(current, liveCycle)) return null;
      const last = await tx.subscriptionBilling.findFirst({ where: { subscriptionId: id, status: "charged" }, orderBy: { periodAt: "desc" } });
      const ended = await tx.subscription.update({ where: { id }, data: { status: "canceled", endedReason: reason, endedAt: at } });
      for (const e of events(current, ended, last?.periodAt ?? null)) await tx.outboxEvent.create({ data: { id: e.id, event: e.event, payload: e as object } });
      return ended;
    });
  }

  /** Deletes the subscription alone (its billed periods cascade); null when not in the scope. */
  async delete(scope: StoreScope, id: string): Promise<SubscriptionRow | null> {
    return this.prisma.$transaction(async (tx) => {
      const found = await tx.subscription.findFirst({ where: { id, ...scope } });
      if (!found) return null;
      await tx.subscription.delete({ where: { id } });
      await writeAuditRow(tx, {});
      return found;
    });
  }

  /** The engine's answer to a new authorization, stored on the subscription (null when not in the scope). */
  setAuthorization(scope: StoreScope, id: string, data: AuthorizationFields): Promise<SubscriptionRow | null> {
    return this.prisma.$transaction(async (tx) => {
      const { count } = await tx.subscription.updateMany({ where: { id, ...scope }, data });
      const row = count ? await tx.subscription.findFirst({ where: { id, ...scope } }) : null;
      if (row) await writeAuditRow(tx, auditView(row)); // a Pix Automático CreateSubscription's entry
      return row;
    });
  }

  /**
   * Moves the authorization from the status `sub` was read with to `status`, with its event, once: a
   * conditional update, so of racing callers only the one that moved it writes the event.
   */
  async moveAuthorization(scope: StoreScope, sub: Pick<SubscriptionRow, "id" | "authorizationId" | "authorizationStatus">, status: string, event: Envelope): Promise<boolean> {
    return this.prisma.$transaction(async (tx) => {
      const moved = await tx.subscription.updateMany({
        where: { id: sub.id, ...scope, authorizationId: sub.authorizationId, authorizationStatus: sub.authorizationStatus },
        // The QR has done its part once the payer answered.
        data: { authorizationStatus: status, ...(status !== "CRIADA" && { authorizationPixCode: null, authorizationQrCodeUrl: null }) },
      });
      if (moved.count === 0) return false;
      await tx.outboxEvent.create({ data: { id: event.id, event: event.event, payload: event as object } });
      return true;
    });
  }

  /** The leftover references of a holder that could not clear now, published later by the outbox relay. */
  async deferUnlink(key: ReferenceKey): Promise<void> {
    const e = buildEnvelope(REFERENCE_DELETED_EVENT, { store_id: key.store, environment: key.env as "test" | "live" }, { ...key, env: key.env as "test" | "live" });
    await this.prisma.outboxEvent.create({ data: { id: e.id, event: e.event, payload: e as object } });
  }

  /** subscriptions.customer_id as a holder (customer deletion, contract 4.7): the snapshot stays. */
  countCustomerReferences(scope: StoreScope, customerId: string): Promise<number> {
    return this.prisma.subscription.count({ where: { ...scope, customerId } });
  }

  async unlinkCustomer(scope: StoreScope, customerId: string): Promise<number> {
    return (await this.prisma.subscription.updateMany({ where: { ...scope, customerId }, data: { customerId: null } })).count;
  }
}
