import { useApi } from "../hooks";
import { formatBRL, formatDateTime } from "../format";
import { Async, Aviso } from "./ui";
import type { Api } from "../api-types";

/** GET /admin/conciliacao (issue 24): the ledger reconciliation's open differences. */
type Reconciliation = Api["LedgerReconciliation"];

/** The console's section: what the last reconciliation found still open, oldest first. */
export function LedgerDifferences() {
  const state = useApi<{ data: Reconciliation; aviso?: string }>("/admin/conciliacao");
  return (
    <section aria-labelledby="conciliacao-titulo" className="card">
      <h2 id="conciliacao-titulo">Conciliação do livro-razão</h2>
      <Async state={state}>
        {({ data, aviso }) => (
          <>
            <p className="muted" data-testid="conciliacao-execucao">
              {data.last_run
                ? `Última execução: ${formatDateTime(data.last_run.finished_at)}${data.last_run.error ? ` (falhou: ${data.last_run.error})` : ""}`
                : "Nenhuma execução ainda (diária, ou pnpm --filter @pix/charges reconcile)."}
            </p>
            <Aviso text={aviso} />
            {data.differences.length === 0 ? <p>Nenhuma diferença aberta.</p> : (
              <div className="table-wrap">
                <table>
                  <caption className="sr-only">Diferenças abertas</caption>
                  <thead>
                    <tr><th scope="col">Diferença</th><th scope="col">Referência</th><th scope="col">Loja</th>
                      <th scope="col" className="num">Esperado</th><th scope="col" className="num">Livro-razão</th><th scope="col">Desde</th></tr>
                  </thead>
                  <tbody>
                    {data.differences.map((d) => (
                      <tr key={d.id}>
                        <td>{d.detail}<br /><small className="mono">{d.kind}</small></td>
                        <td className="mono">{d.ref}</td>
                        <td>{d.store_id ? <><span className="mono">{d.store_id}</span> ({d.environment})</> : "—"}</td>
                        <td className="num">{d.expected === null ? "—" : formatBRL(d.expected)}</td>
                        <td className="num">{d.ledger === null ? "—" : formatBRL(d.ledger)}</td>
                        <td>{formatDateTime(d.first_seen_at)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </Async>
    </section>
  );
}
