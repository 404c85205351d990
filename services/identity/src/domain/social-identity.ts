import { z } from "@pix/errors";

/** The only social provider the contract names (4.1). */
export const SUPPORTED_PROVIDER = "google";

export interface SocialIdentity {
  /** The `provider` claim, or null when the token has none (never assumed to be google). */
  provider: string | null;
  subject: string;
  email: string;
  /** True only when the provider said so with the JSON boolean `true` (not "true", not 1). */
  emailVerified: boolean;
  name: string;
}

const claims = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().trim().toLowerCase().email().max(254),
  // Read below with strict checks; optional() because zod 4 treats a bare unknown() key as required.
  email_verified: z.unknown().optional(),
  provider: z.unknown().optional(),
  name: z.unknown().optional(),
});

/** Claims of a token whose signature, issuer, audience and expiry were already checked. */
export function socialIdentityFromClaims(payload: Record<string, unknown>): SocialIdentity | null {
  const parsed = claims.safeParse(payload);
  if (!parsed.success) return null;
  const c = parsed.data;
  const name = typeof c.name === "string" && c.name.trim() ? c.name.trim().slice(0, 120) : c.email.split("@")[0];
  return {
    provider: typeof c.provider === "string" && c.provider ? c.provider : null,
    subject: c.sub,
    email: c.email,
    emailVerified: c.email_verified === true,
    name,
  };
}
