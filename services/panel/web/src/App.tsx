import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { BrowserRouter, Navigate, NavLink, Route, Routes, useLocation } from "react-router";
import { useAction } from "./hooks";
import { ROLE_LABEL, type Action } from "./permissions";
import { homeOf, SessionProvider, useSession } from "./session";
import { ErrorBox, Loading } from "./components/ui";
import { OpenInfractionsBadge, useOpenInfractions } from "./components/OpenInfractions";
import { VerifyEmailBanner } from "./components/VerifyEmailBanner";
import { LoginPage, RegisterPage } from "./pages/Auth";
import { StoreLinkPage } from "./pages/StoreLink";
import { CONFIRM_EMAIL_PATH, ConfirmEmailPage } from "./pages/ConfirmEmail";
import { SocialCallbackPage } from "./pages/SocialSignIn";
import { HomePage } from "./pages/Home";
import { ChargeDetailPage, ChargesPage, NewChargePage } from "./pages/Charges";
import { ChargeBatchPage } from "./pages/ChargeBatch";
import { WebhookDetailPage, WebhooksPage } from "./pages/Webhooks";
import { ApiKeysPage } from "./pages/ApiKeys";
import { GoLivePage, STATUS_TEXT } from "./pages/GoLive";
import { ConsoleMerchantPage, ConsolePage } from "./pages/Console";
import { AuditPage, CouponsPage, CustomersPage, LinksPage, MembersPage, ProductsPage, WithdrawalsPage } from "./pages/Lists";
import { SubscriptionsPage } from "./pages/Subscriptions";
import { InfractionsPage } from "./pages/Infractions";
import { ReceivingAccountPage } from "./pages/ReceivingAccount";
import { StatementPage } from "./pages/Statement";

const NAV: { to: string; label: string; needs?: Action }[] = [
  { to: "/", label: "Início" },
  { to: "/cobrancas", label: "Cobranças" },
  { to: "/links", label: "Links de pagamento" },
  { to: "/produtos", label: "Produtos" },
  { to: "/cupons", label: "Cupons" },
  { to: "/clientes", label: "Clientes" },
  { to: "/assinaturas", label: "Assinaturas" },
  { to: "/webhooks", label: "Webhooks" },
  { to: "/chaves", label: "Chaves de API", needs: "account:read" },
  { to: "/conta", label: "Conta de recebimento" },
  { to: "/extrato", label: "Extrato" },
  { to: "/saques", label: "Saques" },
  { to: "/membros", label: "Membros", needs: "members" },
  { to: "/infracoes", label: "Infrações MED", needs: "infractions" },
  { to: "/auditoria", label: "Auditoria", needs: "audit" },
  { to: "/producao", label: "Ir para produção" },
];

function EnvironmentSwitch() {
  const session = useSession();
  const { pending, error, run } = useAction();
  const me = session.me!;
  const approved = me.production_status === "approved";
  return (
    <div className="env">
      <fieldset>
        <legend>Ambiente</legend>
        {(["test", "live"] as const).map((env) => (
          <label key={env} className={`env-option ${me.environment === env ? "on" : ""}`}>
            <input type="radio" name="ambiente" value={env} checked={me.environment === env} disabled={pending || (env === "live" && !approved)}
              onChange={() => run(() => session.switchEnvironment(env))} />
            {env === "test" ? "Teste" : "Produção"}
          </label>
        ))}
      </fieldset>
      <small className="muted" data-testid="situacao-conta">{STATUS_TEXT[me.production_status] ?? me.production_status}</small>
      <ErrorBox error={error} />
    </div>
  );
}

/** Which environment every page acts in: real money (Produção) or test data (Teste), always in sight. */
function EnvironmentBadge({ environment }: { environment: "test" | "live" }) {
  return environment === "live"
    ? <span className="badge badge-live" data-testid="ambiente" title="Cobranças reais: o dinheiro entra de verdade">Produção</span>
    : <span className="badge badge-test" data-testid="ambiente" title="Dados de teste: nenhum dinheiro de verdade">Teste</span>;
}

function StoreSwitch() {
  const session = useSession();
  const [value, setValue] = useState(session.storeId ?? "");
  const [open, setOpen] = useState(false);
  const { pending, error, run } = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    run(async () => {
      await session.actFor(value);
      setOpen(false);
    });
  };
  return (
    <div className="store">
      <button type="button" className="link" aria-expanded={open} onClick={() => setOpen(!open)}>
        {session.storeId ? `Loja: ${session.me?.company ?? session.me?.name}` : "Atuar por outra loja"}
      </button>
      {open && (
        <form onSubmit={submit} className="store-form">
          <label htmlFor="store-id">Id da loja (do convite)</label>
          <input id="store-id" value={value} onChange={(e) => setValue(e.target.value)} placeholder="vazio: minha loja" />
          <button type="submit" disabled={pending}>Trocar</button>
          <ErrorBox error={error} />
        </form>
      )}
    </div>
  );
}

/** Moves focus to the page's heading on navigation, so screen readers and keyboards start at the content. */
function FocusOnNavigate() {
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    requestAnimationFrame(() => (document.querySelector("main h1") as HTMLElement | null)?.focus());
  }, [location.pathname]);
  return null;
}

