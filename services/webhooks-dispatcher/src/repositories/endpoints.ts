import { writeAuditRow as audit } from "@pix/messaging";
import type { RetryPolicy } from "../domain/retry";
import { lockFor, SERIALISED_TX } from "./locks";
import type { StoreScope } from "@pix/grpc";
import type { PrismaClient, WebhookEndpoint } from "./prisma";

export interface EndpointChanges {
  url?: string;
  name?: string | null;
  events?: string[];
  active?: boolean;
  retryPolicy?: RetryPolicy;
}

export interface NewEndpoint {
  id: string;
  url: string;
  name: string | null;
  events: string[];
  retryPolicy: RetryPolicy;
  secretCiphertext: Uint8Array<ArrayBuffer>;
  format: string;
}

/** NOTIFYed by a trigger on webhook_endpoints at the commit of any change (migration 20261126000000). */
export const ENDPOINT_CHANGES_CHANNEL = "webhook_endpoints_changed";

/** Every query is scoped by owner: another store's or environment's id matches nothing. */
export class EndpointsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * Creates the endpoint unless the owner already has `cap` of them, or returns null. Count and insert run
   * in one transaction holding a lock on the owner (store + environment), so concurrent creations are
   * serialised and the cap holds across requests and replicas; other owners never wait.
   */
  createWithinCap(owner: StoreScope, data: NewEndpoint, cap: number): Promise<WebhookEndpoint | null> {
    return this.prisma.$transaction(async (tx) => {
      await lockFor(tx, "webhook_endpoints", owner.storeId, owner.environment);
      if ((await tx.webhookEndpoint.count({ where: { ...owner } })) >= cap) return null;
      const created = await tx.webhookEndpoint.create({ data: { ...owner, ...data } });
      await audit(tx, { endpoint: auditView(created) });
      return created;
    }, SERIALISED_TX);
  }

  /** The `events` of each active endpoint of the owner (the consumer's subscription cache). */
  async activeEvents(owner: StoreScope): Promise<string[][]> {
    const rows = await this.prisma.webhookEndpoint.findMany({ where: { ...owner, active: true }, select: { events: true } });
    return rows.map((r) => r.events);
  }

  list(owner: StoreScope): Promise<WebhookEndpoint[]> {
    return this.prisma.webhookEndpoint.findMany({ where: { ...owner }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  }

  find(owner: StoreScope, id: string): Promise<WebhookEndpoint | null> {
    return this.prisma.webhookEndpoint.findFirst({ where: { id, ...owner } });
  }

  /** The change and its audit entry commit together (issue 28). */
  update(owner: StoreScope, id: string, changes: EndpointChanges): Promise<WebhookEndpoint | null> {
    return this.prisma.$transaction(async (tx) => {
      const { count } = await tx.webhookEndpoint.updateMany({ where: { id, ...owner }, data: changes });
      const updated = count === 1 ? await tx.webhookEndpoint.findFirst({ where: { id, ...owner } }) : null;
      if (updated) await audit(tx, auditView(updated));
      return updated;
    });
  }

  /** Stores a new sealed secret and bumps updated_at; the change and its audit entry commit together. */
  replaceSecret(owner: StoreScope, id: string, secretCiphertext: Uint8Array<ArrayBuffer>): Promise<WebhookEndpoint | null> {
    return this.prisma.$transaction(async (tx) => {
      const { count } = await tx.webhookEndpoint.updateMany({ where: { id, ...owner }, data: { secretCiphertext } });
      const updated = count === 1 ? await tx.webhookEndpoint.findFirst({ where: { id, ...owner } }) : null;
      if (updated) await audit(tx, { endpoint: auditView(updated) });
      return updated;
    });
  }

  /** Deletes the endpoint (its deliveries cascade) and returns it, or null when it is not the owner's. */
  delete(owner: StoreScope, id: string): Promise<WebhookEndpoint | null> {
    return this.prisma.$transaction(async (tx) => {
      const found = await tx.webhookEndpoint.findFirst({ where: { id, ...owner } });
      if (!found) return null;
      const { count } = await tx.webhookEndpoint.deleteMany({ where: { id, ...owner } });
      if (count !== 1) return null;
      await audit(tx, {});
      return found;
    });
  }
}

/** The endpoint as its RPC's answer shows it (a null name is absent there), for the audit rules. */
function auditView(e: WebhookEndpoint) {
  return { id: e.id, name: e.name ?? undefined, active: e.active };
}
