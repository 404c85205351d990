import { createRemoteJWKSet, jwtVerify } from "jose";
import { AppError, errors } from "@pix/errors";
import type { IdentityDeps } from "./deps";
import { openSession, SignedIn } from "./sessions";

export interface SocialIdentity {
  provider: string;
  subject: string;
  email: string;
  name: string;
}

export interface IdpVerifier {
  verify(idpJwt: string): Promise<SocialIdentity | null>;
}

const SUPPORTED_PROVIDER = "google";

/** Verifies the provider's JWT against its JWKS (fetched and cached by jose), pinned to RS256/ES256. */
export function jwksIdpVerifier(opts: { jwksUrl: string; issuer?: string; audience: string }): IdpVerifier {
  const jwks = createRemoteJWKSet(new URL(opts.jwksUrl), { timeoutDuration: 3000 });
  return {
    async verify(idpJwt) {
      try {
        const { payload } = await jwtVerify(idpJwt, jwks, {
          algorithms: ["RS256", "ES256"],
          audience: opts.audience,
          ...(opts.issuer ? { issuer: opts.issuer } : {}),
          requiredClaims: ["exp", "sub", "email"],
        });
        if (payload.email_verified === false) return null;
        return {
          provider: String(payload.provider ?? payload.firebase ?? SUPPORTED_PROVIDER),
          subject: String(payload.sub),
          email: String(payload.email).toLowerCase(),
          name: String(payload.name ?? String(payload.email).split("@")[0]),
        };
      } catch {
        return null;
      }
    },
  };
}

/** 200 for an existing account, 201 when this call created it (`created`). */
export async function socialSignIn(deps: IdentityDeps, idpJwt: string): Promise<SignedIn & { created: boolean }> {
  if (!deps.idp) throw errors.unavailable("Login social não está configurado neste servidor");
  const identity = await deps.idp.verify(idpJwt);
  if (!identity) throw new AppError("unauthenticated", "Sessão do provedor inválida ou expirada");
  if (identity.provider !== SUPPORTED_PROVIDER) throw new AppError("unauthenticated", "Conta não vinculada ao provedor social");

  let user = await deps.users.findByEmail(identity.email);
  let created = false;
  if (!user) {
    user = await deps.users.create({ name: identity.name, email: identity.email, socialProvider: identity.provider, socialSubject: identity.subject });
    created = user !== null;
    user ??= await deps.users.findByEmail(identity.email); // lost a creation race: the account exists now
  } else if (!user.socialSubject) {
    user = await deps.users.linkSocial(user.id, identity.provider, identity.subject);
  } else if (user.socialSubject !== identity.subject) {
    throw new AppError("unauthenticated", "Conta não vinculada a esta identidade social");
  }
  if (!user) throw errors.unavailable("Tente novamente");
  return { ...(await openSession(deps, user)), created };
}
