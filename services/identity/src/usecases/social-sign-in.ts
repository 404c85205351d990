import { createRemoteJWKSet, jwtVerify } from "jose";
import { AppError, errors } from "@pix/errors";
import { requireVerifiedEmail } from "../domain/email-verification";
import { SocialIdentity, socialIdentityFromClaims, SUPPORTED_PROVIDER } from "../domain/social-identity";
import type { User } from "../repositories/prisma";
import type { IdentityDeps } from "./deps";
import { activateInvites } from "./members";
import { openSession, SignedIn } from "./sessions";

export type { SocialIdentity } from "../domain/social-identity";

export interface IdpVerifier {
  verify(idpJwt: string): Promise<SocialIdentity | null>;
}

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
        return socialIdentityFromClaims(payload);
      } catch {
        return null;
      }
    },
  };
}

const unauthenticated = (message: string) => new AppError("unauthenticated", message);

/**
 * 200 for an existing account, 201 when this call created it (`created`). The provider's subject
 * identifies a linked account; an e-mail the provider did not verify creates or links nothing; an
 * existing account is linked only when its own e-mail was verified (otherwise whoever typed the
 * address first, with a password, would share the victim's account).
 */
export async function socialSignIn(deps: IdentityDeps, idpJwt: string, retried = false): Promise<SignedIn & { created: boolean }> {
  if (!deps.idp) throw errors.unavailable("Login social não está configurado neste servidor");
  const identity = await deps.idp.verify(idpJwt);
  if (!identity) throw unauthenticated("Sessão do provedor inválida ou expirada");
  if (identity.provider !== SUPPORTED_PROVIDER) throw unauthenticated("Conta não vinculada ao provedor social");

  const linked = await deps.users.findBySocial(SUPPORTED_PROVIDER, identity.subject);
  if (linked) return { ...(await openSession(deps, linked)), created: false };
  const existing = await deps.users.findByEmail(identity.email);
  if (existing?.socialSubject) throw unauthenticated("Conta não vinculada a esta identidade social");
  if (!identity.emailVerified) throw unauthenticated("O provedor social não confirmou este e-mail");
  if (existing) return { ...(await openSession(deps, await link(deps, existing, identity))), created: false };

  const created = await deps.users.create({
    name: identity.name, email: identity.email, socialProvider: SUPPORTED_PROVIDER, socialSubject: identity.subject, emailVerifiedAt: new Date(),
  });
  if (created) {
    await activateInvites(deps, created);
    return { ...(await openSession(deps, created)), created: true };
  }
  // Lost a creation race: the account exists now; the rules above decide, once.
  if (!retried) return socialSignIn(deps, idpJwt, true);
  throw errors.unavailable("Tente novamente");
}

async function link(deps: IdentityDeps, user: User, identity: SocialIdentity): Promise<User> {
  requireVerifiedEmail(user, "link");
  return deps.socialLinks.link(user.id, SUPPORTED_PROVIDER, identity.subject);
}
