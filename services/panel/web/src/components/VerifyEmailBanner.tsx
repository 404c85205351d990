import { useState } from "react";
import { api } from "../api";
import { useAction } from "../hooks";
import { useSession } from "../session";
import { ErrorBox } from "./ui";

/**
 * POST /auth/verify-email/resend for the signed-in account: a new link, the earlier ones void. At most
 * one e-mail a minute (429 LIMITE_DE_EMAILS, whose Portuguese message the error box shows).
 */
export function useResendVerification() {
  const [sent, setSent] = useState(false);
  const action = useAction();
  const resend = () => action.run(async () => {
    await api("POST", "/auth/verify-email/resend", { ownAccount: true });
    setSent(true);
  });
  return { ...action, sent, resend };
}

/**
 * Shown on every page while the person's own address is unconfirmed: inviting members, acting as a
 * member and going live all require it, so the panel says so up front and offers the resend.
 */
export function VerifyEmailBanner() {
  const { self } = useSession();
  const { sent, pending, error, resend } = useResendVerification();
  if (!self || self.email_verified !== false) return null;
  return (
    <section className="notice banner" aria-labelledby="confirmar-email-titulo" data-testid="aviso-email-nao-confirmado">
      <strong id="confirmar-email-titulo">Confirme seu e-mail</strong>
      <p>
        Enviamos um link de confirmação para <strong>{self.email}</strong>. Sem a confirmação, a conta não pode criar chaves de API, pedir a liberação
        para produção, convidar membros nem agir como membro de outra loja. Não recebeu? Confira o spam ou peça um novo link.
      </p>
      <button type="button" onClick={resend} disabled={pending || sent}>{pending ? "Enviando…" : "Reenviar e-mail de confirmação"}</button>
      <p role="status">{sent ? `Enviamos um novo link para ${self.email}. Ele vale por 24 horas; os anteriores deixam de valer.` : null}</p>
      <ErrorBox error={error} />
    </section>
  );
}
