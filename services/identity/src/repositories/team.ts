import type { PrismaClient } from "./prisma";

export interface TeamMemberRow {
  userId: string;
  email: string;
  name: string;
  grantedAt: Date;
  grantedBy: string;
  note: string | null;
}

/**
 * The service team (`is_admin`): explicit grants in `team_members`. A grant counts only while the
 * account's e-mail is verified, so team power never rests on an address nobody proved.
 */
export class TeamRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async isMember(userId: string): Promise<boolean> {
    const row = await this.prisma.teamMember.findFirst({ where: { userId, user: { emailVerifiedAt: { not: null } } }, select: { userId: true } });
    return row !== null;
  }

  /**
   * The grant alone, by primary key (Authenticate already holds the user row and checks its e-mail
   * itself: issue 13, no row read twice per request).
   */
  async hasGrant(userId: string): Promise<boolean> {
    return (await this.prisma.teamMember.findUnique({ where: { userId }, select: { userId: true } })) !== null;
  }

  /** The members among `userIds` (one query for a whole listing). */
  async membersAmong(userIds: string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows = await this.prisma.teamMember.findMany({
      where: { userId: { in: userIds }, user: { emailVerifiedAt: { not: null } } },
      select: { userId: true },
    });
    return new Set(rows.map((r) => r.userId));
  }

  /** Idempotent: granting a member again keeps the first grant. */
  async grant(userId: string, grantedBy: string, note?: string): Promise<void> {
    await this.prisma.teamMember.upsert({ where: { userId }, create: { userId, grantedBy, note: note ?? null }, update: {} });
  }

  /** True when the account was a member. */
  async revoke(userId: string): Promise<boolean> {
    const { count } = await this.prisma.teamMember.deleteMany({ where: { userId } });
    return count === 1;
  }

  async list(): Promise<TeamMemberRow[]> {
    const rows = await this.prisma.teamMember.findMany({ include: { user: { select: { email: true, name: true } } }, orderBy: { grantedAt: "asc" } });
    return rows.map((r) => ({ userId: r.userId, email: r.user.email, name: r.user.name, grantedAt: r.grantedAt, grantedBy: r.grantedBy, note: r.note }));
  }
}
