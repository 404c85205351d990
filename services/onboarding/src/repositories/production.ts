import type { OnboardingAnswersInput } from "../domain/onboarding-answers";
import type { PrismaClient } from "./prisma";

export type { OnboardingAnswers, ProductionDocument, ProductionSubmission } from "../generated/prisma/client";

export interface NewDocument {
  id: string;
  kind: string;
  filename: string;
  contentType: string;
  size: number;
  sha256: string;
  storageKey: string;
}

/** The only code touching onboarding_answers, production_submissions and production_documents. */
export class ProductionRepository {
  constructor(private readonly prisma: PrismaClient) {}

  saveAnswers(storeId: string, a: OnboardingAnswersInput) {
    const data = {
      origin: a.origin ?? null, responsibleName: a.responsible_name, responsibleCpf: a.responsible_cpf, company: a.company, cnpj: a.cnpj,
      companyType: a.company_type, segment: a.segment ?? null,
      monthlyRevenueCents: a.monthly_revenue_cents === undefined ? null : BigInt(a.monthly_revenue_cents), phone: a.phone,
      email: a.email ?? null, address: a.address, addressNumber: a.address_number, complement: a.complement ?? null, province: a.province,
      postalCode: a.postal_code, city: a.city, state: a.state,
    };
    return this.prisma.onboardingAnswers.upsert({ where: { storeId }, create: { storeId, ...data }, update: data });
  }

  findAnswers(storeId: string) {
    return this.prisma.onboardingAnswers.findUnique({ where: { storeId } });
  }

  createSubmission(id: string, storeId: string, termsAcceptedAt: Date, documents: NewDocument[]) {
    return this.prisma.productionSubmission.create({
      data: { id, storeId, termsAcceptedAt, documents: { create: documents } },
      include: { documents: true },
    });
  }

  /** The store's current request: its newest submission (older ones are deleted once replaced). */
  latestSubmission(storeId: string) {
    return this.prisma.productionSubmission.findFirst({
      where: { storeId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], include: { documents: { orderBy: { kind: "asc" } } },
    });
  }

  /** Deletes the submissions (documents cascade) and answers the storage keys whose bytes to remove. */
  async deleteSubmissions(storeId: string, which: { keep?: string; only?: string }): Promise<string[]> {
    const where = { storeId, ...(which.only ? { id: which.only } : {}), ...(which.keep ? { id: { not: which.keep } } : {}) };
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
