import type { PrismaClient, User } from "./prisma";

export class SocialLinksRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * Attaches a social identity to an existing (verified) account and takes away what a password
   * holder may have kept: the password is cleared and every open session revoked, in one
   * transaction. From then on the account signs in with the provider. API keys are kept: they are
   * listed in the panel, where the owner revokes any they do not recognise.
   */
  link(userId: string, provider: string, subject: string, now = new Date()): Promise<User> {
    return this.prisma.$transaction(async (tx) => {
      await tx.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
      return tx.user.update({ where: { id: userId }, data: { socialProvider: provider, socialSubject: subject, passwordHash: null } });
    });
  }
}
