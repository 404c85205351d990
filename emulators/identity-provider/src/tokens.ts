import { z } from "zod";
import { defaultSubject, type SigningKey } from "./keys";

/** Body of POST /test/tokens. */
export const mintRequestSchema = z.object({
  email: z.email(),
  name: z.string().min(1).optional(),
  sub: z.string().min(1).optional(),
  provider: z.string().min(1).default("google"),
  // Negative values mint already-expired tokens, for testing the verifier's rejection path.
  expiresInSeconds: z.int().default(3600),
  audience: z.string().min(1).optional(),
  // The provider's word on the e-mail, as any JSON scalar, so verifiers can be tested against
  // "true" or 1 (only the boolean true means verified).
  emailVerified: z.union([z.boolean(), z.string(), z.number()]).default(true),
  // Claims left out of the token altogether, e.g. a token with no `provider`.
  omitClaims: z.array(z.enum(["provider", "email_verified", "name"])).default([]),
});
export type MintRequest = z.input<typeof mintRequestSchema>;

export interface IdpClaims {
  iss: string;
  aud: string;
  sub: string;
  email: string;
  email_verified?: boolean | string | number;
  name?: string;
  provider?: string;
  iat: number;
  exp: number;
}

export function mintToken(key: SigningKey, issuer: string, defaultAudience: string, req: z.output<typeof mintRequestSchema>): string {
  const now = Math.floor(Date.now() / 1000);
  const exp = now + req.expiresInSeconds;
  const claims: IdpClaims = {
    iss: issuer,
    aud: req.audience ?? defaultAudience,
    sub: req.sub ?? defaultSubject(req.provider, req.email),
    email: req.email,
    email_verified: req.emailVerified,
    name: req.name ?? req.email.split("@")[0],
    provider: req.provider,
    // An expired token is presented as one that lived an hour, so iat is never after exp.
    iat: req.expiresInSeconds > 0 ? now : exp - 3600,
    exp,
  };
  for (const claim of req.omitClaims) delete claims[claim];
  return key.signJwt({ ...claims });
}
