import { useMemo } from "react";
import { Link } from "react-router";
import { useApi } from "../hooks";
import { formatBRL, formatCents, shortDay, statusLabel } from "../format";
import { dailyReceived } from "../stats";
import { useSession } from "../session";
import { Async, Aviso, PageTitle } from "../components/ui";
import { DailyChart } from "../components/DailyChart";
import { OpenInfractionsBanner } from "../components/OpenInfractions";
import type { Charge } from "./Charges";
import type { Api } from "../api-types";

/** GET /withdrawals/summary: the ledger's balances, in reais. */
type Summary = Api["WithdrawalSummary"];

/** The balances shown, in this order: what may be used now first, then where the rest went. */
const FIGURES: [keyof Summary, string][] = [
  ["available", "Disponível"], ["received", "Recebido"], ["fees", "Tarifas"], ["in_withdrawal", "Saques em andamento"],
  ["withdrawn", "Sacado"], ["refunding", "Devoluções em andamento"], ["refunded", "Devolvido"], ["blocked", "Bloqueado (MED)"],
];

export function HomePage() {
  const { me } = useSession();
  const summary = useApi<{ data: Summary }>("/withdrawals/summary", [me?.environment]);
  const charges = useApi<{ data: Charge[]; aviso?: string }>("/pix/list", [me?.environment]);
  const stats = useMemo(() => (charges.data ? dailyReceived(charges.data.data) : null), [charges.data]);

  return (
    <>
      <PageTitle>Início</PageTitle>
      <OpenInfractionsBanner />
      <section aria-labelledby="saldo-titulo" className="card">
        <h2 id="saldo-titulo">Saldo</h2>
        <Async state={summary}>
          {({ data }) => (
            <>
              <dl className="figures">
                {FIGURES.map(([key, label]) => (
                  <div key={key}><dt>{label}</dt><dd data-testid={`saldo-${key}`}>{formatBRL(Number(data[key] ?? 0))}</dd></div>
                ))}
              </dl>
              <p className="muted">Cada valor vem dos lançamentos do livro-razão da loja: pagamentos, tarifas, saques e devoluções.</p>
            </>
          )}
        </Async>
      </section>
      <Async state={charges}>
        {({ aviso }) => stats && (
          <>
            <Aviso text={aviso} />
            <section aria-labelledby="grafico-titulo" className="card">
              <h2 id="grafico-titulo">Recebido por dia (últimos 30 dias)</h2>
              <figure>
                <DailyChart days={stats.days} cents={stats.cents} />
                <figcaption>Total recebido nos últimos 30 dias: <strong data-testid="total-30-dias">{formatCents(stats.total)}</strong></figcaption>
              </figure>
              <details>
                <summary>Ver os valores por dia</summary>
                <table>
                  <caption className="sr-only">Recebido por dia</caption>
                  <thead><tr><th scope="col">Dia</th><th scope="col" className="num">Recebido</th></tr></thead>
                  <tbody>
                    {stats.days.map((d, i) => stats.cents[i] > 0 && (
                      <tr key={d}><td>{shortDay(d)}</td><td className="num">{formatCents(stats.cents[i])}</td></tr>
                    ))}
                  </tbody>
                </table>
              </details>
            </section>
            <section aria-labelledby="status-titulo" className="card">
              <h2 id="status-titulo">Cobranças por status</h2>
              <ul className="status-counts">
                {["pending", "paid", "refunded"].concat(Object.keys(stats.counts).filter((s) => !["pending", "paid", "refunded"].includes(s))).map((s) => (
                  <li key={s}><Link to={`/cobrancas?status=${s}`}>{statusLabel(s)}</Link>: <strong>{stats.counts[s] ?? 0}</strong></li>
                ))}
              </ul>
            </section>
          </>
        )}
      </Async>
    </>
  );
}
