import { randomUUID } from "node:crypto";
import { LISTING_CAP } from "@pix/errors";
import type { StoreScope } from "@pix/grpc";
import { writeAuditRow } from "@pix/messaging";
import { memberStatus } from "../domain/members";
import { InviteHistory, inviteRefusal, MAIL_BOUNDS, recipientKey } from "../domain/mail-quota";
import { mailSends, Tx } from "./mail-sends";
import type { PrismaClient } from "./prisma";
import type { StoreMember } from "../generated/prisma/client";

export type { StoreMember };

/** The member as UpdateMember's and RemoveMember's answers show it, for their audit rules (issue 28). */
const auditView = (m: StoreMember) => ({ id: m.id, role: m.role, status: memberStatus(m) });

const emailLock = (email: string) => `store_members:${email}`;
/** Lock waits hold pool connections; Prisma's defaults (2 s for a connection, 5 s a transaction) would turn a queue into errors. */
const LOCKED_TX = { maxWait: 15_000, timeout: 15_000 };

/**
 * Store members and invites (one row per store and e-mail). Activation is one statement joining
 * `users` by e-mail, run after an invite is written and after an account is created. Both take a
 * transaction-scoped advisory lock per e-mail first, so an invite and a sign-up racing each other
 * still end active: whichever runs second sees what the first committed.
 */
export class MembersRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * Creates or updates (role) the invites of `emails` for the store, then activates those whose
   * e-mail already has an account. Returns the rows, in `emails` order. Every address is mailed, so
   * the request is first checked against the invite e-mail bounds (store per hour, address per day,
   * store and address per day):
   * past one, the AppError 429 is thrown before anything is written, and the transaction ends empty.
   */
  async invite(scope: StoreScope, emails: string[], role: string, now = new Date()): Promise<StoreMember[]> {
    const { storeId } = scope;
    return this.prisma.$transaction(async (tx) => {
      // The store's lock first, then the addresses' sorted: every invite takes them in one order (no deadlock).
      await mailSends.lock(tx, `invite:store:${storeId}`);
      for (const email of [...emails].sort()) await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${emailLock(email)}, 0))`;
      // The address locks also serialise other stores' invites to the same addresses, so the per-address counts hold.
      const refusal = inviteRefusal(storeId, emails, await inviteHistory(tx, storeId, emails, now), now);
      if (refusal) throw refusal;
      await mailSends.record(tx, "invite", storeId, emails.map(recipientKey), now);
      for (const email of emails) {
        await tx.storeMember.upsert({
          where: { storeId_email: { storeId, email } },
          create: { id: randomUUID(), storeId, email, role },
          update: { role },
        });
      }
      await tx.$executeRaw`UPDATE store_members m SET user_id = u.id, updated_at = now() FROM users u
        WHERE m.store_id = ${storeId}::uuid AND m.user_id IS NULL AND m.email = u.email AND m.email = ANY(${emails}::text[])`;
      const rows = await tx.storeMember.findMany({ where: { storeId, email: { in: emails } } });
      // InviteMembers' audit entry (its rule reads only the request) commits with the invites.
      await writeAuditRow(tx, {});
      const byEmail = new Map(rows.map((r) => [r.email, r]));
      return emails.map((e) => byEmail.get(e)!);
    }, LOCKED_TX);
  }

  /** At sign-up (password or social): every pending invite to the account's e-mail turns active. */
  activateFor(userId: string, email: string): Promise<number> {
    const address = email.toLowerCase();
    return this.prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${emailLock(address)}, 0))`;
      const { count } = await tx.storeMember.updateMany({ where: { email: address, userId: null }, data: { userId } });
      return count;
    }, LOCKED_TX);
  }

  /** The store's members (a store's data, not an environment's: the scope's environment is not read). Newest first; one more than the cap is read so the caller can tell the list was cut. */
  list(scope: StoreScope, limit = LISTING_CAP): Promise<StoreMember[]> {
    return this.prisma.storeMember.findMany({ where: { storeId: scope.storeId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: limit + 1 });
  }

  /** Scoped by store: another store's member id matches nothing. */
  setRole(scope: StoreScope, id: string, role: string): Promise<StoreMember | null> {
    return this.prisma.$transaction(async (tx) => {
      const { count } = await tx.storeMember.updateMany({ where: { id, storeId: scope.storeId }, data: { role } });
      const row = count === 1 ? await tx.storeMember.findUnique({ where: { id } }) : null;
      if (row) await writeAuditRow(tx, auditView(row));
      return row;
    });
  }

  /** Removes a member or cancels an invite; the deleted row, or null when the store has no such id. */
  remove(scope: StoreScope, id: string): Promise<StoreMember | null> {
    const { storeId } = scope;
    return this.prisma.$transaction(async (tx) => {
      const row = await tx.storeMember.findFirst({ where: { id, storeId } });
      if (!row) return null;
      const { count } = await tx.storeMember.deleteMany({ where: { id, storeId } });
      if (count !== 1) return null;
      await writeAuditRow(tx, auditView(row));
      return row;
    });
  }

  /** The active membership of `userId` in `storeId`, read on every request made with x-store. */
  activeMembership(storeId: string, userId: string): Promise<StoreMember | null> {
    return this.prisma.storeMember.findFirst({ where: { storeId, userId } });
  }
}

async function inviteHistory(tx: Tx, storeId: string, emails: string[], now: Date): Promise<InviteHistory> {
  const since = (windowMs: number) => new Date(now.getTime() - windowMs);
  return {
    store: await mailSends.byStore(tx, "invite", storeId, since(MAIL_BOUNDS.invitesPerStore.windowMs)),
    recipients: await mailSends.byRecipients(tx, "invite", emails.map(recipientKey), since(MAIL_BOUNDS.invitesPerRecipient.windowMs)),
  };
}
