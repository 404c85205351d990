import type { AnswersSnapshot, OnboardingAnswersInput } from "../domain/onboarding-answers";
import type { Prisma } from "../generated/prisma/client";
import type { PrismaClient } from "./prisma";

export type { OnboardingAnswers, ProductionApproval, ProductionDocument, ProductionSubmission } from "../generated/prisma/client";

export interface NewDocument {
  id: string;
  kind: string;
  filename: string;
  contentType: string;
  size: number;
  sha256: string;
  storageKey: string;
}

type Db = PrismaClient | Prisma.TransactionClient;
export type SubmissionKind = "production" | "change";

/** A document as an approval keeps it (its row and bytes stay: the approved submission is never deleted). */
export interface ApprovedDocument {
  id: string;
  kind: string;
  filename: string;
  content_type: string;
  size: number;
  sha256: string;
  created_at: string;
}

const withDocuments = { documents: { orderBy: { kind: "asc" as const } } };

/** The only code touching onboarding_answers, production_submissions, production_documents and production_approvals. */
export class ProductionRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * Runs `fn` in one transaction holding the store's lock: answers, requests and the team's decisions
   * of one store are serialized, so a freeze check and the write it guards cannot be interleaved.
   */
  withStoreLock<T>(storeId: string, fn: (db: Prisma.TransactionClient) => Promise<T>): Promise<T> {
    return this.prisma.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`production:${storeId}`}))::text AS locked`;
        return fn(tx);
      },
      { maxWait: 10_000, timeout: 30_000 },
    );
  }

  saveAnswers(storeId: string, a: OnboardingAnswersInput, db: Db = this.prisma) {
    const data = {
      origin: a.origin ?? null, responsibleName: a.responsible_name, responsibleCpf: a.responsible_cpf, company: a.company, cnpj: a.cnpj,
      companyType: a.company_type, segment: a.segment ?? null,
      monthlyRevenueCents: a.monthly_revenue_cents === undefined ? null : BigInt(a.monthly_revenue_cents), phone: a.phone,
      email: a.email ?? null, address: a.address, addressNumber: a.address_number, complement: a.complement ?? null, province: a.province,
      postalCode: a.postal_code, city: a.city, state: a.state,
    };
    return db.onboardingAnswers.upsert({ where: { storeId }, create: { storeId, ...data }, update: data });
  }

  findAnswers(storeId: string, db: Db = this.prisma) {
    return db.onboardingAnswers.findUnique({ where: { storeId } });
  }

  /** The store's own record of its requests: an approval exists, a request awaits the team. */
  async localState(storeId: string, db: Db): Promise<{ approved: boolean; pending: boolean }> {
    const rows = await db.productionSubmission.findMany({ where: { storeId, status: { in: ["approved", "pending"] } }, select: { status: true } });
    return { approved: rows.some((r) => r.status === "approved"), pending: rows.some((r) => r.status === "pending") };
  }

  createSubmission(
    id: string, storeId: string, termsAcceptedAt: Date, documents: NewDocument[], what: { kind: SubmissionKind; answers: AnswersSnapshot | null },
    db: Db = this.prisma,
  ) {
    return db.productionSubmission.create({
      data: { id, storeId, termsAcceptedAt, kind: what.kind, answers: (what.answers ?? undefined) as Prisma.InputJsonValue | undefined, documents: { create: documents } },
      include: { documents: true },
    });
  }

  /** The store's newest request, of any kind and status. */
  latestSubmission(storeId: string, db: Db = this.prisma) {
    return db.productionSubmission.findFirst({ where: { storeId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], include: withDocuments });
  }

  /** The request in force: the newest approved one; before any approval, the newest first request. */
  async inForceSubmission(storeId: string) {
    const approved = await this.prisma.productionSubmission.findFirst({
      where: { storeId, status: "approved" }, orderBy: [{ reviewedAt: "desc" }, { id: "desc" }], include: withDocuments,
    });
    return approved ?? this.prisma.productionSubmission.findFirst({
      where: { storeId, kind: "production" }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], include: withDocuments,
    });
  }

  /** The newest change request, unless it was approved (then it is the request in force). */
  async openChange(storeId: string) {
    const change = await this.prisma.productionSubmission.findFirst({
      where: { storeId, kind: "change" }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], include: withDocuments,
    });
    return change && change.status !== "approved" ? change : null;
  }

  /** The request awaiting the team; a first request older than issue 23 (no status) counts, identity's move decides it. */
  pendingSubmission(storeId: string, db: Db) {
    return db.productionSubmission.findFirst({
      where: { storeId, OR: [{ status: "pending" }, { status: null, kind: "production" }] }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], include: withDocuments,
    });
  }

  /** pending → approved | rejected, conditionally: false when it was no longer pending. */
  async decide(db: Db, id: string, status: "approved" | "rejected", by: string, at: Date, reason: string | null): Promise<boolean> {
    const { count } = await db.productionSubmission.updateMany({
      where: { id, OR: [{ status: "pending" }, { status: null }] }, data: { status, reviewedAt: at, reviewedBy: by, rejectReason: reason },
    });
    return count === 1;
  }

  insertApproval(
    db: Db,
    a: { id: string; storeId: string; submissionId: string; kind: SubmissionKind; answers: AnswersSnapshot; documents: ApprovedDocument[]; approvedBy: string; approvedByEmail: string | null; approvedAt: Date },
  ) {
    return db.productionApproval.create({
      data: { ...a, answers: a.answers as unknown as Prisma.InputJsonValue, documents: a.documents as unknown as Prisma.InputJsonValue },
    });
  }

  /** The approval in force (the newest); null before any. */
  latestApproval(storeId: string) {
    return this.prisma.productionApproval.findFirst({ where: { storeId }, orderBy: [{ approvedAt: "desc" }, { id: "desc" }] });
  }

  /** What the team approved, newest first. */
  approvals(storeId: string) {
    return this.prisma.productionApproval.findMany({ where: { storeId }, orderBy: [{ approvedAt: "desc" }, { id: "desc" }] });
  }

  /**
   * Deletes the submissions (documents cascade) and answers the storage keys whose bytes to remove.
   * An approved submission is history: never deleted (the database refuses it as well).
   */
  async deleteSubmissions(storeId: string, which: { keep?: string; only?: string }): Promise<string[]> {
    const where = {
      storeId, approval: { is: null }, OR: [{ status: null }, { status: { not: "approved" } }],
      ...(which.only ? { id: which.only } : {}), ...(which.keep ? { id: { not: which.keep } } : {}),
    };
    return this.prisma.$transaction(async (tx) => {
      const docs = await tx.productionDocument.findMany({ where: { submission: where }, select: { storageKey: true } });
      await tx.productionSubmission.deleteMany({ where });
      return docs.map((d) => d.storageKey);
    });
  }

  findDocument(storeId: string, documentId: string) {
    return this.prisma.productionDocument.findFirst({ where: { id: documentId, submission: { storeId } } });
  }
}
