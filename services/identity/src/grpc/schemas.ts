import { LISTING_CAP, z } from "@pix/errors";
import { MEMBER_ROLES } from "../domain/members";

/** gRPC requests are validated again here: the service does not trust its callers' shapes. */
const email = z.string().trim().toLowerCase().email().max(254);
export const registerRequest = z.object({ name: z.string().trim().min(1).max(120), email, password: z.string().max(256) }); // the policy is assertAcceptablePassword (domain/password.ts)
export const loginRequest = z.object({ email, password: z.string().min(1).max(256) });
export const refreshRequest = z.object({ refresh_token: z.string().min(1).max(512) });
export const logoutRequest = refreshRequest;
export const socialRequest = z.object({ idp_jwt: z.string().min(1).max(8192) });
/** `store_id` is the raw x-store header: a value that names no store is the use case's 403, not a 400. */
export const authenticateRequest = z.object({
  bearer: z.string().min(1).max(4096), store_id: z.string().max(200).optional(), include_account: z.boolean().optional(),
});
export const environmentRequest = z.object({ environment: z.enum(["test", "live"]) });
export const createApiKeyRequest = z.object({ name: z.string().trim().min(1).max(100), environment: z.enum(["test", "live"]) });
export const idRequest = z.object({ id: z.string().uuid() });
export const storeProfileRequest = z.object({ store_id: z.string().uuid() });

const digits = (min: number, max: number) => z.string().regex(new RegExp(`^\\d{${min},${max}}$`));
export const updateProfileRequest = z.object({
  name: z.string().trim().min(1).max(120).optional(),
  cnpj: z.string().regex(/^[0-9A-Z]{14}$/).optional(),
  company: z.string().trim().max(120).optional(),
  cpf: digits(11, 11).optional(),
  phone: digits(10, 13).optional(),
  notify_payment_email: z.boolean().optional(),
  receipt_email: z.boolean().optional(),
  address: z.string().max(200).optional(),
  address_number: z.string().max(20).optional(),
  complement: z.string().max(100).optional(),
  province: z.string().max(100).optional(),
  postal_code: digits(8, 8).optional(),
  company_type: z.string().max(40).optional(),
  clear: z.array(z.enum(["cnpj", "company", "cpf", "phone", "address", "address_number", "complement", "province", "postal_code", "company_type"])).default([]),
});
export const listMerchantsRequest = z.object({ production_status: z.enum(["sandbox", "pending", "approved", "rejected"]).optional() });
export const verifyEmailRequest = z.object({ token: z.string().min(1).max(256) });
export const confirmEmailRequest = z.object({ token: z.string().min(1).max(256), password: z.string().max(256) });
export const requestEmailVerificationRequest = z.object({ email });

/** Onboarding validated these (tax-id rules, CEP…); identity checks the canonical shapes again. */
export const completeOnboardingRequest = z.object({
  company: z.string().trim().min(1).max(120),
  cnpj: z.string().regex(/^[0-9A-Z]{12}\d{2}$/),
  company_type: z.enum(["MEI", "LIMITED", "INDIVIDUAL", "ASSOCIATION"]),
  phone: digits(10, 13),
  address: z.string().trim().min(1).max(200),
  address_number: z.string().trim().min(1).max(20),
  complement: z.string().trim().max(100).optional(),
  province: z.string().trim().min(1).max(100),
  postal_code: digits(8, 8),
});
export const reviewChangeRequest = z.discriminatedUnion("decision", [
  z.object({ id: z.string().uuid(), decision: z.literal("approve"), fields: completeOnboardingRequest }),
  z.object({ id: z.string().uuid(), decision: z.literal("reject"), reason: z.string().trim().min(1).max(1000) }),
]);
export const requestProductionRequest = z.object({ dry_run: z.boolean().default(false), fields: completeOnboardingRequest.optional() });
export const reviewProductionRequest = z.discriminatedUnion("decision", [
  z.object({ id: z.string().uuid(), decision: z.literal("approve") }),
  z.object({
    id: z.string().uuid(),
    decision: z.literal("reject"),
    reason: z.string().trim().min(10, "O motivo precisa de ao menos 10 caracteres").max(1000, "O motivo pode ter no máximo 1000 caracteres"),
  }),
]);

const memberRole = z.enum(MEMBER_ROLES);
export const inviteMembersRequest = z.object({ emails: z.array(email).min(1).max(500), role: memberRole.optional() });
export const updateMemberRequest = z.object({ id: z.string().uuid(), role: memberRole });
/** GET /audit (issue 12): the gateway validated the query; checked again here. */
export const listAuditRequest = z.object({
  action: z.string().min(1).max(100).optional(),
  actor_id: z.string().min(1).max(100).optional(),
  target_id: z.string().min(1).max(200).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  limit: z.number().int().min(0).max(LISTING_CAP).default(0),
  cursor: z.string().min(1).max(400).optional(),
  environment: z.enum(["test", "live"]).optional(),
});

export const ROADMAP_STATUSES = ["idea", "planned", "in_progress", "done"] as const;
const cardTitle = z.string().trim().min(3).max(120);
const cardDescription = z.string().trim().max(5000);
export const createRoadmapCardRequest = z.object({
  title: cardTitle, description: cardDescription.default(""), status: z.enum(ROADMAP_STATUSES).default("idea"),
});
export const updateRoadmapCardRequest = z.object({
  id: z.string().uuid(), title: cardTitle.optional(), description: cardDescription.optional(), status: z.enum(ROADMAP_STATUSES).optional(),
});
export const addRoadmapCommentRequest = z.object({ card_id: z.string().uuid(), body: z.string().trim().min(1).max(2000) });
