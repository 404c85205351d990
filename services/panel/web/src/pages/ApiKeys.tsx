import { useState, type FormEvent } from "react";
import { api } from "../api";
import { useAction, useApi } from "../hooks";
import { formatDateTime } from "../format";
import { useSession } from "../session";
import { Async, Aviso, ErrorBox, Field, PageTitle, ShownOnce } from "../components/ui";
import { DataTable } from "../components/DataTable";

interface ApiKey { id: string; name: string; environment: string; prefix: string; last_four: string; created_at: string; last_used_at: string | null; revoked_at: string | null; key?: string }

export function ApiKeysPage() {
  const session = useSession();
  const list = useApi<{ data: ApiKey[]; aviso?: string }>("/api-keys");
  const [name, setName] = useState("");
  // In Produção the new key is a live one unless chosen otherwise: the badge and the default agree.
  const [environment, setEnvironment] = useState<"test" | "live">(session.me?.environment === "live" ? "live" : "test");
  const [created, setCreated] = useState<ApiKey | null>(null);
  const action = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    action.run(async () => {
      const r = await api<{ data: ApiKey }>("POST", "/api-keys", { body: { name, environment } });
      setCreated(r.data);
      setName("");
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
                { label: "Chave", value: (k) => <span className="mono">{k.prefix}…{k.last_four}</span> },
                { label: "Criada em", value: (k) => formatDateTime(k.created_at) },
                { label: "Último uso", value: (k) => formatDateTime(k.last_used_at) },
              ]} actions={session.can("account:delete") ? (k) => <button type="button" className="danger" onClick={() => revoke(k)} aria-label={`Revogar ${k.name}`}>Revogar</button> : undefined} />
            )}
          </>
        )}
      </Async>
      {session.can("account:write") && (
        <form className="card form" onSubmit={submit} aria-labelledby="nova-chave">
          <h2 id="nova-chave">Nova chave</h2>
          <Field label="Nome da chave">{(id) => <input id={id} required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />}</Field>
          <Field label="Ambiente da chave">
            {(id) => (
              <select id={id} value={environment} onChange={(e) => setEnvironment(e.target.value as "test" | "live")}>
                <option value="test">Teste</option>
                <option value="live" disabled={session.me?.production_status !== "approved"}>Produção{session.me?.production_status !== "approved" ? " (após aprovação)" : ""}</option>
              </select>
            )}
          </Field>
          <button type="submit" disabled={action.pending}>Criar chave</button>
        </form>
      )}
    </>
  );
}
