import { AppError, Codigo, errors } from "@pix/errors";
import { MAIL_BOUNDS, mailLimitError } from "../domain/mail-quota";
import type { Principal } from "@pix/grpc";
import {
  isEmailVerified, newVerificationToken, RESEND_INTERVAL_MS, VERIFICATION_TOKEN_PATTERN, verificationMail,
} from "../domain/email-verification";
import { confirmEmailLink } from "../domain/panel-links";
import { assertAcceptablePassword, hashPassword } from "../domain/password";
import { sha256 } from "../domain/tokens";
import type { User } from "../repositories/prisma";
import type { IdentityDeps } from "./deps";
import { openSession, type SignedIn } from "./sessions";

/** The send slot of `user`'s address: one a minute (RESEND_INTERVAL_MS) and MAIL_BOUNDS.verificationsPerRecipient a day. */
const claimSend = (deps: IdentityDeps, user: User) =>
  deps.emailVerification.claimSendSlot(user, new Date(), RESEND_INTERVAL_MS, MAIL_BOUNDS.verificationsPerRecipient);

/**
 * Issues a new link (older unused ones stop working) and mails it. The caller claimed the send slot.
 * The link opens the panel's /confirmar-email page, never the API (issue 23 item 7).
 */
async function mailNewLink(deps: IdentityDeps, user: User): Promise<void> {
  if (!deps.mail) return;
  const t = newVerificationToken();
  await deps.emailVerification.replaceToken(user.id, user.email, t.hash, t.expiresAt);
  await deps.mail.mailer.send(verificationMail(user.email, user.name, confirmEmailLink(deps.mail.panelUrl, t.token)));
}

/**
 * After sign-up: mail the link without holding up the answer. A failure is logged; the owner asks
 * again with POST /auth/verify-email/resend.
 */
export function sendVerificationAfterSignUp(deps: IdentityDeps, user: User): void {
  if (!deps.mail) {
    deps.logger.warn({ userId: user.id }, "SMTP_URL is not set: no verification e-mail sent");
    return;
  }
  const send = async () => {
    if ((await claimSend(deps, user)).claimed) await mailNewLink(deps, user);
  };
  send().catch((err) => deps.logger.warn({ err, userId: user.id }, "verification e-mail not sent"));
}

/**
 * POST /auth/verify-email/resend: a session of an unverified account, at most once a minute and
 * MAIL_BOUNDS.verificationsPerRecipient a day (429 LIMITE_DE_EMAILS with Retry-After beyond).
 */
export async function resendVerification(deps: IdentityDeps, principal: Principal): Promise<void> {
  if (principal.credential !== "session") throw errors.sessionRequired();
  // The caller's own address, also when a member sends x-store (never the store owner's).
  const user = await deps.users.findById(principal.userId);
  if (!user) throw errors.notFound("Usuário");
  if (isEmailVerified(user)) throw errors.conflict("Este e-mail já foi confirmado", "ESTADO_INCOMPATIVEL");
  if (!deps.mail) throw errors.unavailable("O envio de e-mails não está configurado neste servidor", "NAO_CONFIGURADO");
  const claim = await claimSend(deps, user);
  if (!claim.claimed) {
    const what = claim.bound === "day"
      ? `Limite de ${MAIL_BOUNDS.verificationsPerRecipient.max} e-mails de confirmação por dia para este endereço atingido`
      : "Um e-mail de confirmação foi enviado há menos de um minuto";
    throw mailLimitError(what, claim.waitMs);
  }
  try {
    await mailNewLink(deps, user);
  } catch (err) {
    deps.logger.warn({ err, userId: user.id }, "verification e-mail not sent");
    throw errors.unavailable("Não foi possível enviar o e-mail agora; tente novamente em instantes", "SERVICO_INDISPONIVEL");
  }
}

/**
 * POST /auth/verify-email/request {email}: a new link without a session, for an owner who cannot
 * sign in (someone else registered their address with a password, and the first link expired).
 * The answer never says whether the address has an account: unknown, verified, rate-limited and
 * failed sends all look alike to the caller; the address's slot (one a minute, a bound a day) bounds the mail sent.
 */
export async function requestVerification(deps: IdentityDeps, email: string): Promise<void> {
  const user = await deps.users.findByEmail(email);
  if (!user || isEmailVerified(user) || !deps.mail) return;
  if (!(await claimSend(deps, user)).claimed) return;
  await mailNewLink(deps, user).catch((err) => deps.logger.warn({ err, userId: user.id }, "verification e-mail not sent"));
}

const INVALID_LINK = () => errors.validation("token", "VALOR_INVALIDO", "Link de confirmação inválido, expirado ou já usado");

function linkToken(token: string): string {
  if (!VERIFICATION_TOKEN_PATTERN.test(token)) throw INVALID_LINK();
  return sha256(token);
}

/** GET /auth/verify-email?token=: which address the link would confirm; changes nothing. */
export async function inspectVerificationLink(deps: IdentityDeps, token: string): Promise<User> {
  const user = await deps.emailVerification.inspect(linkToken(token), new Date());
  if (!user) throw INVALID_LINK();
  return user;
}

/** How a confirmation went: from the account's own session (nothing revoked) or as a handover. */
export interface Confirmed extends SignedIn {
  kept: boolean;
}

/**
 * POST /auth/verify-email {token, password?}. Two proofs, two outcomes:
 * - With a live session of the same account (the browser that registered, issue 33), the caller
 *   proves both the password and the mailbox: the address is verified and nothing else changes
 *   (password, sessions and API keys stay). No password is taken: one sent is refused, not ignored.
 * - Otherwise (issue 23) following the link proves the mailbox, not who typed the address at sign-up,
 *   so confirming hands the account to the link's holder: the new password replaces the old one,
 *   every session and API key made before is revoked (also keys the account made for other stores
 *   as a member), and only then is the address verified. The answer is the account's only session.
 */
export async function confirmEmail(deps: IdentityDeps, input: { token: string; password: string }, principal?: Principal): Promise<Confirmed> {
  const hash = linkToken(input.token);
  const own = principal?.credential === "session" && principal.sessionId && principal.storeId === principal.userId ? principal : null;
  if (own && (await deps.emailVerification.inspect(hash, new Date()))?.id === own.userId) {
    if (input.password) throw new AppError("validation", SESSION_KEEPS_PASSWORD, Codigo.SENHA_MANTIDA);
    const user = await deps.emailVerification.confirmFromSession(hash, { userId: own.userId, sessionId: own.sessionId! }, new Date());
    if (!user) throw INVALID_LINK();
    deps.logger.info({ userId: user.id }, "e-mail confirmed from the account's own session: nothing revoked");
    return { ...(await openSession(deps, user)), kept: true };
  }
  if (!input.password) throw new AppError("validation", PASSWORD_NEEDED, Codigo.SENHA_OBRIGATORIA);
  assertAcceptablePassword(input.password);
  const user = await deps.emailVerification.confirm(hash, await hashPassword(input.password), new Date());
  if (!user) throw INVALID_LINK();
  deps.logger.info({ userId: user.id }, "e-mail confirmed: earlier sessions and API keys revoked");
  return { ...(await openSession(deps, user)), kept: false };
}

const SESSION_KEEPS_PASSWORD =
  "Confirmando pela sessão que já entrou nesta conta, a senha atual continua valendo: não envie password (para trocar a senha, use Minha conta).";
const PASSWORD_NEEDED =
  "Defina a senha (password, pelo menos 10 caracteres): este link foi aberto fora de uma sessão desta conta, então a confirmação encerra as sessões e chaves de API criadas antes e a conta fica com quem tem esta caixa de e-mail.";
