import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { api, ApiError } from "../api";
import { useAction } from "../hooks";
import { useSession } from "../session";
import { ErrorBox, Field, Loading } from "../components/ui";
import { useResendVerification } from "../components/VerifyEmailBanner";

/** The page the verification e-mail links to (identity's PANEL_PUBLIC_URL + this path). */
export const CONFIRM_EMAIL_PATH = "/confirmar-email";

type LinkState =
  | { kind: "checking" }
  | { kind: "valid"; email: string }
  | { kind: "invalid"; message: string };

/** GET /auth/verify-email?token= (JSON): which address the link confirms; it changes nothing. */
async function checkLink(token: string): Promise<LinkState> {
  try {
    const r = await api<{ data: { email: string } }>("GET", `/auth/verify-email?token=${encodeURIComponent(token)}`, { ownAccount: true });
    return { kind: "valid", email: r.data.email };
  } catch (e) {
    if (e instanceof ApiError && e.status === 400) return { kind: "invalid", message: e.message };
    throw e;
  }
}

/**
 * /confirmar-email?token=…, the link of the verification e-mail (issues 23 and 33). Signed in here
 * to the account the link confirms, one button confirms and keeps everything (the session proves the
 * password, the link the mailbox). Otherwise confirming sets the account's password and ends every
 * earlier session and API key, so the page says so before asking for the password, and how to keep
 * them instead. Either way the page then says "E-mail confirmado" and what stayed. It stands outside
 * the signed-in shell. A used, expired or missing link offers the way to a new one.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const [link, setLink] = useState<LinkState>({ kind: "checking" });
  const [checkError, setCheckError] = useState<string | null>(null);
  const [done, setDone] = useState<"kept" | "handed" | null>(null);
  // Signed in, but the person did not choose this password (someone handed it over): the handover instead.
  const [startOver, setStartOver] = useState(false);
  const session = useSession();
  const recheck = useCallback(() => {
    setCheckError(null);
    checkLink(token).then(setLink, (e: Error) => setCheckError(e.message));
  }, [token]);
  useEffect(() => {
    if (token) recheck();
  }, [token, recheck]);

  if (!token && !done) {
    return (
      <Page title="Link de confirmação incompleto">
        <p role="alert" className="error">Este endereço não traz o código de confirmação do e-mail.</p>
        <p>Abra o link completo do e-mail de confirmação (se o programa de e-mail quebrou a linha, copie o endereço inteiro) ou peça um novo link.</p>
        <NewLinkOffer />
      </Page>
    );
  }
  if (checkError) {
    return (
      <Page title="Confirme seu e-mail">
        <ErrorBox error={checkError} />
        <button type="button" className="secondary" onClick={recheck}>Tentar de novo</button>
      </Page>
    );
  }
  if (done) return <Confirmed kept={done === "kept"} />;
  if (link.kind === "checking" || session.status === "loading") return <Page title="Confirme seu e-mail"><Loading what="Verificando o link…" /></Page>;
  if (link.kind === "invalid") {
    return (
      <Page title="Link de confirmação inválido">
        <ErrorBox error={link.message} />
        <p>Cada link vale por 24 horas e uma única vez; um link novo substitui os anteriores.</p>
        <NewLinkOffer />
      </Page>
    );
  }
  // Signed in here to the very account the link confirms: this browser proves the password, the link the mailbox.
  const own = session.status === "ready" && session.self?.email === link.email;
  return (
    <Page title="Confirme seu e-mail">
      {own && !startOver
        ? <KeepConfirm token={token} email={link.email} onRefused={recheck} onDone={() => setDone("kept")} onStartOver={() => setStartOver(true)} />
        : <ConfirmForm token={token} email={link.email} onRefused={recheck} onDone={() => setDone("handed")} />}
    </Page>
  );
}

/** After either confirmation: says which one happened, in the words of what stays and what ended. */
function Confirmed({ kept }: { kept: boolean }) {
  return (
    <Page title="E-mail confirmado">
      <p role="status" data-testid="email-confirmado">
        {kept
          ? "Seu e-mail foi confirmado. Sua senha, esta sessão e suas chaves de API continuam valendo."
          : "Seu e-mail foi confirmado e a nova senha já vale. As sessões e chaves de API criadas antes foram encerradas: crie chaves novas para suas integrações."}
      </p>
      <p><Link to="/">Ir para o início</Link> · <Link to="/chaves">Chaves de API</Link></p>
    </Page>
  );
}

/** The registrant's own browser: one button, nothing revoked, no password asked. */
function KeepConfirm({ token, email, onRefused, onDone, onStartOver }: { token: string; email: string; onRefused(): void; onDone(): void; onStartOver(): void }) {
  const session = useSession();
  const navigate = useNavigate();
  const { pending, error, run } = useAction();
  const confirm = () => run(async () => {
    try {
      await session.confirmEmail(token);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) onRefused();
      throw err;
    }
    navigate(CONFIRM_EMAIL_PATH, { replace: true }); // the used link leaves the history
    onDone();
  });
  return (
    <>
      <p>Você está conectado neste navegador à conta <strong>{email}</strong>. Confirmar mantém sua senha, esta sessão e suas chaves de API.</p>
      <ErrorBox error={error} />
      <button type="button" onClick={confirm} disabled={pending}>{pending ? "Confirmando…" : "Confirmar e-mail"}</button>
      <p>
        Não foi você quem escolheu a senha desta conta, ou não reconhece as chaves dela?{" "}
        <button type="button" className="link" onClick={onStartOver}>Confirmar definindo uma nova senha</button> (encerra todas as
        sessões e chaves de API criadas antes).
      </p>
    </>
  );
}

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="auth" id="conteudo">
      <h1 tabIndex={-1}>{title}</h1>
      {children}
    </main>
  );
}

