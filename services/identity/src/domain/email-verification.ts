import { randomBytes } from "node:crypto";
import { AppError, Codigo, errors } from "@pix/errors";
import { sha256 } from "./tokens";

/** A verification link works for 24 hours, once. */
export const VERIFICATION_TOKEN_TTL_MS = 24 * 3600 * 1000;
/** At most one verification e-mail per account per minute (register and resend share the slot). */
export const RESEND_INTERVAL_MS = 60 * 1000;

export interface VerificationToken {
  /** Goes in the e-mail only; never stored. */
  token: string;
  hash: string;
  expiresAt: Date;
}

/** 256 random bits, base64url (URL-safe as is); only the SHA-256 is stored, like refresh tokens. */
export function newVerificationToken(now = Date.now()): VerificationToken {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: sha256(token), expiresAt: new Date(now + VERIFICATION_TOKEN_TTL_MS) };
}

/** The token's shape, so the gateway and the service refuse garbage before a database lookup. */
export const VERIFICATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** `link` opens the panel's confirmation page (panel-links.ts confirmEmailLink). */
export function verificationMail(to: string, name: string, link: string) {
  return {
    to,
    subject: "Confirme seu e-mail no Pix Gateway",
    text: [
      `Olá, ${name}!`,
      "",
      "Para confirmar que este e-mail é seu, abra o link abaixo no painel (válido por 24 horas, uma única vez):",
      link,
      "",
      "Foi você quem criou a conta? Abra o link no navegador em que você está conectado ao painel: a senha, as sessões e as chaves",
      "de API continuam valendo. Aberto em outro lugar, a confirmação pede uma nova senha e encerra todas as sessões e chaves de API",
      "criadas antes: a conta fica só com quem tem esta caixa de e-mail.",
      "Se você não criou uma conta no Pix Gateway, alguém digitou o seu e-mail: ignore esta mensagem (sem a confirmação, a conta",
      "não pode ir para produção, entrar na equipe, agir como membro de uma loja nem ser vinculada a um login social) ou confirme",
      "para ficar com ela.",
    ].join("\n"),
  };
}

export interface VerifiableAccount {
  emailVerifiedAt: Date | null;
}

export function isEmailVerified(user: VerifiableAccount): boolean {
  return user.emailVerifiedAt !== null;
}

/**
 * What an unverified account may not do. `link` is the social sign-in attaching to an existing
 * account (contract 4.1 answers 401 "not linked"); the others are refused with 403
 * EMAIL_NAO_VERIFICADO. Production requests, members (issues 9 and 12) and API keys (issue 33) call it too.
 */
export type VerifiedEmailAction = "team" | "link" | "production" | "members" | "member" | "social_link" | "api_key";

const ACTION_TEXT: Record<Exclude<VerifiedEmailAction, "link">, string> = {
  team: "entrar na equipe do serviço",
  production: "solicitar a liberação para produção",
  members: "convidar membros",
  member: "agir como membro de uma loja",
  social_link: "vincular um login social",
  // Issue 33: a key made before the address is proven would die when its owner confirms from another
  // browser (the handover ends every earlier credential), so no key exists before it.
  api_key: "criar uma chave de API",
};

/** The one guard for "requires a verified e-mail": an address someone merely typed grants nothing. */
export function requireVerifiedEmail(user: VerifiableAccount, action: VerifiedEmailAction): void {
  if (isEmailVerified(user)) return;
  if (action === "link") {
    throw new AppError(
      "unauthenticated",
      "Conta não vinculada ao provedor social: já existe uma conta com este e-mail e ele ainda não foi confirmado. Confirme pelo link enviado por e-mail e tente de novo.",
      Codigo.EMAIL_NAO_VERIFICADO,
    );
  }
  throw errors.emailNaoVerificado(ACTION_TEXT[action]);
}
