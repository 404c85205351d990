import { lockAccount, revokeAccountCredentials } from "./credentials";
import type { PrismaClient, User } from "./prisma";

/** `team`: the account holds a team grant and is never linked by a sign-in on its own. */
export type LinkOutcome = { linked: User } | { refused: "team" };

export class SocialLinksRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * A social sign-in attaching to an existing (verified) account takes away everything a password
   * holder may have kept, in one transaction: the password is cleared, every session revoked and
   * every API key made before revoked (the account's own store's, and those it made for other stores
   * as a member; see revokeAccountCredentials). From then on the account signs in with the provider.
   * Refused for a team account (issue 23 item 6): the grant is read under the account's lock, so a
   * grant committed before the link is always seen.
   */
  linkOnSignIn(userId: string, provider: string, subject: string, now = new Date()): Promise<LinkOutcome> {
    return this.prisma.$transaction(async (tx) => {
      await lockAccount(tx, userId);
      if (await tx.teamMember.findUnique({ where: { userId }, select: { userId: true } })) return { refused: "team" } as const;
      await revokeAccountCredentials(tx, userId, "social_linked", now);
      return { linked: await tx.user.update({ where: { id: userId }, data: { socialProvider: provider, socialSubject: subject, passwordHash: null } }) };
    });
  }

  /**
   * The signed-in owner's own link (POST /auth/social/link): the caller holds a session and the
   * provider's word for the same address, so nothing is taken away; the password keeps working.
   * Null when the account is linked already or the subject belongs to another account meanwhile.
   */
  async linkByOwner(userId: string, provider: string, subject: string): Promise<User | null> {
    const taken = await this.prisma.user.findFirst({ where: { socialProvider: provider, socialSubject: subject }, select: { id: true } });
    if (taken) return null;
    let count: number;
    try {
      ({ count } = await this.prisma.user.updateMany({ where: { id: userId, socialSubject: null }, data: { socialProvider: provider, socialSubject: subject } }));
    } catch (err) {
      if ((err as { code?: string }).code === "P2002") return null; // another account took the subject concurrently
      throw err;
    }
    return count === 1 ? this.prisma.user.findUnique({ where: { id: userId } }) : null;
  }
}
