import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { api, apiRaw, ApiError } from "../api";
import { useAction, useApi } from "../hooks";
import { formatDateTime, formatSignedBRL as formatBRL, lastDays } from "../format";
import { useSession } from "../session";
import { Async, ErrorBox, Field, Loading, PageTitle } from "../components/ui";
import { DataTable, type Column } from "../components/DataTable";
import type { Api } from "../api-types";

/** One row of GET /statement (README "Statement"). */
export type StatementEntry = Api["StatementEntry"];
type Totals = Api["StatementTotals"];

/** The period in Brasília days (`AAAA-MM-DD`), as the API reads dates: `to` includes its day. */
function periodQuery(from: string, to: string): string {
  return `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
}

/** The file name the gateway gave (`content-disposition`), or one of the period. */
function filenameOf(res: Response, from: string, to: string): string {
  const m = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "");
  return m?.[1] ?? `extrato-${from}-a-${to}.csv`;
}

export function StatementPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const days = lastDays(30);
  const from = params.get("de") ?? days[0];
  const to = params.get("ate") ?? days[days.length - 1];
  const valid = from !== "" && to !== "" && from <= to;
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next, { replace: true });
  };
  const query = periodQuery(from, to);
  const totals = useApi<{ data: Totals }>(valid ? `/statement/totals?${query}` : null, [session.me?.environment, session.storeId]);
  const download = useAction();
  const [downloaded, setDownloaded] = useState<string | null>(null);

  const downloadCsv = () => download.run(async () => {
    setDownloaded(null);
    const res = await apiRaw("GET", `/statement?${query}`, { headers: { accept: "text/csv" } });
    if (!res.ok) {
      const body = await res.json().catch(() => undefined);
      throw new ApiError(res.status, body?.error?.message ?? `Falha ao baixar o extrato (${res.status}).`);
    }
    const name = filenameOf(res, from, to);
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement("a");
    a.href = url;
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    setDownloaded(`Arquivo ${name} baixado.`);
  });

  return (
    <>
      <PageTitle actions={<button type="button" onClick={downloadCsv} disabled={!valid || download.pending}>{download.pending ? "Baixando…" : "Baixar CSV"}</button>}>Extrato</PageTitle>
      <p className="muted">
        Cada movimento do seu saldo disponível, do mais recente ao mais antigo: Pix recebidos, tarifas, devoluções e saques, com a descrição
        da cobrança e o nome do pagador. Datas e horas de Brasília. O CSV abre no Excel e no Google Planilhas (separado por ponto e vírgula,
        valores como 1234,56) e traz também as conclusões de devoluções e saques, que não mudam o saldo disponível.
      </p>
      <form className="filters" aria-label="Período do extrato" onSubmit={(e) => e.preventDefault()}>
        <Field label="De">{(id) => <input id={id} type="date" value={from} required onChange={(e) => set("de", e.target.value)} />}</Field>
        <Field label="Até">{(id) => <input id={id} type="date" value={to} required onChange={(e) => set("ate", e.target.value)} />}</Field>
      </form>
      {!valid && <p role="alert" className="error">Escolha um período válido: a data inicial não pode ser posterior à final.</p>}
      <ErrorBox error={download.error} />
      {downloaded && <p role="status" className="muted">{downloaded}</p>}
      {valid && (
        <>
          <section aria-labelledby="totais-titulo" className="card">
            <h2 id="totais-titulo">Totais do período</h2>
            <Async state={totals}>
              {({ data }) => (
                <dl className="figures">
                  <div><dt>Saldo inicial</dt><dd data-testid="saldo-inicial">{formatBRL(data.opening_balance)}</dd></div>
                  <div><dt>Entradas</dt><dd data-testid="entradas">{formatBRL(data.credits)}</dd></div>
                  <div><dt>Saídas</dt><dd data-testid="saidas">{formatBRL(data.debits)}</dd></div>
                  <div><dt>Saldo final</dt><dd data-testid="saldo-final">{formatBRL(data.closing_balance)}</dd></div>
                  <div><dt>Lançamentos</dt><dd data-testid="lancamentos">{data.count}</dd></div>
                </dl>
              )}
            </Async>
          </section>
          <Entries key={`${query}|${session.me?.environment}|${session.storeId}`} query={query} />
        </>
      )}
    </>
  );
}

/**
 * A row that leaves the available balance as it was (a refund or a withdrawal completed, a MED block
 * returned: money that had already left it when the request was made) reads "R$ 0,00" in the Valor
 * column and says nothing to a person; it stays in the CSV, whose Bloqueado / Em saque / Em devolução
 * columns show what it moved (docs/money.md, "The statement").
 */
export const movesAvailable = (r: Pick<StatementEntry, "amount">) => r.amount !== 0;

/** The period's rows, a page at a time ("Carregar mais" follows next_cursor). */
const STATEMENT_COLUMNS: Column<StatementEntry>[] = [
  { label: "Data", value: (r) => formatDateTime(r.created_at) },
  { label: "Tipo", value: (r) => r.type_label },
  { label: "Descrição", value: (r) => r.description ?? "—" },
  { label: "Pagador", value: (r) => r.payer_name ?? "—" },
  { label: "Valor", value: (r) => formatBRL(r.amount), num: true },
  { label: "Saldo disponível", value: (r) => formatBRL(r.balance_after), num: true },
  { label: "Em saque", value: (r) => (r.in_withdrawal_amount === 0 ? "—" : formatBRL(r.in_withdrawal_amount)), num: true },
  { label: "Referência", value: (r) => <span className="mono">{r.txid ?? r.withdrawal_id ?? r.refund_id ?? "—"}</span> },
];

function Entries({ query }: { query: string }) {
  const [rows, setRows] = useState<StatementEntry[]>([]);
  const [hidden, setHidden] = useState(0);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const more = useAction();
  const load = (after: string | null) => more.run(async () => {
    const page = await api<{ data: StatementEntry[]; next_cursor: string | null }>("GET", `/statement?${query}&limit=50${after ? `&cursor=${encodeURIComponent(after)}` : ""}`);
    const shown = page.data.filter(movesAvailable);
    setRows((r) => (after ? [...r, ...shown] : shown));
    setHidden((n) => (after ? n : 0) + page.data.length - shown.length);
    setCursor(page.next_cursor);
    setLoaded(true);
  });
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => void load(null), [query]);

  return (
    <section aria-labelledby="lancamentos-titulo" className="card">
      <h2 id="lancamentos-titulo">Lançamentos</h2>
      <ErrorBox error={more.error} />
      {!loaded ? (more.error ? <button type="button" className="secondary" onClick={() => load(null)}>Tentar de novo</button> : <Loading />) : rows.length === 0 ? <p>Nenhum lançamento no período.</p> : (
        <DataTable caption="Lançamentos do período" rows={rows} rowKey={(r) => r.id} columns={STATEMENT_COLUMNS} />
      )}
      {loaded && hidden > 0 && (
        <p className="muted" data-testid="lancamentos-so-no-csv">
          {hidden === 1 ? "1 lançamento" : `${hidden} lançamentos`} sem efeito no saldo disponível (conclusão de devolução ou de saque,
          devolução MED de um valor já bloqueado) {hidden === 1 ? "está" : "estão"} só no CSV.
        </p>
      )}
      {loaded && cursor && <button type="button" className="secondary" onClick={() => load(cursor)} disabled={more.pending}>Carregar mais</button>}
    </section>
  );
}
