import { z } from "@pix/errors";
import { PUBLIC_EVENT_NAMES } from "@pix/messaging";

/** Contract 4.12 and 8; the webhooks-dispatcher checks the same rules again (and the URL's resolved addresses). */
const httpUrl = z.string().trim().max(2048).refine((text) => {
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}, "URL http(s) inválida");
const events = z.array(z.enum(PUBLIC_EVENT_NAMES)).max(50);
const name = z.string().trim().min(1).max(100);
/** none: one attempt (the contract's delivery, the default); exponential: up to 16 attempts over 72 h. */
const retryPolicy = z.enum(["none", "exponential"]);

/** Contract section 8: a secret the merchant gives, at creation or at a rotation. */
const secret = z.string().regex(/^whsec_[0-9a-fA-F]{32}$/, "formato esperado: whsec_ seguido de 32 hexadecimais");

export const createEndpointBody = z.strictObject({
  url: httpUrl,
  events: events.optional(),
  secret: secret.optional(),
  name: name.nullable().optional(),
  retry_policy: retryPolicy.optional(),
});

export const updateEndpointBody = z
  .strictObject({
    url: httpUrl.optional(), name: name.nullable().optional(), events: events.optional(), active: z.boolean().optional(), retry_policy: retryPolicy.optional(),
  })
  .refine((b) => Object.keys(b).length > 0, "informe url, name, events, active ou retry_policy");

/** Beyond the contract: POST /webhook-endpoints/{id}/rotate-secret; no body (or `{}`) generates the secret. */
export const rotateSecretBody = z.strictObject({ secret: secret.optional() });

export const deliveriesQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  cursor: z.string().min(1).max(200).optional(),
  /** Our design (the contract is silent): only the deliveries of this charge's events (the panel's charge detail). */
  txid: z.string().regex(/^[A-Za-z0-9]{1,35}$/, "txid deve ter de 1 a 35 letras ou dígitos").optional()
    .describe("Além do contrato: só as entregas dos eventos desta cobrança (`data.txid` do corpo)"),
});
