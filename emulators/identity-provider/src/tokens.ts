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
});
export type MintRequest = z.input<typeof mintRequestSchema>;

export interface IdpClaims {
  iss: string;
  aud: string;
  sub: string;
  email: string;
  email_verified: true;
  name: string;
  provider: string;
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
    email_verified: true,
    name: req.name ?? req.email.split("@")[0],
    provider: req.provider,
    // An expired token is presented as one that lived an hour, so iat is never after exp.
    iat: req.expiresInSeconds > 0 ? now : exp - 3600,
    exp,
  };
  return key.signJwt({ ...claims });
}
