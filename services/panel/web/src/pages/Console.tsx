import { useEffect, useState, type FormEvent } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { api, apiRaw } from "../api";
import { useAction, useApi } from "../hooks";
import { formatBRL, formatDateTime } from "../format";
import { Async, Aviso, ErrorBox, Field, PageTitle } from "../components/ui";
import { DataTable } from "../components/DataTable";
import { LedgerDifferences } from "../components/LedgerDifferences";
import { DOCUMENTS, FIELDS, STATUS_TEXT } from "./GoLive";
import { RefundSwitch } from "./Refunds";

const ANSWER_LABELS: Record<string, string> = {
  ...Object.fromEntries(FIELDS.map((f) => [f.name, f.label])), company_type: "Tipo de empresa", origin: "Como conheceu", email: "E-mail", updated_at: "Atualizado em",
};

interface Merchant { id: string; name: string; email: string; company: string | null; cnpj: string | null; production_status: string; production_requested_at: string | null; created_at: string }
interface Doc { id: string; kind: string; name: string; type: string; size: number; created_at: string }
interface MerchantDetail extends Merchant { onboarding: Record<string, unknown> | null; documents: Doc[]; production_reject_reason: string | null }

export const MOTIVO_MIN = 10;
export const MOTIVO_MAX = 1000;

export function ConsolePage() {
  const [params, setParams] = useSearchParams();
  const status = params.get("status") ?? "pending";
  const [text, setText] = useState("");
  const list = useApi<{ data: Merchant[]; aviso?: string }>(`/admin/lojistas${status ? `?status=${status}` : ""}`);
  const needle = text.trim().toLowerCase();
  return (
    <>
      <PageTitle>Console da equipe: fila de aprovação</PageTitle>
      <form className="filters" role="search" aria-label="Filtrar lojistas" onSubmit={(e) => e.preventDefault()}>
        <Field label="Situação">
          {(id) => (
            <select id={id} value={status} onChange={(e) => setParams(e.target.value ? { status: e.target.value } : { status: "" })}>
              <option value="pending">Em análise</option>
              <option value="sandbox">Modo de teste</option>
              <option value="approved">Aprovados</option>
              <option value="rejected">Recusados</option>
              <option value="">Todos</option>
            </select>
          )}
        </Field>
        <Field label="Buscar lojista">{(id) => <input id={id} type="search" placeholder="nome, e-mail, CNPJ" value={text} onChange={(e) => setText(e.target.value)} />}</Field>
      </form>
      <Async state={list}>
        {({ data, aviso }) => {
          const shown = data.filter((m) => !needle || [m.name, m.email, m.company ?? "", m.cnpj ?? ""].some((v) => v.toLowerCase().includes(needle)));
          return (
            <>
              <Aviso text={aviso} />
              {shown.length === 0 ? <p>Nenhum lojista nesta situação.</p> : (
                <DataTable caption="Lojistas" rows={shown} rowKey={(m) => m.id} columns={[
                  { label: "Lojista", value: (m) => <><Link to={`/console/${m.id}`}>{m.name}</Link><br /><small>{m.email}</small></> },
                  { label: "Empresa", value: (m) => m.company ?? "—" },
                  { label: "Situação", value: (m) => STATUS_TEXT[m.production_status] ?? m.production_status },
                  { label: "Pedido em", value: (m) => formatDateTime(m.production_requested_at) },
                ]} />
              )}
            </>
          );
        }}
      </Async>
      <LedgerDifferences />
    </>
  );
}

/** Fetches the document with the team session and shows it inline (image or PDF) from a blob: URL. */
function DocumentViewer({ merchantId, doc }: { merchantId: string; doc: Doc }) {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open || url) return;
    let objectUrl: string | null = null;
    apiRaw("GET", `/admin/lojistas/${merchantId}/documentos/${doc.id}`, { ownAccount: true }).then(async (res) => {
      if (!res.ok) return setError(`Não foi possível abrir o documento (${res.status}).`);
      objectUrl = URL.createObjectURL(new Blob([await res.arrayBuffer()], { type: doc.type }));
      setUrl(objectUrl);
    }, () => setError("Não foi possível abrir o documento."));
    return () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const label = DOCUMENTS.find((d) => d.field === doc.kind)?.label ?? doc.kind;
  return (
    <li className="doc">
      <button type="button" className="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>{open ? "Fechar" : "Ver"} {label}</button>
      <span> {doc.name} ({Math.ceil(doc.size / 1024)} KB)</span>
      {open && !url && !error && <p role="status">Carregando documento…</p>}
      <ErrorBox error={error} />
      {open && url && (doc.type.startsWith("image/")
        ? <img className="doc-view" src={url} alt={`${label}: ${doc.name}`} />
        : <iframe className="doc-view" src={url} title={`${label}: ${doc.name}`} />)}
    </li>
  );
}