function Shell({ children }: { children: ReactNode }) {
  const session = useSession();
  const [menu, setMenu] = useState(false);
  const location = useLocation();
  useEffect(() => setMenu(false), [location.pathname]);
  const me = session.me!;
  const openInfractions = useOpenInfractions();
  return (
    <div className="shell">
      <a className="skip" href="#conteudo">Pular para o conteúdo</a>
      <header className="top">
        <button type="button" className="menu-button" aria-expanded={menu} aria-controls="menu" onClick={() => setMenu(!menu)}>
          Menu <OpenInfractionsBadge open={openInfractions} />
        </button>
        <strong className="brand">Painel Pix</strong>
        <EnvironmentBadge environment={me.environment} />
        <span className="who">{session.self?.name} · {ROLE_LABEL[session.role]}</span>
        <button type="button" className="secondary" onClick={() => session.logout()}>Sair</button>
      </header>
      <div className="body">
        <nav id="menu" aria-label="Principal" className={menu ? "open" : undefined}>
          <EnvironmentSwitch />
          <StoreSwitch />
          <p className="muted" data-testid="papel">Papel: {ROLE_LABEL[session.role]}</p>
          <ul>
            {NAV.filter((n) => !n.needs || session.can(n.needs)).map((n) => (
              <li key={n.to}>
                <NavLink to={n.to} end={n.to === "/"}>{n.label}{n.to === "/infracoes" && <> <OpenInfractionsBadge open={openInfractions} /></>}</NavLink>
              </li>
            ))}
            {session.self?.is_admin && <li><NavLink to="/console">Console da equipe</NavLink></li>}
          </ul>
        </nav>
        <main id="conteudo">
          <VerifyEmailBanner />
          {children}
        </main>
      </div>
    </div>
  );
}

function Guard({ need, children }: { need?: Action; children: ReactNode }) {
  const session = useSession();
  if (need && !session.can(need)) return <p role="alert" className="error">Seu papel nesta loja não permite esta página.</p>;
  return <>{children}</>;
}

function TeamOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (!session.self?.is_admin) return <p role="alert" className="error">Somente a equipe acessa o console.</p>;
  return <>{children}</>;
}

function Routed() {
  const session = useSession();
  const { pathname } = useLocation();
  if (session.status === "loading") return <main id="conteudo" className="auth"><Loading what="Abrindo o painel…" /></main>;
  // The verification e-mail's link stands alone, signed in or not: confirming replaces this browser's session.
  if (pathname === CONFIRM_EMAIL_PATH) return <ConfirmEmailPage />;
  if (session.status === "anonymous") {
    return (
      <Routes>
        <Route path="/cadastro" element={<RegisterPage />} />
        <Route path="/entrar" element={<LoginPage />} />
        <Route path="/entrar/social" element={<SocialCallbackPage />} />
        <Route path="/loja/:id" element={<LoginPage stay />} />
        <Route path="*" element={<Navigate to="/entrar" replace />} />
      </Routes>
    );
  }
  const home = session.self ? homeOf(session.self) : "/";
  return (
    <Shell>
      <FocusOnNavigate />
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/cobrancas" element={<ChargesPage />} />
        <Route path="/cobrancas/nova" element={<Guard need="write"><NewChargePage /></Guard>} />
        <Route path="/cobrancas/lote" element={<Guard need="write"><ChargeBatchPage /></Guard>} />
        <Route path="/cobrancas/:txid" element={<ChargeDetailPage />} />
        <Route path="/links" element={<LinksPage />} />
        <Route path="/produtos" element={<ProductsPage />} />
        <Route path="/cupons" element={<CouponsPage />} />
        <Route path="/clientes" element={<CustomersPage />} />
        <Route path="/assinaturas" element={<SubscriptionsPage />} />
        <Route path="/webhooks" element={<WebhooksPage />} />
        <Route path="/webhooks/:id" element={<WebhookDetailPage />} />
        <Route path="/chaves" element={<ApiKeysPage />} />
        <Route path="/conta" element={<ReceivingAccountPage />} />
        <Route path="/extrato" element={<StatementPage />} />
        <Route path="/saques" element={<WithdrawalsPage />} />
        <Route path="/membros" element={<Guard need="members"><MembersPage /></Guard>} />
        <Route path="/infracoes" element={<Guard need="infractions"><InfractionsPage /></Guard>} />
        <Route path="/auditoria" element={<Guard need="audit"><AuditPage /></Guard>} />
        <Route path="/producao" element={<GoLivePage />} />
        <Route path="/console" element={<TeamOnly><ConsolePage /></TeamOnly>} />
        <Route path="/console/:id" element={<TeamOnly><ConsoleMerchantPage /></TeamOnly>} />
        {/* Just signed in (password or Google): the team lands on its console, a merchant on Início. */}
        <Route path="/entrar" element={<Navigate to={home} replace />} />
        <Route path="/entrar/social" element={<Navigate to={home} replace />} />
        <Route path="/cadastro" element={<Navigate to="/" replace />} />
        <Route path="/loja/:id" element={<StoreLinkPage />} />
        <Route path="*" element={<p>Página não encontrada.</p>} />
      </Routes>
    </Shell>
  );
}

export function App() {
  return (
    <SessionProvider>
      <BrowserRouter>
        <Routed />
      </BrowserRouter>
    </SessionProvider>
  );
}
