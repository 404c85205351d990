import { useState, type FormEvent } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { api } from "../api";
import { useAction, useApi } from "../hooks";
import { formatDateTime } from "../format";
import { useSession } from "../session";
import { Async, ErrorBox, Field, PageTitle, ShownOnce } from "../components/ui";
import { DataTable } from "../components/DataTable";
import type { Api } from "../api-types";

export type Endpoint = Api["WebhookEndpoint"] & { secret?: string };
export type Delivery = Api["WebhookDelivery"];

/** Endpoints belong to one environment: the list and the form are the current environment's only. */
function EnvironmentNote({ environment }: { environment: "test" | "live" }) {
  return (
    <p className="notice" role="note" data-testid="nota-ambiente-webhooks">
      {environment === "live"
        ? "Você está em Produção: estes endpoints recebem só eventos de produção. Os endpoints cadastrados em Teste continuam em teste e não recebem eventos reais: cadastre aqui os endereços que devem recebê-los."
        : "Você está em Teste: estes endpoints recebem só eventos de teste e continuam em teste depois da liberação para produção. Em Produção, cadastre de novo os endereços que devem receber os eventos reais."}
    </p>
  );
}

export function WebhooksPage() {
  const session = useSession();
  const list = useApi<{ data: Endpoint[] }>("/webhook-endpoints", [session.me?.environment]);
  const events = useApi<{ data: string[] }>(session.can("write") ? "/webhook-endpoints/eventos" : null);
  const [url, setUrl] = useState("");
  const [name, setName] = useState("");
  const [chosen, setChosen] = useState<string[]>([]);
  const [retry, setRetry] = useState(false);
  const [created, setCreated] = useState<Endpoint | null>(null);
  const action = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    action.run(async () => {
      const r = await api<{ data: Endpoint }>("POST", "/webhook-endpoints", {
        body: { url, ...(name ? { name } : {}), ...(chosen.length ? { events: chosen } : {}), retry_policy: retry ? "exponential" : "none" },
      });
      setCreated(r.data);
      setUrl("");
      setName("");
      setChosen([]);
      list.reload();
    });
  };
  return (
    <>
      <PageTitle>Webhooks</PageTitle>
      <EnvironmentNote environment={session.me?.environment ?? "test"} />
      {created?.secret && <ShownOnce label="Segredo do endpoint" value={created.secret} onDone={() => setCreated(null)} />}
      <Async state={list}>
        {({ data }) => data.length === 0 ? <p>Nenhum endpoint cadastrado.</p> : (
          <DataTable caption="Endpoints de webhook" rows={data} rowKey={(ep) => ep.id} columns={[
            { label: "Endpoint", value: (ep) => <><Link to={`/webhooks/${ep.id}`}>{ep.name ?? ep.url}</Link><br /><small className="mono">{ep.url}</small></> },
            { label: "Eventos", value: (ep) => (ep.events.length ? ep.events.join(", ") : "todos") },
            { label: "Ativo", value: (ep) => (ep.active ? "Sim" : "Não") },
            { label: "Criado em", value: (ep) => formatDateTime(ep.created_at) },
          ]} />
        )}
      </Async>
      {session.can("write") && (
        <form className="card form" onSubmit={submit} aria-labelledby="novo-endpoint">
          <h2 id="novo-endpoint">Novo endpoint</h2>
          <Field label="URL do endpoint">{(id) => <input id={id} type="url" required placeholder="https://sualoja.com.br/webhooks/pix" value={url} onChange={(e) => setUrl(e.target.value)} />}</Field>
          <Field label="Nome (opcional)">{(id) => <input id={id} maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />}</Field>
          <fieldset>
            <legend>Eventos (nenhum marcado: todos)</legend>
            {(events.data?.data ?? []).map((ev) => (
              <label key={ev} className="check">
                <input type="checkbox" checked={chosen.includes(ev)} onChange={(e) => setChosen(e.target.checked ? [...chosen, ev] : chosen.filter((x) => x !== ev))} /> {ev}
              </label>
            ))}
          </fieldset>
          <label className="check"><input type="checkbox" checked={retry} onChange={(e) => setRetry(e.target.checked)} /> Tentar de novo em caso de falha (até 72 horas)</label>
          <ErrorBox error={action.error} />
          <button type="submit" disabled={action.pending}>Criar endpoint</button>
        </form>
      )}
    </>
  );
}

