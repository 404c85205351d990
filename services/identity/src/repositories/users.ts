import { randomUUID } from "node:crypto";
import type { Pool } from "pg";
import { writeAuditRow } from "@pix/messaging";
import type { PrismaClient, User } from "./prisma";

export type ProfileChanges = Partial<
  Pick<User, "name" | "cnpj" | "company" | "cpf" | "phone" | "notifyPaymentEmail" | "receiptEmail" | "address" | "addressNumber" | "complement" | "province" | "postalCode" | "companyType">
>;

/** What the onboarding answers fill on the User (2.1); validated and canonical (digits only) by onboarding. */
export type OnboardingFields = Pick<User, "company" | "cnpj" | "companyType" | "phone" | "address" | "addressNumber" | "complement" | "province" | "postalCode">;

export type ProductionChanges = Partial<
  Pick<User, "productionStatus" | "productionRequestedAt" | "productionReviewedAt" | "productionRejectReason" | "productionTermsAcceptedAt">
>;

/** What GetStoreProfile answers: the store's public name and document, contact and e-mail settings, production state. */
export type StoreProfileRow = Pick<User, "id" | "name" | "company" | "cnpj" | "cpf" | "email" | "notifyPaymentEmail" | "receiptEmail"
  | "productionStatus" | "productionRequestedAt" | "productionReviewedAt" | "productionRejectReason">;

/** $1 user (store) id. */
export const STORE_PROFILE_SQL = `SELECT id, name, company, cnpj, cpf, email, notify_payment_email AS "notifyPaymentEmail",
  receipt_email AS "receiptEmail", production_status AS "productionStatus", production_requested_at AS "productionRequestedAt",
  production_reviewed_at AS "productionReviewedAt", production_reject_reason AS "productionRejectReason"
  FROM users WHERE id = $1::uuid`;

export class UsersRepository {
  /** `pool`: the store profile, read for every payment (charges' receipts), is plain SQL on it. */
  constructor(
    private readonly prisma: PrismaClient,
    private readonly pool: Pool,
  ) {}

  /** The columns of GetStoreProfile only, without Prisma's per-query work (a named statement: planned once per connection). */
  async storeProfile(id: string): Promise<StoreProfileRow | null> {
    const { rows } = await this.pool.query<StoreProfileRow>({ name: "store_profile", text: STORE_PROFILE_SQL, values: [id] });
    return rows[0] ?? null;
  }

  findById(id: string): Promise<User | null> {
    return this.prisma.user.findUnique({ where: { id } });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.prisma.user.findUnique({ where: { email: email.toLowerCase() } });
  }

  findBySocial(provider: string, subject: string): Promise<User | null> {
    return this.prisma.user.findUnique({ where: { socialProvider_socialSubject: { socialProvider: provider, socialSubject: subject } } });
  }

  /** Returns null when the e-mail is taken (unique violation), so sign-up races stay a 409. */
  async create(data: { name: string; email: string; passwordHash?: string; socialProvider?: string; socialSubject?: string; emailVerifiedAt?: Date }): Promise<User | null> {
    try {
      return await this.prisma.user.create({ data: { id: randomUUID(), ...data, email: data.email.toLowerCase() } });
    } catch (err) {
      if ((err as { code?: string }).code === "P2002") return null;
      throw err;
    }
  }

  /** Newest first; one more than `limit` is read so the caller can tell the list was cut. */
  /** Newest production request first (the team queue), then merchants who never asked, newest first. */
  listNewest(limit: number, productionStatus?: string): Promise<User[]> {
    return this.prisma.user.findMany({
      where: productionStatus ? { productionStatus } : {},
      orderBy: [{ productionRequestedAt: { sort: "desc", nulls: "last" } }, { createdAt: "desc" }, { id: "asc" }],
      take: limit + 1,
    });
  }

  completeOnboarding(id: string, fields: OnboardingFields, at: Date): Promise<User> {
    return this.prisma.user.update({ where: { id }, data: { ...fields, onboardingCompletedAt: at } });
  }

  /**
   * A production move as one conditional update, so two concurrent moves cannot both win: returns
   * the updated user, or null when the user was not in one of `from` (or does not exist).
   */
  async moveProduction(id: string, from: readonly string[], changes: ProductionChanges & Partial<OnboardingFields>): Promise<User | null> {
    const { count } = await this.prisma.user.updateMany({ where: { id, productionStatus: { in: [...from] } }, data: changes });
    return count === 1 ? this.findById(id) : null;
  }

  /**
   * Writes `changes` only while the store's reviewed identity is not frozen (one conditional update,
   * so a concurrent move to pending cannot slip in between the check and the write); null otherwise.
   */
  updateUnlessFrozen(id: string, frozen: readonly string[], changes: ProfileChanges | (OnboardingFields & { onboardingCompletedAt: Date })): Promise<User | null> {
    return this.prisma.$transaction(async (tx) => {
      const { count } = await tx.user.updateMany({ where: { id, productionStatus: { notIn: [...frozen] } }, data: changes });
      if (count !== 1) return null;
      await writeAuditRow(tx, {}); // UpdateProfile's entry (its rule reads no answer field) commits with the change
      return tx.user.findUnique({ where: { id } });
    });
  }

  /** UpdateProfile's plain write, with its audit entry in the same transaction. */
  update(id: string, changes: ProfileChanges): Promise<User> {
    return this.prisma.$transaction(async (tx) => {
      const user = await tx.user.update({ where: { id }, data: changes });
      await writeAuditRow(tx, {});
      return user;
    });
  }

  setPasswordHash(id: string, passwordHash: string): Promise<User> {
    return this.prisma.user.update({ where: { id }, data: { passwordHash } });
  }
}
