import { useApi } from "../hooks";
import { formatDateTime } from "../format";
import { Async } from "../components/ui";
import { DataTable } from "../components/DataTable";
import { cycleUpdateLabel } from "../cycle-labels";
import type { Api } from "../api-types";

type CycleEvent = Api["CycleEvent"];

/**
 * A Pix Automático subscription's cycle history (GET /subscriptions/{id}/cycles), oldest first, times in
 * Brasília: sent, debited, failed with its code, retries scheduled, given up, resent.
 */
export function CycleHistory({ id, name, onClose }: { id: string; name: string; onClose(): void }) {
  const history = useApi<{ data: CycleEvent[] }>(`/subscriptions/${encodeURIComponent(id)}/cycles`);
  return (
    <section className="card" aria-labelledby="historico-ciclos">
      <div className="page-title">
        <h2 id="historico-ciclos">Histórico dos ciclos de {name}</h2>
        <button type="button" className="secondary" onClick={onClose}>Fechar histórico</button>
      </div>
      <Async state={history}>
        {({ data }) => data.length === 0 ? <p>Nenhum ciclo enviado ainda.</p> : (
          <DataTable caption={`Histórico dos ciclos de ${name}`} rows={data} rowKey={(e) => `${e.at}-${e.update}-${e.txid}`} columns={[
            { label: "Quando (Brasília)", value: (e) => formatDateTime(e.at) },
            { label: "Vencimento", value: (e) => formatDateTime(e.period_at) },
            { label: "O que aconteceu", value: (e) => cycleUpdateLabel(e) },
            { label: "txid", value: (e) => <code>{e.txid}</code> },
          ]} />
        )}
      </Async>
    </section>
  );
}
