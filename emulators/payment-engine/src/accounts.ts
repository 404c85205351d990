import { z } from "zod";
import { badRequest, notFound } from "./errors";
import * as ids from "./ids";
import type { AccountStatusEvent, REVIEW_VALUES } from "./notice";

export type ReviewStatus = (typeof REVIEW_VALUES)[number];
const REVIEW_ITEMS = ["general", "commercialInfo", "bankAccountInfo", "documentation"] as const;
export type ReviewItem = (typeof REVIEW_ITEMS)[number];
export type Review = Record<ReviewItem, ReviewStatus>;

/** The four approval fronts by the names the test routes use, and the event prefix of each. */
export const FRONTS: Record<string, { item: ReviewItem; eventPrefix: string }> = {
  geral: { item: "general", eventPrefix: "ACCOUNT_STATUS_GENERAL_APPROVAL" },
  dados_comerciais: { item: "commercialInfo", eventPrefix: "ACCOUNT_STATUS_COMMERCIAL_INFO" },
  conta_bancaria: { item: "bankAccountInfo", eventPrefix: "ACCOUNT_STATUS_BANK_ACCOUNT_INFO" },
  documentos: { item: "documentation", eventPrefix: "ACCOUNT_STATUS_DOCUMENT" },
};

export const frontEvent = (front: string, status: ReviewStatus) => `${FRONTS[front]!.eventPrefix}_${status}` as AccountStatusEvent;

export const createAccountSchema = z.object({
  name: z.string().trim().min(1),
  email: z.email(),
  // CNPJ also in its alphanumeric form (12 alphanumerics + 2 check digits).
  cpfCnpj: z.string().regex(/^(\d{11}|[0-9A-Z]{12}\d{2})$/, "11 (CPF) or 14 (CNPJ) characters"),
  companyType: z.enum(["MEI", "LIMITED", "INDIVIDUAL", "ASSOCIATION"]).optional(),
  mobilePhone: z.string().regex(/^\d{10,11}$/).optional(),
  address: z.string().min(1).optional(),
  postalCode: z.string().regex(/^\d{8}$/).optional(),
});
export type CreateAccountInput = z.infer<typeof createAccountSchema>;

export interface Account extends Partial<CreateAccountInput> {
  id: string;
  walletId: string;
  apiKey: string;
  /** Random (EVP) Pix key that receives this account's charges. */
  pixKey: string;
  /** The engine's id of that key (its address-key resource). */
  pixKeyId: string;
  isRoot: boolean;
  review: Review;
  createdAt: string;
}

/** The root (main) account plus subaccounts, looked up by id, api key or wallet id. */
export class AccountStore {
  private readonly byId = new Map<string, Account>();
  private readonly byKey = new Map<string, Account>();
  private readonly byWallet = new Map<string, Account>();
  private readonly emails = new Set<string>();
  readonly root: Account;

  constructor(rootApiKey: string, rootWalletId?: string) {
    this.root = this.add({ apiKey: rootApiKey, isRoot: true, review: reviewOf("APPROVED") });
    if (rootWalletId) {
      this.byWallet.delete(this.root.walletId);
      this.root.walletId = rootWalletId;
      this.byWallet.set(rootWalletId, this.root);
    }
  }

  create(input: CreateAccountInput): Account {
    // The real provider refuses a second account with the same e-mail.
    if (this.emails.has(input.email)) throw badRequest("invalid_email", `email ${input.email} is already in use`);
    return this.add({ ...input, apiKey: ids.apiKey(), isRoot: false, review: reviewOf("PENDING") });
  }

  /** A subaccount; the root is not addressable through the accounts API. */
  get(id: string): Account {
    const account = this.byId.get(id);
    if (!account || account.isRoot) throw notFound("account");
    return account;
  }

  /** Any account, the root included: the owner of a charge. */
  owner(id: string): Account {
    const account = this.byId.get(id);
    if (!account) throw notFound("account");
    return account;
  }

  byApiKey(key: string): Account | undefined {
    return this.byKey.get(key);
  }

  byWalletId(walletId: string): Account | undefined {
    return this.byWallet.get(walletId);
  }

  setReview(id: string, status: Exclude<ReviewStatus, "PENDING">): Account {
    const account = this.get(id);
    account.review = reviewOf(status);
    return account;
  }

  /** One front's review, as the provider's KYC team decides it front by front. */
  setFront(id: string, item: ReviewItem, status: ReviewStatus): Account {
    const account = this.get(id);
    account.review = { ...account.review, [item]: status };
    return account;
  }

  private add(fields: Pick<Account, "apiKey" | "isRoot" | "review"> & Partial<CreateAccountInput>): Account {
    const account: Account = { ...fields, id: ids.uuid(), walletId: ids.uuid(), pixKey: ids.uuid(), pixKeyId: ids.uuid(), createdAt: new Date().toISOString() };
    this.byId.set(account.id, account);
    this.byKey.set(account.apiKey, account);
    this.byWallet.set(account.walletId, account);
    if (account.email !== undefined) this.emails.add(account.email);
    return account;
  }
}

const reviewOf = (s: ReviewStatus): Review => ({ general: s, commercialInfo: s, bankAccountInfo: s, documentation: s });

/**
 * GET /v3/pix/addressKeys body: the calling account's Pix keys, in the provider's list shape. Each
 * account here has exactly one, its random (EVP) key, active from its creation.
 */
export function addressKeysView(account: Account) {
  const key = { id: account.pixKeyId, key: account.pixKey, type: "EVP", status: "ACTIVE", dateCreated: account.createdAt };
  return { object: "list", hasMore: false, totalCount: 1, limit: 100, offset: 0, data: [key] };
}

/** GET /v3/accounts/:id/status body; the onboarding link is only offered while something is pending. */
export function statusView(account: Account, baseUrl: string) {
  return {
    id: account.id,
    ...account.review,
    onboardingUrl: account.review.general === "PENDING" ? `${baseUrl}/onboarding/${account.id}` : null,
  };
}
