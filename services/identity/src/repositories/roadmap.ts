import type { StoreScope } from "@pix/grpc";
import type { PrismaClient } from "./prisma";

export interface CardFields { title?: string; description?: string; status?: string }

const withVotes = (storeId: string) => ({
  _count: { select: { votes: true } },
  votes: { where: { storeId }, select: { storeId: true } },
}) as const;

export interface CardView {
  id: string;
  title: string;
  description: string;
  status: string;
  createdAt: Date;
  votes: number;
  voted: boolean;
}

function view(row: { id: string; title: string; description: string; status: string; createdAt: Date; _count: { votes: number }; votes: { storeId: string }[] }): CardView {
  return { id: row.id, title: row.title, description: row.description, status: row.status, createdAt: row.createdAt, votes: row._count.votes, voted: row.votes.length > 0 };
}

/** Internal roadmap cards, votes (one per store and card: the primary key) and comments. */
export class RoadmapRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async list({ storeId }: StoreScope, take: number): Promise<CardView[]> {
    const rows = await this.prisma.roadmapCard.findMany({ include: withVotes(storeId), orderBy: [{ createdAt: "desc" }, { id: "desc" }], take });
    return rows.map(view);
  }

  async get(id: string, { storeId }: StoreScope): Promise<CardView | null> {
    const row = await this.prisma.roadmapCard.findUnique({ where: { id }, include: withVotes(storeId) });
    return row ? view(row) : null;
  }

  async create(input: { id: string; title: string; description: string; status: string; createdBy: string }, { storeId }: StoreScope): Promise<CardView> {
    return view(await this.prisma.roadmapCard.create({ data: input, include: withVotes(storeId) }));
  }

  /** Null when the card does not exist. */
  async update(id: string, fields: CardFields, voter: StoreScope): Promise<CardView | null> {
    const r = await this.prisma.roadmapCard.updateMany({ where: { id }, data: fields });
    return r.count === 0 ? null : this.get(id, voter);
  }

  /** The deleted card (votes and comments go with it), or null when it did not exist. */
  async delete(id: string, voter: StoreScope): Promise<CardView | null> {
    const card = await this.get(id, voter);
    if (!card) return null;
    const r = await this.prisma.roadmapCard.deleteMany({ where: { id } });
    return r.count === 0 ? null : card;
  }

  /**
   * Adds the store's vote, or removes it when there was one. The insert is ON CONFLICT DO NOTHING on the
   * (card, store) key, so two concurrent toggles never make two votes. Null when the card does not exist.
   */
  async toggleVote(cardId: string, voter: StoreScope): Promise<CardView | null> {
    try {
      const inserted = await this.prisma.$executeRaw`INSERT INTO roadmap_votes (card_id, store_id) VALUES (${cardId}::uuid, ${voter.storeId}::uuid) ON CONFLICT DO NOTHING`;
      if (inserted === 0) await this.prisma.roadmapVote.deleteMany({ where: { cardId, storeId: voter.storeId } });
    } catch (err) {
      if (isForeignKeyViolation(err)) return null; // no such card (or deleted meanwhile)
      throw err;
    }
    return this.get(cardId, voter);
  }

  async comments(cardId: string, take: number) {
    return this.prisma.roadmapComment.findMany({
      where: { cardId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], take, include: { author: { select: { name: true } } },
    });
  }

  /** Null when the card does not exist. */
  async addComment(input: { id: string; cardId: string; authorId: string; body: string }) {
    try {
      return await this.prisma.roadmapComment.create({ data: input, include: { author: { select: { name: true } } } });
    } catch (err) {
      if (isForeignKeyViolation(err)) return null;
      throw err;
    }
  }
}

function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string; meta?: { code?: string; driverAdapterError?: { cause?: { originalCode?: string; kind?: string } } }; message?: string };
  return e?.code === "P2003" || e?.meta?.code === "23503" || e?.meta?.driverAdapterError?.cause?.originalCode === "23503"
    || e?.meta?.driverAdapterError?.cause?.kind === "ForeignKeyConstraintViolation" || /foreign key/i.test(e?.message ?? "");
}
