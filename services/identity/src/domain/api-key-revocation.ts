import { errors } from "@pix/errors";

/**
 * Why an API key stopped working. The automatic ones take away every credential an account had
 * when its address was proven (repositories/credentials.ts); "panel" is someone of the store
 * revoking the key (DELETE /api-keys/:id).
 */
export type KeyRevocationReason = "email_confirmed" | "social_linked" | "panel";

export interface RevokedKey {
  revokedAt: Date | null;
  revokedReason: string | null;
  /** The account that revoked it in the panel. */
  revokedBy: string | null;
  /** The store that held it: its owner revoking reads differently from a member. */
  userId: string;
}

const AFTER = "Crie uma nova chave no painel (Chaves de API) e troque-a na sua integração.";

const WHY: Record<KeyRevocationReason, (key: RevokedKey) => string> = {
  email_confirmed: () => "quando o e-mail da conta foi confirmado por um link aberto fora da sessão que a criou (a confirmação encerra as sessões e chaves criadas antes dela)",
  social_linked: () => "quando um login social foi vinculado à conta (o vínculo encerra as sessões e chaves criadas antes dele)",
  // Who, without naming a person to whoever still holds the key: the owner or someone of the team.
  panel: (key) => (key.revokedBy === key.userId ? "no painel, pelo dono da conta" : "no painel, por um membro da equipe da loja"),
};

const isReason = (r: string | null): r is KeyRevocationReason => r !== null && r in WHY;

/**
 * The 401 for a key that was revoked: why and when (issue 33), in the contract's 401 shape (a
 * string). A key that never existed says only that it is invalid.
 */
export function revokedKeyError(key: RevokedKey | null) {
  if (!key || !key.revokedAt) return errors.unauthenticated("CREDENCIAL_INVALIDA", "API key inválida: confira a chave copiada do painel.");
  const when = key.revokedAt.toISOString();
  const why = isReason(key.revokedReason) ? ` ${WHY[key.revokedReason](key)}` : "";
  return errors.unauthenticated("API_KEY_REVOGADA", `API key revogada em ${when}${why}. ${AFTER}`);
}