export function ConsoleMerchantPage() {
  const { id = "" } = useParams();
  const state = useApi<{ data: MerchantDetail }>(`/admin/lojistas/${encodeURIComponent(id)}`);
  const [motivo, setMotivo] = useState("");
  const action = useAction();
  const [done, setDone] = useState<string | null>(null);
  const length = motivo.trim().length;
  const motivoOk = length >= MOTIVO_MIN && length <= MOTIVO_MAX;
  const approve = () => action.run(async () => {
    await api("POST", `/admin/lojistas/${id}/aprovar`, { ownAccount: true });
    setDone("Lojista aprovado: produção liberada.");
    state.reload();
  });
  const reject = (e: FormEvent) => {
    e.preventDefault();
    if (!motivoOk) return;
    action.run(async () => {
      await api("POST", `/admin/lojistas/${id}/recusar`, { body: { motivo: motivo.trim() }, ownAccount: true });
      setDone("Pedido recusado; o lojista verá o motivo.");
      setMotivo("");
      state.reload();
    });
  };
  return (
    <Async state={state}>
      {({ data: m }) => (
        <>
          <PageTitle>{m.company ?? m.name}</PageTitle>
          <p><Link to="/console">← Voltar à fila</Link></p>
          <p role="status" data-testid="situacao-lojista"><strong>{STATUS_TEXT[m.production_status] ?? m.production_status}</strong>{done && <> — {done}</>}</p>
          <div className="grid-2">
            <section className="card" aria-labelledby="respostas">
              <h2 id="respostas">Respostas do cadastro</h2>
              {m.onboarding ? (
                <dl className="details">
                  {Object.entries(m.onboarding).filter(([k]) => !k.startsWith("_") && !k.endsWith("_cents")).map(([k, v]) => (
                    <div key={k} className="pair">
                      <dt>{ANSWER_LABELS[k] ?? k}</dt>
                      <dd>{k === "monthly_revenue" ? formatBRL(v as number) : k.endsWith("_at") ? formatDateTime(v as string) : String(v ?? "—")}</dd>
                    </div>
                  ))}
                </dl>
              ) : <p>Sem respostas de cadastro.</p>}
            </section>
            <section className="card" aria-labelledby="docs">
              <h2 id="docs">Documentos</h2>
              {m.documents.length === 0 ? <p>Nenhum documento.</p> : <ul className="docs">{m.documents.map((d) => <DocumentViewer key={d.id} merchantId={m.id} doc={d} />)}</ul>}
            </section>
          </div>
          <RefundSwitch storeId={m.id} />
          <ErrorBox error={action.error} />
          {m.production_status === "pending" && (
            <section className="card" aria-labelledby="decisao">
              <h2 id="decisao">Decisão</h2>
              <button type="button" onClick={approve} disabled={action.pending}>Aprovar</button>
              <form onSubmit={reject} className="form">
                <Field label="Motivo da recusa" hint={<span aria-live="polite">{length}/{MOTIVO_MAX} caracteres (mínimo {MOTIVO_MIN})</span>}>
                  {(fid, hint) => <textarea id={fid} aria-describedby={hint} aria-invalid={motivo !== "" && !motivoOk} rows={4} maxLength={MOTIVO_MAX} value={motivo} onChange={(e) => setMotivo(e.target.value)} />}
                </Field>
                <button type="submit" className="danger" disabled={!motivoOk || action.pending}>Recusar</button>
              </form>
            </section>
          )}
        </>
      )}
    </Async>
  );
}