export function WebhookDetailPage() {
  const { id = "" } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const endpoint = useApi<{ data: Endpoint }>(`/webhook-endpoints/${encodeURIComponent(id)}`);
  const deliveries = useApi<{ data: Delivery[]; next_cursor: string | null }>(`/webhook-endpoints/${encodeURIComponent(id)}/deliveries?limit=100`);
  const action = useAction();
  const [notice, setNotice] = useState<string | null>(null);
  const sendTest = () => action.run(async () => {
    await api("POST", `/webhook-endpoints/${id}/test`);
    setNotice("Evento de teste enviado; a entrega aparece no registro abaixo.");
    setTimeout(deliveries.reload, 800);
  });
  const redeliver = (deliveryId: string) => action.run(async () => {
    await api("POST", `/webhook-endpoints/${id}/deliveries/${deliveryId}/redeliver`);
    setNotice("Reenvio solicitado.");
    setTimeout(deliveries.reload, 800);
  });
  const toggle = (active: boolean) => action.run(async () => {
    await api("PUT", `/webhook-endpoints/${id}`, { body: { active } });
    endpoint.reload();
  });
  const remove = () => action.run(async () => {
    if (!window.confirm("Remover este endpoint?")) return;
    await api("DELETE", `/webhook-endpoints/${id}`);
    navigate("/webhooks");
  });
  return (
    <Async state={endpoint}>
      {({ data: ep }) => (
        <>
          <PageTitle actions={
            <>
              {session.can("write") && <button type="button" onClick={sendTest} disabled={action.pending}>Enviar teste</button>}
              {session.can("write") && <button type="button" className="secondary" onClick={() => toggle(!ep.active)} disabled={action.pending}>{ep.active ? "Desativar" : "Ativar"}</button>}
              {session.can("delete") && <button type="button" className="danger" onClick={remove} disabled={action.pending}>Remover</button>}
            </>
          }>Endpoint {ep.name ?? ""}</PageTitle>
          <dl className="details card">
            <dt>URL</dt><dd className="mono">{ep.url}</dd>
            <dt>Eventos</dt><dd>{ep.events.length ? ep.events.join(", ") : "todos"}</dd>
            <dt>Ativo</dt><dd>{ep.active ? "Sim" : "Não"}</dd>
            <dt>Novas tentativas</dt><dd>{ep.retry_policy === "exponential" ? "até 72 horas" : "não"}</dd>
          </dl>
          <p role="status">{notice}</p>
          <ErrorBox error={action.error} />
          <section className="card" aria-labelledby="registro-entregas">
            <div className="page-title">
              <h2 id="registro-entregas">Registro de entregas</h2>
              <button type="button" className="secondary" onClick={deliveries.reload}>Atualizar</button>
            </div>
            <Async state={deliveries}>
              {({ data }) => data.length === 0 ? <p>Nenhuma entrega ainda.</p> : (
                <div className="table-wrap">
                  <table>
                    <caption className="sr-only">Entregas (mais recentes primeiro)</caption>
                    <thead><tr><th scope="col">Quando</th><th scope="col">Evento</th><th scope="col">Resposta</th><th scope="col">Tentativa</th><th scope="col"><span className="sr-only">Ações</span></th></tr></thead>
                    <tbody>
                      {data.map((d) => (
                        <tr key={d.id}>
                          <td>{formatDateTime(d.attempted_at ?? d.created_at)}</td>
                          <td>{d.event}{d.redelivery_of && " (reenvio)"}</td>
                          <td>{d.status_code !== null ? `HTTP ${d.status_code}` : d.error ?? d.status}</td>
                          <td>{d.attempt}</td>
                          <td>{session.can("write") && <button type="button" className="secondary" onClick={() => redeliver(d.id)} aria-label={`Reenviar ${d.event} de ${formatDateTime(d.created_at)}`}>Reenviar</button>}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </Async>
          </section>
        </>
      )}
    </Async>
  );
}
