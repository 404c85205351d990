import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useAction } from "../hooks";
import { homeOf, useSession } from "../session";
import { ErrorBox, Field } from "../components/ui";
import { SocialSignInButton } from "./SocialSignIn";

/**
 * `stay`: after signing in, keep the address the person opened (a link from an e-mail, such as
 * /loja/:id) instead of going to the home page; the signed-in routes then handle it.
 */
export function LoginPage({ stay = false }: { stay?: boolean }) {
  const session = useSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { pending, error, run } = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    run(async () => {
      const self = await session.login(email, password);
      if (!stay) navigate(homeOf(self));
    });
  };
  return (
    <main className="auth" id="conteudo">
      <h1>Entrar no painel Pix</h1>
      <form onSubmit={submit} aria-describedby="login-erro">
        <Field label="E-mail">{(id) => <input id={id} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />}</Field>
        <Field label="Senha">{(id) => <input id={id} type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />}</Field>
        <div id="login-erro"><ErrorBox error={error} /></div>
        <button type="submit" disabled={pending}>{pending ? "Entrando…" : "Entrar"}</button>
      </form>
      <SocialSignInButton />
      <p>Ainda não tem conta? <Link to="/cadastro">Criar conta</Link></p>
    </main>
  );
}

/** `?email=` (an invite's link) fills the address in; the person can still change it. */
export function RegisterPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [name, setName] = useState("");
  const [email, setEmail] = useState(() => params.get("email")?.trim() ?? "");
  const [password, setPassword] = useState("");
  const { pending, error, fieldErrors, run } = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    run(async () => {
      await session.register(name, email, password);
      navigate("/");
    });
  };
  return (
    <main className="auth" id="conteudo">
      <h1>Criar conta</h1>
      <p className="muted">A conta começa no modo de teste: cobranças de teste funcionam na hora, sem documentos.</p>
      <form onSubmit={submit}>
        <Field label="Nome" error={fieldErrors.name}>{(id) => <input id={id} autoComplete="name" required maxLength={120} value={name} onChange={(e) => setName(e.target.value)} />}</Field>
        <Field label="E-mail" error={fieldErrors.email}>{(id) => <input id={id} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />}</Field>
        <Field label="Senha" hint="Pelo menos 10 caracteres; senhas comuns são recusadas." error={fieldErrors.password}>
          {(id, hint) => <input id={id} aria-describedby={hint} type="password" autoComplete="new-password" required minLength={10} maxLength={256} value={password} onChange={(e) => setPassword(e.target.value)} />}
        </Field>
        <ErrorBox error={error} />
        <button type="submit" disabled={pending}>{pending ? "Criando…" : "Criar conta"}</button>
      </form>
      <p>Já tem conta? <Link to="/entrar">Entrar</Link></p>
    </main>
  );
}
