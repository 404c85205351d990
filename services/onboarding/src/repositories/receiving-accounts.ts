import type { PrismaClient, ReceivingAccount } from "./prisma";

/** The only code touching receiving_accounts; always by (store, environment). */
export class ReceivingAccountsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  find(storeId: string, environment: string): Promise<ReceivingAccount | null> {
    return this.prisma.receivingAccount.findUnique({ where: { storeId_environment: { storeId, environment } } });
  }
}
