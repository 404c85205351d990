import { useState, type FormEvent } from "react";
import { api } from "../api";
import { useAction, useApi } from "../hooks";
import { formatDateTime } from "../format";
import { useSession } from "../session";
import { SCOPE_CHOICES, SCOPE_GROUPS } from "../permissions";
import { Async, Aviso, ErrorBox, Field, PageTitle, ShownOnce } from "../components/ui";
import { DataTable } from "../components/DataTable";
import { useResendVerification } from "../components/VerifyEmailBanner";
import type { Api } from "../api-types";

type ApiKey = Api["ApiKey"] & { key?: string };

/** A key's rights in the merchant's words, in the form's order: "Acesso total", or its permissions. */
const rightsOf = (k: ApiKey) => (k.permissoes ? SCOPE_CHOICES.filter((c) => (k.permissoes as readonly string[]).includes(c.scope)).map((c) => c.label).join("; ") : "Acesso total");
/**
 * Why there is no "Nova chave" yet, and the way out: a key made before the confirmation would die if
 * someone else, holding the mailbox, confirmed it; so the API refuses it and the panel says so.
 */
function ConfirmBeforeKeys({ email }: { email: string }) {
  const { sent, pending, error, resend } = useResendVerification();
  return (
    <section className="notice" aria-labelledby="chaves-confirmar" data-testid="nota-chaves-email">
      <h2 id="chaves-confirmar">Confirme seu e-mail para criar chaves</h2>
      <p>
        Chaves de API só são criadas depois que o e-mail da conta (<strong>{email}</strong>) é confirmado. Abra o link do e-mail de
        confirmação neste navegador, conectado a esta conta: a senha e a sessão continuam valendo. Assim, se outra pessoa tiver
        cadastrado o seu endereço, ela não fica com nenhuma chave quando você o confirmar.
      </p>
      <button type="button" onClick={resend} disabled={pending || sent}>{pending ? "Enviando…" : "Reenviar e-mail de confirmação"}</button>
      <p role="status">{sent ? `Enviamos um novo link para ${email}. Ele vale por 24 horas; os anteriores deixam de valer.` : null}</p>
      <ErrorBox error={error} />
    </section>
  );
}

export function ApiKeysPage() {
  const session = useSession();
  const list = useApi<{ data: ApiKey[]; aviso?: string }>("/api-keys");
  const [name, setName] = useState("");
  // In Produção the new key is a live one unless chosen otherwise: the badge and the default agree.
  const [environment, setEnvironment] = useState<"test" | "live">(session.me?.environment === "live" ? "live" : "test");
  const [created, setCreated] = useState<ApiKey | null>(null);
  // A key never exceeds its creator's role: full access only for a role that holds every scope.
  const fullAllowed = SCOPE_CHOICES.every((c) => session.can(c.action));
  const [restricted, setRestricted] = useState(!fullAllowed);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const toggle = (scope: string) => setChosen((prev) => {
    const next = new Set(prev);
    if (next.has(scope)) next.delete(scope); else next.add(scope);
    return next;
  });
  const action = useAction();
  // The API makes no key before the account's address is confirmed (403 EMAIL_NAO_VERIFICADO): say why here.
  const unconfirmed = session.self?.email_verified === false;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    action.run(async () => {
      const permissoes = restricted ? SCOPE_CHOICES.map((c) => c.scope).filter((s) => chosen.has(s)) : undefined;
      const r = await api<{ data: ApiKey }>("POST", "/api-keys", { body: { name, environment, ...(permissoes && { permissoes }) } });
      setCreated(r.data);
      setName("");
      setChosen(new Set());
      list.reload();
    });
  };
  const revoke = (k: ApiKey) => action.run(async () => {
    if (!window.confirm(`Revogar a chave ${k.name}? Integrações que a usam deixam de funcionar.`)) return;
    await api("DELETE", `/api-keys/${k.id}`);
    list.reload();
  });
  return (
    <>
      <PageTitle>Chaves de API</PageTitle>
      <p className="notice" role="note" data-testid="nota-ambiente-chaves">
        Cada chave vale só no ambiente em que foi criada, qualquer que seja o ambiente escolhido no painel: uma chave de Teste
        (<span className="mono">service_test_…</span>) continua em teste mesmo depois da liberação para produção e nunca movimenta
        dinheiro de verdade. Para cobrar em produção, crie uma chave de Produção (<span className="mono">service_live_…</span>) e troque-a na sua integração.
      </p>
      {unconfirmed && <ConfirmBeforeKeys email={session.self!.email} />}
      {created?.key && <ShownOnce label="Chave de API" value={created.key} onDone={() => setCreated(null)} />}
      <ErrorBox error={action.error} />
      <Async state={list}>
        {({ data, aviso }) => (
          <>
            <Aviso text={aviso} />
            {data.length === 0 ? <p>Nenhuma chave ativa.</p> : (
              <DataTable caption="Chaves de API ativas" rows={data} rowKey={(k) => k.id} columns={[
                { label: "Nome", value: (k) => k.name },
                { label: "Ambiente", value: (k) => (k.environment === "live" ? "Produção" : "Teste") },
                { label: "Permissões", value: (k) => rightsOf(k) },
                { label: "Chave", value: (k) => <span className="mono">{k.prefix}…{k.last_four}</span> },
                { label: "Criada em", value: (k) => formatDateTime(k.created_at) },
                { label: "Último uso", value: (k) => formatDateTime(k.last_used_at) },
              ]} actions={session.can("account:delete") ? (k) => <button type="button" className="danger" onClick={() => revoke(k)} aria-label={`Revogar ${k.name}`}>Revogar</button> : undefined} />
            )}
          </>
        )}
      </Async>
      {session.can("account:keys") && !unconfirmed && (
        <form className="card form" onSubmit={submit} aria-labelledby="nova-chave">
          <h2 id="nova-chave">Nova chave</h2>
          <Field label="Nome da chave" error={action.fieldErrors.name}>{(id) => <input id={id} required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />}</Field>
          <Field label="Ambiente da chave">
            {(id) => (
              <select id={id} value={environment} onChange={(e) => setEnvironment(e.target.value as "test" | "live")}>
                <option value="test">Teste</option>
                <option value="live" disabled={session.me?.production_status !== "approved"}>Produção{session.me?.production_status !== "approved" ? " (após aprovação)" : ""}</option>
              </select>
            )}
          </Field>
          <fieldset>
            <legend>O que a chave pode fazer</legend>
            <label><input type="radio" name="acesso" checked={!restricted} disabled={!fullAllowed} onChange={() => setRestricted(false)} />
              Acesso total{fullAllowed ? " (tudo o que a loja faz pela API)" : " (só dono e gerentes criam)"}</label>
            <label><input type="radio" name="acesso" checked={restricted} onChange={() => setRestricted(true)} /> Escolher permissões</label>
          </fieldset>
          {restricted && SCOPE_GROUPS.map((g) => (
            <fieldset key={g.title} className="scopes">
              <legend>{g.title}</legend>
              {g.scopes.map((c) => (
                <label key={c.scope} title={c.scope}>
                  <input type="checkbox" checked={chosen.has(c.scope)} disabled={!session.can(c.action)} onChange={() => toggle(c.scope)} />
                  {c.label}{session.can(c.action) ? "" : " (seu papel não permite)"}
                </label>
              ))}
            </fieldset>
          ))}
          <button type="submit" disabled={action.pending || (restricted && chosen.size === 0)}>Criar chave</button>
        </form>
      )}
    </>
  );
}
