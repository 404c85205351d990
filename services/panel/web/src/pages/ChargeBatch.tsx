import { useState, type ChangeEvent, type FormEvent } from "react";
import { Link } from "react-router";
import { api, newIdempotencyKey } from "../api";
import { useAction } from "../hooks";
import { CSV_COLUMNS, parseBatchCsv, type CsvLine } from "../due-date";
import { ErrorBox, Field, PageTitle } from "../components/ui";
import type { Api } from "../api-types";

type Batch = Api["ChargeBatch"];
/** One CSV line's outcome: refused here (its problem) or the API's item for it. */
interface LineResult { linha: number; status: string; txid: string | null; problema: string | null }

/** The API's problem of an item in one sentence, naming the fields (`multa.modalidade: …`). */
function problemText(p: NonNullable<NonNullable<Batch["itens"]>[number]["problema"]>): string {
  return p.erros.length > 0 ? p.erros.map((e) => (e.mensagem.includes(e.campo) ? e.mensagem : `${e.campo}: ${e.mensagem}`)).join("; ") : p.mensagem;
}

/**
 * Issue 37: a batch of due-date charges sent as a CSV (one charge a line; columns in
 * docs/due-date-charges.md). Lines this page cannot read are shown refused and not sent; the others go
 * in one POST /pix/lotes, and each line's result (created with its txid, or refused with why) is listed.
 */
export function ChargeBatchPage() {
  const [descricao, setDescricao] = useState("");
  const [lines, setLines] = useState<CsvLine[] | null>(null);
  const [results, setResults] = useState<LineResult[] | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const { pending, error, setError, run } = useAction();

  const read = async (e: ChangeEvent<HTMLInputElement>) => {
    setResults(null);
    setKey(newIdempotencyKey());
    const file = e.target.files?.[0];
    if (!file) return setLines(null);
    const parsed = parseBatchCsv(await file.text());
    if ("error" in parsed) {
      setLines(null);
      return setError(parsed.error);
    }
    setError(null);
    setLines(parsed.lines);
    if (!descricao) setDescricao(file.name.replace(/\.csv$/i, ""));
  };

  const send = (e: FormEvent) => {
    e.preventDefault();
    if (!lines) return setError("Escolha um arquivo CSV.");
    const sent = lines.filter((l) => l.body !== null);
    if (sent.length === 0) return setError("Nenhuma linha do arquivo pode ser enviada: corrija as linhas abaixo.");
    if (sent.length > 1000) return setError(`O arquivo tem ${sent.length} cobranças; o máximo por lote é 1.000: divida-o.`);
    run(async () => {
      const r = await api<{ data: Batch }>("POST", "/pix/lotes", { body: { descricao: descricao || "Lote do painel", cobrancas: sent.map((l) => l.body) }, headers: { "idempotency-key": key } });
      const byIndex = new Map((r.data.itens ?? []).map((i) => [i.indice, i]));
      setResults(lines.map((l) => {
        if (l.body === null) return { linha: l.linha, status: "NEGADA", txid: null, problema: l.problema };
        const item = byIndex.get(sent.indexOf(l));
        return { linha: l.linha, status: item?.status ?? "NEGADA", txid: item?.txid ?? null, problema: item?.problema ? problemText(item.problema) : null };
      }));
    });
  };

  const created = results?.filter((r) => r.status !== "NEGADA").length ?? 0;
  return (
    <>
      <PageTitle>Enviar lote de cobranças (CSV)</PageTitle>
      <form onSubmit={send} className="card form">
        <p>
          Uma cobrança com vencimento por linha, com uma linha de cabeçalho. Colunas: <code>{CSV_COLUMNS.join(", ")}</code> (as cinco primeiras
          obrigatórias; separadas por <code>;</code> ou <code>,</code>; vencimento em DD/MM/AAAA ou AAAA-MM-DD). Até 1.000 linhas.
        </p>
        <Field label="Arquivo CSV">{(id) => <input id={id} type="file" accept=".csv,text/csv" onChange={read} />}</Field>
        <Field label="Descrição do lote">{(id) => <input id={id} maxLength={140} value={descricao} onChange={(e) => setDescricao(e.target.value)} />}</Field>
        {lines && !results && <p role="status">{lines.length} linhas lidas; {lines.filter((l) => l.body === null).length} com problema.</p>}
        <ErrorBox error={error} />
        <button type="submit" disabled={pending || !lines}>{pending ? "Enviando…" : "Enviar lote"}</button>
      </form>
      {(results ?? lines) && (
        <section className="card" aria-labelledby="resultado-lote">
          <h2 id="resultado-lote">{results ? `Resultado: ${created} criadas, ${results.length - created} negadas` : "Linhas do arquivo"}</h2>
          <table aria-label="Resultado por linha">
            <thead><tr><th>Linha</th><th>Resultado</th><th>Cobrança ou problema</th></tr></thead>
            <tbody>
              {(results ?? lines!.map((l) => ({ linha: l.linha, status: l.body ? "A enviar" : "NEGADA", txid: null, problema: l.problema }))).map((r) => (
                <tr key={r.linha} data-testid={`linha-${r.linha}`}>
                  <td className="num">{r.linha}</td>
                  <td>{r.status === "CRIADA" ? "Criada" : r.status === "NEGADA" ? "Negada" : r.status === "EM_PROCESSAMENTO" ? "Em processamento" : r.status}</td>
                  <td>{r.txid ? <Link to={`/cobrancas/${encodeURIComponent(r.txid)}`} className="mono">{r.txid}</Link> : r.problema}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </>
  );
}
