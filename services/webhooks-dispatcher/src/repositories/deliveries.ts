import { randomUUID } from "node:crypto";
import type { Cursor } from "../domain/cursor";
import { DeliveryStatus } from "../domain/delivery";
import type { AttemptOutcome } from "../delivery/sender";
import type { Owner, PrismaClient, WebhookDelivery, WebhookEndpoint } from "./prisma";

export interface QueuedDelivery {
  id: string;
  endpointId: string;
}

export class DeliveriesRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * The consumer's inbox and fan-out in one transaction: the envelope id is marked processed and one
   * pending delivery per matching endpoint is written, or neither. Returns null for an envelope already
   * handled (a broker redelivery), so a duplicate never yields a second set of deliveries.
   */
  recordEvent(consumer: string, owner: Owner, e: { id: string; event: string; body: string }): Promise<QueuedDelivery[] | null> {
    return this.prisma.$transaction(async (tx) => {
      const marked = await tx.processedMessage.createMany({ data: [{ consumer, messageId: e.id }], skipDuplicates: true });
      if (marked.count === 0) return null;
      const endpoints = await tx.webhookEndpoint.findMany({
        where: { ...owner, active: true, OR: [{ events: { isEmpty: true } }, { events: { has: e.event } }] },
        select: { id: true },
      });
      const rows = endpoints.map((ep) => ({ id: randomUUID(), endpointId: ep.id, ...owner, event: e.event, eventId: e.id, body: e.body }));
      if (rows.length) await tx.webhookDelivery.createMany({ data: rows });
      return rows.map(({ id, endpointId }) => ({ id, endpointId }));
    });
  }

  /** A delivery asked for by the merchant (test event or redelivery). */
  createManual(owner: Owner, data: { endpointId: string; event: string; eventId: string; body: string; redeliveryOf: string | null }): Promise<WebhookDelivery> {
    return this.prisma.webhookDelivery.create({ data: { id: randomUUID(), ...owner, ...data } });
  }

  find(owner: Owner, endpointId: string, id: string): Promise<WebhookDelivery | null> {
    return this.prisma.webhookDelivery.findFirst({ where: { id, endpointId, ...owner } });
  }

  /** Newest first; one extra row is read to know whether another page exists. */
  async page(owner: Owner, endpointId: string, limit: number, after: Cursor | null): Promise<{ rows: WebhookDelivery[]; more: boolean }> {
    const rows = await this.prisma.webhookDelivery.findMany({
      where: {
        endpointId,
        ...owner,
        ...(after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] } : {}),
      },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: limit + 1,
    });
    return { rows: rows.slice(0, limit), more: rows.length > limit };
  }

  /**
   * Takes a pending delivery for one attempt and returns it with its endpoint (internal: the attempt
   * runs for whichever store owns the row). Null when another replica or a duplicate already took it,
   * or when it is gone (endpoint deleted).
   */
  async claim(id: string, now: Date): Promise<(WebhookDelivery & { endpoint: WebhookEndpoint }) | null> {
    const [claimed] = await this.prisma.webhookDelivery.updateManyAndReturn({
      where: { id, status: DeliveryStatus.pending },
      data: { status: DeliveryStatus.sending, attemptedAt: now },
      include: { endpoint: true },
    });
    return claimed ?? null;
  }

  /** updateMany: the row may be gone meanwhile (endpoint deleted, retention), which is not an error. */
  async complete(id: string, status: DeliveryStatus, outcome: AttemptOutcome): Promise<void> {
    await this.prisma.webhookDelivery.updateMany({
      where: { id },
      data: { status, statusCode: outcome.statusCode, error: outcome.error, durationMs: outcome.durationMs },
    });
  }

  /** Oldest pending deliveries, to resume after a restart (or ones another replica left behind). */
  pending(limit: number): Promise<QueuedDelivery[]> {
    return this.prisma.webhookDelivery.findMany({
      where: { status: DeliveryStatus.pending },
      orderBy: { createdAt: "asc" },
      take: limit,
      select: { id: true, endpointId: true },
    });
  }

  /**
   * Attempts cut by a crash stay `sending`; they may have reached the merchant, and the contract allows
   * one attempt, so they are closed as failed (the merchant can redeliver) rather than sent again.
   */
  async failInterrupted(claimedBefore: Date): Promise<number> {
    const { count } = await this.prisma.webhookDelivery.updateMany({
      where: { status: DeliveryStatus.sending, attemptedAt: { lt: claimedBefore } },
      data: { status: DeliveryStatus.failed, error: "Tentativa interrompida por um reinício do serviço" },
    });
    return count;
  }

  /** Retention: deliveries and inbox markers older than `before` are deleted. */
  async prune(before: Date): Promise<{ deliveries: number; inbox: number }> {
    const deliveries = await this.prisma.webhookDelivery.deleteMany({ where: { createdAt: { lt: before } } });
    const inbox = await this.prisma.processedMessage.deleteMany({ where: { processedAt: { lt: before } } });
    return { deliveries: deliveries.count, inbox: inbox.count };
  }
}
