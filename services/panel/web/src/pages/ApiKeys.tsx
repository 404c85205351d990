import { useState, type FormEvent } from "react";
import { api } from "../api";
import { useAction, useApi } from "../hooks";
import { formatDateTime } from "../format";
import { useSession } from "../session";
import { Async, Aviso, ErrorBox, Field, PageTitle, ShownOnce } from "../components/ui";

interface ApiKey { id: string; name: string; environment: string; prefix: string; last_four: string; created_at: string; last_used_at: string | null; revoked_at: string | null; key?: string }

export function ApiKeysPage() {
  const session = useSession();
  const list = useApi<{ data: ApiKey[]; aviso?: string }>("/api-keys");
  const [name, setName] = useState("");
  const [environment, setEnvironment] = useState<"test" | "live">("test");
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
      {created?.key && <ShownOnce label="Chave de API" value={created.key} onDone={() => setCreated(null)} />}
      <ErrorBox error={action.error} />
      <Async state={list}>
        {({ data, aviso }) => (
          <>
            <Aviso text={aviso} />
            {data.length === 0 ? <p>Nenhuma chave ativa.</p> : (
              <div className="table-wrap">
                <table>
                  <caption className="sr-only">Chaves de API ativas</caption>
                  <thead><tr><th scope="col">Nome</th><th scope="col">Ambiente</th><th scope="col">Chave</th><th scope="col">Criada em</th><th scope="col">Último uso</th><th scope="col"><span className="sr-only">Ações</span></th></tr></thead>
                  <tbody>
                    {data.map((k) => (
                      <tr key={k.id}>
                        <td>{k.name}</td>
                        <td>{k.environment === "live" ? "Produção" : "Teste"}</td>
                        <td className="mono">{k.prefix}…{k.last_four}</td>
                        <td>{formatDateTime(k.created_at)}</td>
                        <td>{formatDateTime(k.last_used_at)}</td>
                        <td>{session.can("account:delete") && <button type="button" className="danger" onClick={() => revoke(k)} aria-label={`Revogar ${k.name}`}>Revogar</button>}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
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
