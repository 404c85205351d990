import type { Owner, PrismaClient, WebhookEndpoint } from "./prisma";

export interface EndpointChanges {
  url?: string;
  name?: string | null;
  events?: string[];
  active?: boolean;
}

/** Every query is scoped by owner: another store's or environment's id matches nothing. */
export class EndpointsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  create(owner: Owner, data: { id: string; url: string; name: string | null; events: string[]; secretCiphertext: Uint8Array<ArrayBuffer> }): Promise<WebhookEndpoint> {
    return this.prisma.webhookEndpoint.create({ data: { ...owner, ...data } });
  }

  count(owner: Owner): Promise<number> {
    return this.prisma.webhookEndpoint.count({ where: { ...owner } });
  }

  list(owner: Owner): Promise<WebhookEndpoint[]> {
    return this.prisma.webhookEndpoint.findMany({ where: { ...owner }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  }

  find(owner: Owner, id: string): Promise<WebhookEndpoint | null> {
    return this.prisma.webhookEndpoint.findFirst({ where: { id, ...owner } });
  }

  async update(owner: Owner, id: string, changes: EndpointChanges): Promise<WebhookEndpoint | null> {
    const { count } = await this.prisma.webhookEndpoint.updateMany({ where: { id, ...owner }, data: changes });
    return count === 1 ? this.find(owner, id) : null;
  }

  /** Deletes the endpoint (its deliveries cascade) and returns it, or null when it is not the owner's. */
  async delete(owner: Owner, id: string): Promise<WebhookEndpoint | null> {
    const found = await this.find(owner, id);
    if (!found) return null;
    const { count } = await this.prisma.webhookEndpoint.deleteMany({ where: { id, ...owner } });
    return count === 1 ? found : null;
  }
}
