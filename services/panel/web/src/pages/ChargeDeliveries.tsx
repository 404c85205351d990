import { useState } from "react";
import { Link } from "react-router";
import { api } from "../api";
import { useAction, useApi } from "../hooks";
import { formatDateTime } from "../format";
import { useSession } from "../session";
import { Async, ErrorBox } from "../components/ui";
import { DataTable } from "../components/DataTable";
import type { Delivery, Endpoint } from "./Webhooks";

/**
 * The charge detail's webhook deliveries: for each endpoint of the store, the deliveries of this
 * charge's events (`GET /webhook-endpoints/{id}/deliveries?txid=`), with their answers and, for roles
 * that may write, a redeliver button.
 */
export function ChargeDeliveries({ txid }: { txid: string }) {
  const session = useSession();
  const endpoints = useApi<{ data: Endpoint[] }>("/webhook-endpoints", [session.me?.environment]);
  return (
    <section className="card" aria-labelledby="entregas-cobranca">
      <div className="page-title">
        <h2 id="entregas-cobranca">Entregas de webhook</h2>
        <button type="button" className="secondary" onClick={endpoints.reload}>Atualizar entregas</button>
      </div>
      <Async state={endpoints}>
        {({ data }) => data.length === 0
          ? <p>Nenhum endpoint de webhook cadastrado. <Link to="/webhooks">Cadastrar</Link></p>
          : data.map((ep) => <EndpointDeliveries key={ep.id} endpoint={ep} txid={txid} />)}
      </Async>
    </section>
  );
}

function EndpointDeliveries({ endpoint, txid }: { endpoint: Endpoint; txid: string }) {
  const session = useSession();
  const label = endpoint.name ?? endpoint.url;
  const path = `/webhook-endpoints/${encodeURIComponent(endpoint.id)}/deliveries?limit=100&txid=${encodeURIComponent(txid)}`;
  const deliveries = useApi<{ data: Delivery[] }>(path);
  const action = useAction();
  const [notice, setNotice] = useState<string | null>(null);
  const redeliver = (d: Delivery) => action.run(async () => {
    await api("POST", `/webhook-endpoints/${endpoint.id}/deliveries/${d.id}/redeliver`);
    setNotice("Reenvio solicitado.");
    deliveries.reload();
  });
  return (
    <div className="endpoint-deliveries">
      <h3><Link to={`/webhooks/${endpoint.id}`}>{label}</Link></h3>
      <Async state={deliveries}>
        {({ data }) => data.length === 0 ? <p>Nenhuma entrega desta cobrança para este endpoint.</p> : (
          <DataTable caption={`Entregas desta cobrança para ${label}`} rows={data} rowKey={(d) => d.id} columns={[
            { label: "Quando", value: (d) => formatDateTime(d.attempted_at ?? d.created_at) },
            { label: "Evento", value: (d) => <>{d.event}{d.redelivery_of && " (reenvio)"}</> },
            { label: "Resposta", value: (d) => (d.status_code !== null ? `HTTP ${d.status_code}` : d.error ?? d.status) },
          ]} actions={session.can("write") ? (d) => (
            <button type="button" className="secondary" disabled={action.pending} onClick={() => redeliver(d)} aria-label={`Reenviar ${d.event} para ${label}`}>Reenviar</button>
          ) : undefined} />
        )}
      </Async>
      <p role="status">{notice}</p>
      <ErrorBox error={action.error} />
    </div>
  );
}
