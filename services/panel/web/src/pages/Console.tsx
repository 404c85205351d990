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
import type { Api } from "../api-types";

const ANSWER_LABELS: Record<string, string> = {
  ...Object.fromEntries(FIELDS.map((f) => [f.name, f.label])), company_type: "Tipo de empresa", origin: "Como conheceu", email: "E-mail", updated_at: "Atualizado em",
};

type Merchant = Pick<Api["MerchantDetail"], "id" | "name" | "email" | "company" | "cnpj" | "production_status" | "production_requested_at" | "created_at">;
type Doc = Api["Document"];
type MerchantDetail = Api["MerchantDetail"];
type ChangeRequest = Api["ChangeRequest"];

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
  const [done, setDone] = useState<string | null>(null);
  const decided = (text: string) => {
    setDone(text);
    state.reload();
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
              <h2 id="respostas">{m.production_status === "approved" ? "Respostas em vigor" : "Respostas do cadastro"}</h2>
              {m.onboarding ? <Answers answers={m.onboarding} /> : <p>Sem respostas de cadastro.</p>}
            </section>
            <section className="card" aria-labelledby="docs">
              <h2 id="docs">Documentos</h2>
              {m.documents.length === 0 ? <p>Nenhum documento.</p> : <ul className="docs">{m.documents.map((d) => <DocumentViewer key={d.id} merchantId={m.id} doc={d} />)}</ul>}
            </section>
          </div>
          {m.alteracao && <ChangeReview merchant={m} change={m.alteracao} onDecided={decided} />}
          <Approvals approvals={m.aprovacoes} />
          <RefundSwitch storeId={m.id} />
          {m.production_status === "pending" && (
            <Decision merchantId={m.id} title="Decisão" approved="Lojista aprovado: produção liberada." rejected="Pedido recusado; o lojista verá o motivo." onDecided={decided} />
          )}
        </>
      )}
    </Async>
  );
}

const answerText = (k: string, v: unknown) =>
  v === null || v === undefined || v === "" ? "—" : k === "monthly_revenue" ? formatBRL(v as number) : k.endsWith("_at") ? formatDateTime(v as string) : String(v);
const shownAnswers = (answers: Record<string, unknown>) => Object.entries(answers).filter(([k]) => !k.startsWith("_") && !k.endsWith("_cents") && k !== "updated_at");

function Answers({ answers }: { answers: Record<string, unknown> }) {
  return (
    <dl className="details">
      {Object.entries(answers).filter(([k]) => !k.startsWith("_") && !k.endsWith("_cents")).map(([k, v]) => (
        <div key={k} className="pair"><dt>{ANSWER_LABELS[k] ?? k}</dt><dd>{answerText(k, v)}</dd></div>
      ))}
    </dl>
  );
}

/**
 * An approved store's change request (`alteracao`): what would change against the answers in force,
 * its new documents, and the decision. What the team approved stays in force until a change is approved.
 */
function ChangeReview({ merchant, change, onDecided }: { merchant: MerchantDetail; change: ChangeRequest; onDecided(text: string): void }) {
  const before = merchant.onboarding ?? {};
  const changed = shownAnswers(change.onboarding ?? {}).filter(([k, v]) => answerText(k, v) !== answerText(k, before[k]));
  return (
    <section className="card" aria-labelledby="alteracao" data-testid="alteracao">
      <h2 id="alteracao">Pedido de alteração dos dados</h2>
      <p>
        <strong>{change.status === "pending" ? "Em análise" : "Recusado"}</strong> · enviado em {formatDateTime(change.submitted_at)}
        {change.reviewed_at && <>, analisado em {formatDateTime(change.reviewed_at)}</>}.
        Os dados aprovados continuam valendo até a equipe aprovar a alteração.
      </p>
      {change.motivo_recusa && <p role="note">Motivo da recusa: {change.motivo_recusa}</p>}
      {changed.length === 0 ? <p>As respostas não mudam; só os documentos são novos.</p> : (
        <DataTable caption="O que muda" rows={changed} rowKey={([k]) => k} columns={[
          { label: "Campo", value: ([k]) => ANSWER_LABELS[k] ?? k },
          { label: "Em vigor", value: ([k]) => answerText(k, before[k]) },
          { label: "Pedido", value: ([k, v]) => answerText(k, v) },
        ]} />
      )}
      <h3>Documentos enviados com o pedido</h3>
      {change.documents.length === 0 ? <p>Nenhum documento.</p> : <ul className="docs">{change.documents.map((d) => <DocumentViewer key={d.id} merchantId={merchant.id} doc={d} />)}</ul>}
      {change.status === "pending" && (
        <Decision merchantId={merchant.id} title="Decisão sobre a alteração" approveLabel="Aprovar alteração"
          approved="Alteração aprovada: os novos dados passam a valer." rejected="Alteração recusada; o lojista verá o motivo e os dados aprovados continuam valendo." onDecided={onDecided} />
      )}
    </section>
  );
}

