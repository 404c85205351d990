import type { PrismaClient, SubscriptionRow } from "./prisma";

/**
 * The hosted authorization page's reads (issue 26: a cross-store lookup, named): the payer holds only
 * the checkout key, which is the capability; no store is known before the row is found.
 */
export class PublicAuthorizations {
  constructor(private readonly prisma: PrismaClient) {}

  byCheckoutKey(key: string): Promise<SubscriptionRow | null> {
    return this.prisma.subscription.findUnique({ where: { authorizationCheckoutKey: key } });
  }

  /** J3: the first period was billed at signup (paid by the same QR that authorizes). */
  /** The period billed at signup (J3 and J4: paid with the QR that authorizes), or null (J2). */
  async signupPeriodAt(subscriptionId: string): Promise<Date | null> {
    return (await this.prisma.subscriptionBilling.findFirst({ where: { subscriptionId, source: "signup" }, select: { periodAt: true } }))?.periodAt ?? null;
  }
}
