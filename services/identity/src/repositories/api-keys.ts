import { randomUUID } from "node:crypto";
import { LAST_USED_RESOLUTION_MS, LastUsedThrottle } from "../domain/api-key";
import type { KeyRevocationReason } from "../domain/api-key-revocation";
import { errors } from "@pix/errors";
import { writeAuditRow } from "@pix/messaging";
import type { Tx } from "./credentials";
import type { ApiKey, PrismaClient } from "./prisma";

/**
 * A burst of creations for one store waits on the lock holding pool connections; Prisma's defaults
 * (2 s to get a connection, 5 s per transaction) would turn a queue into errors.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const CAPPED_INSERT_TX = { maxWait: 15_000, timeout: 15_000 };

export interface NewApiKey {
  userId: string;
  name: string;
  environment: string;
  keyHash: string;
  prefix: string;
  lastFour: string;
  /** The account whose session makes the key (the owner, or a manager acting with x-store). */
  createdBy: string;
  /** A restricted key's scopes; empty: the store's full rights. */
  permissoes: string[];
}

/**
 * The maker's session must still be live when its key is written: the maker's row is read FOR SHARE
 * (a takeover holds it FOR UPDATE while it revokes, see credentials.ts), then the session is checked,
 * so a key minted concurrently with a takeover is either revoked by it or refused here.
 */
async function assertSessionLive(tx: Tx, userId: string, sessionId: string | undefined): Promise<void> {
  if (!sessionId || !UUID.test(sessionId)) throw errors.unauthenticated("SESSAO_ENCERRADA", "Sessão encerrada; entre novamente");
  await tx.$executeRaw`SELECT 1 FROM users WHERE id = ${userId}::uuid FOR SHARE`;
  const live = await tx.session.count({ where: { id: sessionId, userId, revokedAt: null } });
  if (live === 0) throw errors.unauthenticated("SESSAO_ENCERRADA", "Sessão encerrada; entre novamente");
}

/** The key as its RPC's answer shows it (never the key itself), for the audit rules (issue 28). */
const auditView = (k: ApiKey) => ({
  id: k.id, name: k.name, environment: k.environment, last_four: k.lastFour,
  // The audit keeps scalars only: the scopes as one string, "todas" for a key with full rights.
  permissoes: k.permissoes.length > 0 ? k.permissoes.join(" ") : "todas",
});

export class ApiKeysRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * Inserts the key unless the store already holds `cap` active keys in that environment (then null),
   * and only while the maker's session `sessionId` is live (assertSessionLive).
   * Count and insert run in one transaction under an advisory lock of (store, environment), so
   * concurrent creations queue for the count instead of all passing it.
   */
  createWithinCap(data: NewApiKey, cap: number, sessionId: string | undefined): Promise<ApiKey | null> {
    return this.prisma.$transaction(async (tx) => {
      await assertSessionLive(tx, data.createdBy, sessionId);
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`api_keys:${data.userId}:${data.environment}`}, 0))`;
      const active = await tx.apiKey.count({ where: { userId: data.userId, environment: data.environment, revokedAt: null } });
      if (active >= cap) return null;
      const created = await tx.apiKey.create({ data: { id: randomUUID(), ...data } });
      await writeAuditRow(tx, { api_key: auditView(created) });
      return created;
    }, CAPPED_INSERT_TX);
  }

  /** id → name of the store's keys among `ids` (revoked ones included): the audit trail names its key actors. */
  async namesOf(userId: string, ids: string[]): Promise<Map<string, string>> {
    const keys = ids.filter((id) => UUID.test(id));
    if (keys.length === 0) return new Map();
    const rows = await this.prisma.apiKey.findMany({ where: { userId, id: { in: keys } }, select: { id: true, name: true } });
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  findByHash(keyHash: string): Promise<ApiKey | null> {
    return this.prisma.apiKey.findUnique({ where: { keyHash } });
  }

  /** Active keys, newest first; one more than `limit` is read so the caller can tell the list was cut. */
  listActive(userId: string, limit: number): Promise<ApiKey[]> {
    return this.prisma.apiKey.findMany({ where: { userId, revokedAt: null }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: limit + 1 });
  }

  /** Scoped by owner: another merchant's key id matches nothing. `by`: the account whose session revoked it. */
  revoke(userId: string, id: string, by: string): Promise<ApiKey | null> {
    return this.prisma.$transaction(async (tx) => {
      const { count } = await tx.apiKey.updateMany({
        where: { id, userId, revokedAt: null },
        data: { revokedAt: new Date(), revokedReason: "panel" satisfies KeyRevocationReason, revokedBy: by },
      });
      const revoked = count === 1 ? await tx.apiKey.findUnique({ where: { id } }) : null;
      if (revoked) await writeAuditRow(tx, auditView(revoked));
      return revoked;
    });
  }

  /**
   * Records the key's use at most once per LAST_USED_RESOLUTION_MS (issue 13): this process skips the
   * statement while its own last write is that recent, and the UPDATE is conditional, so other
   * replicas' writes in the same minute match no row (no write, no row lock held).
   */
  async touch(id: string, now = Date.now()): Promise<boolean> {
    if (!this.lastUsed.due(id, now)) return false;
    const cutoff = new Date(now - LAST_USED_RESOLUTION_MS);
    const { count } = await this.prisma.apiKey.updateMany({
      where: { id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: cutoff } }] },
      data: { lastUsedAt: new Date(now) },
    });
    return count === 1;
  }

  private readonly lastUsed = new LastUsedThrottle(LAST_USED_RESOLUTION_MS);
}
