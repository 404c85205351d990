import { auditEvent } from "@pix/messaging";
import type { KeyRevocationReason } from "../domain/api-key-revocation";
import type { Prisma } from "../generated/prisma/client";

export type Tx = Prisma.TransactionClient;

/** Why an account's earlier credentials were taken away (the audit summary and the key's 401 say it). */
export type RevocationReason = Exclude<KeyRevocationReason, "panel">;

/**
 * Locks the account's row for the rest of the transaction. Every path that adds a credential from
 * an existing one (login's new session, a session minting an API key) takes the same row FOR SHARE
 * and re-checks under it, so a credential added concurrently with a takeover is either seen and
 * revoked by it or refused after it: none survives in between.
 */
export async function lockAccount(tx: Tx, userId: string): Promise<void> {
  await tx.$executeRaw`SELECT 1 FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
}

/**
 * Takes away every credential made before `now` that rests on the account: its sessions (their
 * refresh and access tokens), every API key of its own store, and every API key it made for another
 * store as a member with x-store (those belong to that store, but they were minted through this
 * account, whose control was not proven then). Each revoked key gets an `api_key.revoked` entry in
 * the audit trail of the store that held it. The caller holds lockAccount.
 */
export async function revokeAccountCredentials(tx: Tx, userId: string, reason: RevocationReason, now: Date): Promise<{ sessions: number; apiKeys: number }> {
  const sessions = await tx.session.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: now } });
  const keys = await tx.apiKey.findMany({
    where: { revokedAt: null, OR: [{ userId }, { createdBy: userId }] },
    select: { id: true, userId: true, name: true, environment: true },
  });
  if (keys.length === 0) return { sessions: sessions.count, apiKeys: 0 };
  await tx.apiKey.updateMany({ where: { id: { in: keys.map((k) => k.id) }, revokedAt: null }, data: { revokedAt: now, revokedReason: reason } });
  for (const key of keys) {
    const event = auditEvent({
      // The account acted: as the store's owner, or as a member of the store that held the key.
      principal: { userId, storeId: key.userId, environment: key.environment === "live" ? "live" : "test", credential: "session" },
      requestId: null,
      action: "api_key.revoked",
      target: { type: "api_key", id: key.id },
      summary: { name: key.name, environment: key.environment, reason },
    });
    if (event) await tx.outboxEvent.create({ data: { id: event.id, event: event.event, payload: event as unknown as Prisma.InputJsonValue } });
  }
  return { sessions: sessions.count, apiKeys: keys.length };
}
