import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { homeOf, useSession } from "../session";
import { ErrorBox, Loading } from "../components/ui";

/**
 * Social sign-in (contract 4.1): the browser signs in at the identity provider (its `/authorize` page;
 * locally the emulator), which sends it back to `/entrar/social#idpJwt=…&state=…`; the page hands the
 * token to `POST /auth/social` and the session starts as any sign-in does. `state`, kept in this tab's
 * sessionStorage, ties the answer to a sign-in this tab started (no login CSRF).
 */
const STATE_KEY = "pix-panel-social-state";

export function SocialSignInButton() {
  const [idpUrl, setIdpUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    fetch("/panel-config.json").then((r) => r.json()).then((b) => live && setIdpUrl(b?.data?.idp_url ?? null), () => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!idpUrl) return null;
  const start = () => {
    const state = crypto.randomUUID();
    sessionStorage.setItem(STATE_KEY, state);
    const query = new URLSearchParams({ redirect_uri: `${location.origin}/entrar/social`, state });
    location.assign(`${idpUrl}/authorize?${query}`);
  };
  return <button type="button" className="secondary wide" onClick={start}>Entrar com Google</button>;
}

export function SocialCallbackPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const once = useRef(false);
  useEffect(() => {
    if (once.current) return; // StrictMode runs effects twice; the token is single-use here
    once.current = true;
    const answer = new URLSearchParams(location.hash.slice(1));
    history.replaceState(null, "", location.pathname); // the token leaves the address bar and history
    const expected = sessionStorage.getItem(STATE_KEY);
    sessionStorage.removeItem(STATE_KEY);
    const idpJwt = answer.get("idpJwt");
    if (!expected || answer.get("state") !== expected) return setError("Resposta do provedor não corresponde a uma entrada iniciada aqui. Tente de novo.");
    if (answer.get("error") || !idpJwt) return setError("Entrada com Google cancelada.");
    session.social(idpJwt).then((self) => navigate(homeOf(self), { replace: true }), (e: Error) => setError(e.message));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <main className="auth" id="conteudo">
      <h1>Entrar com Google</h1>
      {error ? <><ErrorBox error={error} /><p><Link to="/entrar">Voltar para a entrada</Link></p></> : <Loading what="Entrando…" />}
    </main>
  );
}
