import { z } from "@pix/errors";
import { LINK_METHODS } from "../domain/payment-link";

/** gRPC requests are validated again here: the service does not trust its callers' shapes. */
const cents = z.number().int().min(0);
const description = z.string().trim().min(1).max(500);
const method = z.enum(LINK_METHODS);

export const createLinkRequest = z.object({
  amount_cents: cents.optional(),
  description,
  method: method.default("pix"),
  product_id: z.string().uuid().optional(),
  slug: z.string().max(200).optional(),
});

export const updateLinkRequest = z.object({
  id: z.string().uuid(),
  amount_cents: cents.optional(),
  description: description.optional(),
  product_id: z.union([z.literal(""), z.string().uuid()]).optional(),
  active: z.boolean().optional(),
  slug: z.string().max(200).optional(),
  method: method.optional(),
});

export const idRequest = z.object({ id: z.string().uuid() });

/** The reference fields checkout holds (contract 4.7); any other field is a caller bug → 400. */
export const referenceRequest = z.object({ field: z.literal("payment_links.product_id"), id: z.string().uuid() });