/** `onRefused`: a 400 may be the password (policy) or the link (used meanwhile); the link is asked again. */
function ConfirmForm({ token, email, onRefused, onDone }: { token: string; email: string; onRefused(): void; onDone(): void }) {
  const session = useSession();
  const signedInHere = session.status === "ready" && session.self?.email === email;
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const { pending, error, setError, run } = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (password !== repeat) return setError("As senhas digitadas não são iguais. Digite a mesma senha nos dois campos.");
    run(async () => {
      try {
        await session.confirmEmail(token, password);
      } catch (err) {
        if (err instanceof ApiError && err.status === 400) onRefused();
        throw err;
      }
      navigate(CONFIRM_EMAIL_PATH, { replace: true }); // the used link leaves the history
      onDone();
    });
  };
  return (
    <>
      <p>Para confirmar <strong>{email}</strong>, defina a senha desta conta.</p>
      <p id="confirmar-aviso">
        Confirmando com uma nova senha, a conta fica com quem tem esta caixa de e-mail: todas as sessões e chaves de API criadas antes
        são encerradas (também as de lojas em que a conta é membro) e só a senha definida aqui entra.
      </p>
      {!signedInHere && <p>
        Foi você quem criou a conta? Para não perder nada, abra este link no navegador em que você já está conectado à conta, ou
        <Link to="/entrar">entre com a sua senha</Link> e abra o link de novo: assim a senha, as sessões e as chaves continuam valendo.
      </p>}
      <form onSubmit={submit} aria-describedby="confirmar-aviso">
        <Field label="Nova senha" hint="Pelo menos 10 caracteres; senhas comuns são recusadas.">
          {(id, hint) => <input id={id} aria-describedby={hint} type="password" autoComplete="new-password" required minLength={10} maxLength={256} value={password} onChange={(e) => setPassword(e.target.value)} />}
        </Field>
        <Field label="Repita a nova senha">
          {(id) => <input id={id} type="password" autoComplete="new-password" required minLength={10} maxLength={256} value={repeat} onChange={(e) => setRepeat(e.target.value)} />}
        </Field>
        <ErrorBox error={error} />
        <button type="submit" disabled={pending}>{pending ? "Confirmando…" : "Confirmar e-mail e definir a senha"}</button>
      </form>
    </>
  );
}

/**
 * The way to a new link: signed in to an unverified account, the resend for that account (POST
 * /auth/verify-email/resend); otherwise the public request by address (POST /auth/verify-email/request),
 * which never says whether the address has an account.
 */
function NewLinkOffer() {
  const session = useSession();
  const self = session.status === "ready" ? session.self : null;
  if (self && !self.email_verified) return <Resend email={self.email} />;
  return (
    <>
      {self && <p>O e-mail da conta conectada ({self.email}) já está confirmado: para ela não há nada a fazer. <Link to="/">Ir para o início</Link></p>}
      <RequestLink />
    </>
  );
}

function Resend({ email }: { email: string }) {
  const { sent, pending, error, resend } = useResendVerification();
  return (
    <section aria-labelledby="reenviar-titulo">
      <h2 id="reenviar-titulo">Pedir um novo link</h2>
      <p>Enviaremos um novo link de confirmação para <strong>{email}</strong>; os anteriores deixam de valer.</p>
      <button type="button" onClick={resend} disabled={pending || sent}>{pending ? "Enviando…" : "Reenviar e-mail de confirmação"}</button>
      <p role="status">{sent ? `Enviamos um novo link para ${email}. Ele vale por 24 horas.` : null}</p>
      <ErrorBox error={error} />
      <p><Link to="/">Voltar ao início</Link></p>
    </section>
  );
}

function RequestLink() {
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState(false);
  const { pending, error, run } = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    run(async () => {
      await api("POST", "/auth/verify-email/request", { body: { email }, ownAccount: true });
      setSent(true);
    });
  };
  return (
    <section aria-labelledby="pedir-titulo">
      <h2 id="pedir-titulo">Pedir um novo link</h2>
      <form onSubmit={submit}>
        <Field label="E-mail da conta">{(id) => <input id={id} type="email" autoComplete="email" required maxLength={254} value={email} onChange={(e) => { setEmail(e.target.value); setSent(false); }} />}</Field>
        <ErrorBox error={error} />
        <button type="submit" disabled={pending}>{pending ? "Enviando…" : "Pedir novo link"}</button>
      </form>
      <p role="status">{sent ? "Se este e-mail tem uma conta ainda não confirmada, enviamos um novo link para ele (vale por 24 horas). Confira a caixa de entrada e o spam." : null}</p>
      <p>Já confirmou? <Link to="/entrar">Entrar</Link></p>
    </section>
  );
}
