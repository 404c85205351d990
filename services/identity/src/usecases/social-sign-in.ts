import { createRemoteJWKSet, jwtVerify } from "jose";
import { AppError, Codigo, errors } from "@pix/errors";
import { requireVerifiedEmail } from "../domain/email-verification";
import { SocialIdentity, socialIdentityFromClaims, SUPPORTED_PROVIDER } from "../domain/social-identity";
import type { Principal } from "@pix/grpc";
import type { User } from "../repositories/prisma";
import type { IdentityDeps } from "./deps";
import { activateInvites } from "./members";
import { openSession, SignedIn } from "./sessions";
import { requireSession } from "./session-only";

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

const unauthenticated = (message: string) => new AppError("unauthenticated", message, Codigo.CREDENCIAL_INVALIDA);

/**
 * 200 for an existing account, 201 when this call created it (`created`). The provider's subject
 * identifies a linked account; an e-mail the provider did not verify creates or links nothing; an
 * existing account is linked only when its own e-mail was verified (otherwise whoever typed the
 * address first, with a password, would share the victim's account).
 */
export async function socialSignIn(deps: IdentityDeps, idpJwt: string, retried = false): Promise<SignedIn & { created: boolean }> {
  if (!deps.idp) throw errors.unavailable("Login social não está configurado neste servidor", "NAO_CONFIGURADO");
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
  throw errors.unavailable("Tente novamente", "PROVEDOR_INDISPONIVEL");
}

/** What a team account answers when a sign-in would link it (issue 23 item 6). */
export const TEAM_NOT_LINKED =
  "Esta é uma conta da equipe do serviço: o login social não a vincula sozinho. Entre com e-mail e senha e, com essa sessão, vincule a conta Google em POST /auth/social/link {idpJwt}.";

async function link(deps: IdentityDeps, user: User, identity: SocialIdentity): Promise<User> {
  requireVerifiedEmail(user, "link");
  const outcome = await deps.socialLinks.linkOnSignIn(user.id, SUPPORTED_PROVIDER, identity.subject);
  if ("refused" in outcome) throw unauthenticated(TEAM_NOT_LINKED);
  deps.logger.info({ userId: user.id }, "social identity linked at sign-in: password cleared, earlier sessions and API keys revoked");
  return outcome.linked;
}

/**
 * POST /auth/social/link: the signed-in person links their own account (the person, not a store
 * acted for with x-store) to the provider identity of the same, provider-verified address. The only
 * way a team account gets a social sign-in. Keeps the password and every credential: the caller
 * proved both the account (a session) and the mailbox (the provider).
 */
export async function linkSocial(deps: IdentityDeps, principal: Principal, idpJwt: string): Promise<User> {
  requireSession(principal);
  if (!deps.idp) throw errors.unavailable("Login social não está configurado neste servidor", "NAO_CONFIGURADO");
  const user = await deps.users.findById(principal.userId);
  if (!user) throw errors.notFound("Usuário");
  requireVerifiedEmail(user, "social_link");
  const identity = await deps.idp.verify(idpJwt);
  if (!identity || identity.provider !== SUPPORTED_PROVIDER) throw errors.validation("idpJwt", "VALOR_INVALIDO", "Sessão do provedor inválida ou expirada; entre no Google de novo");
  if (!identity.emailVerified || identity.email !== user.email) {
    throw errors.validation("idpJwt", "VALOR_INVALIDO", "A conta Google precisa ter o mesmo e-mail desta conta, confirmado pelo provedor");
  }
  if (user.socialSubject === identity.subject) return user;
  if (user.socialSubject) throw errors.conflict("Esta conta já está vinculada a outra conta Google", "JA_EXISTE");
  const linked = await deps.socialLinks.linkByOwner(user.id, SUPPORTED_PROVIDER, identity.subject);
  if (!linked) throw errors.conflict("Esta conta Google já está vinculada a outra conta", "JA_EXISTE");
  return linked;
}
