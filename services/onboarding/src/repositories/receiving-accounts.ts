import type { StoreScope } from "@pix/grpc";
import { randomUUID } from "node:crypto";
import type { Fronts } from "../domain/receiving-account";
import { writeAuditRow } from "@pix/messaging";
import type { PrismaClient, ReceivingAccount } from "./prisma";

export interface CreatedAtEngine {
  accountId: string;
  walletId: string;
  engineApiKeyEnc: string;
  pixKey: string | null;
  pixKeyStatus: string | null;
}

export interface StatusSnapshot extends Fronts {
  status: string;
  onboardingUrl: string | null;
  /** Set when the engine's review has reached a decision; kept from the first time. */
  reviewed: boolean;
  /** When the engine was asked: an older answer never overwrites a newer one. */
  checkedAt: Date;
}

/** The only code touching receiving_accounts; always by (store, environment) or by (engine account, environment). */
export class ReceivingAccountsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  find(scope: StoreScope): Promise<ReceivingAccount | null> {
    return this.prisma.receivingAccount.findUnique({ where: { storeId_environment: { storeId: scope.storeId, environment: scope.environment } } });
  }

  findByEngineAccount(accountId: string, environment: string): Promise<ReceivingAccount | null> {
    return this.prisma.receivingAccount.findFirst({ where: { accountId, environment } });
  }

  /**
   * The store's row in `creating`, written before the engine is asked; the unique (store,
   * environment) lets only one concurrent request create. `claimed` false: another request's row.
   */
  async claim(scope: StoreScope): Promise<{ row: ReceivingAccount; claimed: boolean }> {
    const { storeId, environment } = scope;
    const inserted = await this.prisma.$executeRaw`
      INSERT INTO receiving_accounts (id, store_id, environment, status, updated_at)
      VALUES (${randomUUID()}::uuid, ${storeId}::uuid, ${environment}, 'creating', now())
      ON CONFLICT (store_id, environment) DO NOTHING`;
    return { row: (await this.find(scope))!, claimed: inserted === 1 };
  }

  /** CreateReceivingAccount's audit entry commits with the engine's account (issue 28): the status it records is "pending". */
  completeCreation(id: string, c: CreatedAtEngine): Promise<ReceivingAccount> {
    return this.prisma.$transaction(async (tx) => {
      const row = await tx.receivingAccount.update({ where: { id }, data: { ...c, status: "pending" } });
      await writeAuditRow(tx, { account_id: row.accountId, status: row.status });
      return row;
    });
  }

  /** A creation the engine did not complete: the row goes, so the next request tries again. */
  async release(id: string): Promise<void> {
    await this.prisma.receivingAccount.deleteMany({ where: { id, status: "creating", accountId: null } });
  }

  /** Applies the engine's answer unless a later-asked one is already stored; idempotent. */
  async applyStatus(id: string, s: StatusSnapshot): Promise<void> {
    const { reviewed, checkedAt, ...fields } = s;
    await this.prisma.$transaction(async (tx) => {
      const updated = await tx.receivingAccount.updateMany({
        where: { id, accountId: { not: null }, OR: [{ statusCheckedAt: null }, { statusCheckedAt: { lte: checkedAt } }] },
        data: {
          status: fields.status,
          frontGeneral: fields.general,
          frontCommercialInfo: fields.commercialInfo,
          frontBankAccountInfo: fields.bankAccountInfo,
          frontDocumentation: fields.documentation,
          onboardingUrl: fields.onboardingUrl,
          statusCheckedAt: checkedAt,
        },
      });
      if (updated.count && reviewed) await tx.receivingAccount.updateMany({ where: { id, reviewedAt: null }, data: { reviewedAt: checkedAt } });
      // RefreshReceivingAccount's entry, with the status stored now (a later-asked answer may have won).
      const now = await tx.receivingAccount.findUnique({ where: { id }, select: { accountId: true, status: true } });
      await writeAuditRow(tx, { account_id: now?.accountId, status: now?.status });
    });
  }
}