const APPROVAL_KIND = { production: "Liberação para produção", change: "Alteração de dados" } as const;

/** `aprovacoes`: every approval as the team made it, newest first (immutable). */
function Approvals({ approvals }: { approvals: MerchantDetail["aprovacoes"] }) {
  if (approvals.length === 0) return null;
  return (
    <section className="card" aria-labelledby="aprovacoes" data-testid="aprovacoes">
      <h2 id="aprovacoes">Aprovações</h2>
      <DataTable caption="Aprovações da equipe, mais recentes primeiro" rows={approvals} rowKey={(a) => a.id} columns={[
        { label: "O que foi aprovado", value: (a) => APPROVAL_KIND[a.kind] },
        { label: "Quando", value: (a) => formatDateTime(a.approved_at) },
        { label: "Por", value: (a) => a.approved_by_email ?? "—" },
        { label: "Empresa aprovada", value: (a) => answerText("company", a.onboarding.company) },
        { label: "Documentos", value: (a) => String(a.documents.length) },
      ]} />
    </section>
  );
}

/** Approve, or reject with a `motivo` of 10 to 1000 characters: the first request or a change request alike. */
function Decision({ merchantId, title, approveLabel = "Aprovar", approved, rejected, onDecided }: {
  merchantId: string; title: string; approveLabel?: string; approved: string; rejected: string; onDecided(text: string): void;
}) {
  const [motivo, setMotivo] = useState("");
  const action = useAction();
  const length = motivo.trim().length;
  const motivoOk = length >= MOTIVO_MIN && length <= MOTIVO_MAX;
  const approve = () => action.run(async () => {
    await api("POST", `/admin/lojistas/${merchantId}/aprovar`, { ownAccount: true });
    onDecided(approved);
  });
  const reject = (e: FormEvent) => {
    e.preventDefault();
    if (!motivoOk) return;
    action.run(async () => {
      await api("POST", `/admin/lojistas/${merchantId}/recusar`, { body: { motivo: motivo.trim() }, ownAccount: true });
      setMotivo("");
      onDecided(rejected);
    });
  };
  return (
    <section className="card" aria-label={title}>
      <h2>{title}</h2>
      <ErrorBox error={action.error} />
      <button type="button" onClick={approve} disabled={action.pending}>{approveLabel}</button>
      <form onSubmit={reject} className="form">
        <Field label="Motivo da recusa" hint={<span aria-live="polite">{length}/{MOTIVO_MAX} caracteres (mínimo {MOTIVO_MIN})</span>}>
          {(fid, hint) => <textarea id={fid} aria-describedby={hint} aria-invalid={motivo !== "" && !motivoOk} rows={4} maxLength={MOTIVO_MAX} value={motivo} onChange={(e) => setMotivo(e.target.value)} />}
        </Field>
        <button type="submit" className="danger" disabled={!motivoOk || action.pending}>Recusar</button>
      </form>
    </section>
  );
}
