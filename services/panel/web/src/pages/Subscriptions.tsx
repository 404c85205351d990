import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { api } from "../api";
import { useAction, useApi } from "../hooks";
import { brasiliaLocalToIso, formatBRL, formatDateTime } from "../format";
import { useSession } from "../session";
import { Async, Aviso, ErrorBox, Field, PageTitle, StatusBadge } from "../components/ui";
import { DataTable, type Column } from "../components/DataTable";
import { SimpleForm } from "../components/SimpleForm";
import { valuesOf, type FormField } from "../form-values";
import { AutomaticoTestActions, authorizationLabel } from "./AutomaticoTest";
import { CycleHistory } from "./CycleHistory";
import { termLabel } from "../term-label";
import type { Api } from "../api-types";

type Subscription = Api["SubscriptionListItem"];

const INTERVALS: [string, string][] = [["monthly", "Mensal"], ["weekly", "Semanal"], ["quarterly", "Trimestral"], ["semiannual", "Semestral"], ["yearly", "Anual"]];
/** POST /subscriptions: the customer inline; without a first date the first period is due at once. */
const createFields: FormField[] = [
  { name: "customer_name", label: "Nome do assinante", required: true },
  { name: "customer_email", label: "E-mail do assinante", kind: "email" },
  { name: "customer_cpf", label: "CPF ou CNPJ do assinante" },
  { name: "amount", label: "Valor da assinatura (R$)", kind: "money", required: true },
  { name: "description", label: "Descrição da assinatura" },
  { name: "interval", label: "Periodicidade", kind: "select", options: INTERVALS },
  { name: "next_billing_at", label: "Primeira cobrança (horário de Brasília, opcional)", kind: "datetime" },
];
/** PUT /subscriptions/{id}: active ⇄ paused, either → canceled (final: the API answers 409 ASSINATURA_CANCELADA). */
const editFields: FormField[] = [
  { name: "description", label: "Descrição da assinatura" },
  { name: "amount", label: "Valor da assinatura (R$)", kind: "money", required: true },
  { name: "status", label: "Situação", kind: "select", options: [["active", "Ativa"], ["paused", "Pausada"], ["canceled", "Cancelada"]] },
  { name: "next_billing_at", label: "Próxima cobrança (horário de Brasília)", kind: "datetime" },
];
const nameOf = (s: Subscription) => s.description || s.customer_name;
type Summary = Api["BillingSummary"];

/**
 * Subscriptions with "Cobrar agora" (POST /subscriptions/{id}/charge), "Editar", the "Nova assinatura"
 * form and, in the test environment, the test clock (POST /subscriptions/billing-runs {as_of}) and the
 * Pix Automático payer's actions; all only for roles that may write.
 */
const SUBSCRIPTION_COLUMNS: Column<Subscription>[] = [
  { label: "Descrição", value: (s) => s.description || "—" },
  { label: "Cliente", value: (s) => s.customer_name },
  { label: "Valor", value: (s) => formatBRL(s.amount), num: true },
  { label: "Status", value: (s) => <><StatusBadge status={s.status} />{s.authorization && <small className="muted"> Pix Automático: {authorizationLabel(s.authorization.status)}</small>}{s.end_date && <small className="muted"> {termLabel(s.end_date, s.ended_reason)}</small>}</> },
  { label: "Próxima cobrança", value: (s) => formatDateTime(s.next_billing_at) },
];

export function SubscriptionsPage() {
  const session = useSession();
  const list = useApi<{ data: Subscription[]; aviso?: string }>("/subscriptions", [session.me?.environment]);
  const action = useAction();
  const [editing, setEditing] = useState<Subscription | null>(null);
  const [history, setHistory] = useState<Subscription | null>(null);
  const [charged, setCharged] = useState<{ txid: string; amount: number; description: string; email: string | null } | null>(null);
  const chargeNow = (s: Subscription) => action.run(async () => {
    setCharged(null);
    const r = await api<{ data: { txid: string; amount: number } }>("POST", `/subscriptions/${s.id}/charge`);
    setCharged({ ...r.data, description: nameOf(s), email: s.customer_email });
    list.reload();
  });
  const remove = (s: Subscription) => action.run(async () => {
    if (!window.confirm("Excluir esta assinatura?")) return;
    await api("DELETE", `/subscriptions/${s.id}`);
    list.reload();
  });
  const canWrite = session.can("write");
  const canDelete = session.can("delete");
  const testMode = session.me?.environment === "test";
  return (
    <>
      <PageTitle>Assinaturas</PageTitle>
      <p role="status">
        {charged && <>Cobrança de {formatBRL(charged.amount)} gerada para {charged.description}.{" "}
          {charged.email ? `O link de pagamento e o Pix copia e cola são enviados por e-mail para ${charged.email}. ` : "A assinatura não tem e-mail: envie o link da cobrança ao assinante. "}<Link to={`/cobrancas/${encodeURIComponent(charged.txid)}`}>Ver cobrança</Link></>}
      </p>
      <ErrorBox error={action.error} />
      <Async state={list}>
        {({ data, aviso }) => (
          <>
            <Aviso text={aviso} />
            {data.length === 0 ? <p>Nenhuma assinatura.</p> : (
              <DataTable caption="Assinaturas" rows={data} rowKey={(s) => s.id} columns={SUBSCRIPTION_COLUMNS}
                actions={(s) => (
                  <>
                    {s.authorization && <button type="button" className="secondary" onClick={() => setHistory(s)} aria-label={`Histórico dos ciclos de ${nameOf(s)}`}>Histórico</button>}
                    {canWrite && s.status === "active" && (
                      <button type="button" onClick={() => chargeNow(s)} disabled={action.pending} aria-label={`Cobrar agora ${nameOf(s)}`}>Cobrar agora</button>
                    )}
                    {canWrite && <button type="button" className="secondary" onClick={() => setEditing(s)} aria-label={`Editar ${nameOf(s)}`}>Editar</button>}
                    {canWrite && testMode && s.authorization && <AutomaticoTestActions id={s.id} name={nameOf(s)} status={s.authorization.status} onDone={list.reload} />}
                    {canDelete && <button type="button" className="danger" onClick={() => remove(s)} disabled={action.pending}>Excluir</button>}
                  </>
                )} />
            )}
          </>
        )}
      </Async>
      {history && <CycleHistory key={history.id} id={history.id} name={nameOf(history)} onClose={() => setHistory(null)} />}
      {canWrite && editing && (
        <SimpleForm key={editing.id} title={`Editar assinatura ${nameOf(editing)}`} fields={editFields} initial={valuesOf(editing, editFields)} onCancel={() => setEditing(null)}
          submit={async (body) => { await api("PUT", `/subscriptions/${editing.id}`, { body }); setEditing(null); list.reload(); }} />
      )}
      {canWrite && <SimpleForm title="Nova assinatura" fields={createFields} submit={async (body) => { await api("POST", "/subscriptions", { body }); list.reload(); }} />}
      {canWrite && testMode && <TestClock onRan={list.reload} />}
    </>
  );
}

/** The merchant's test clock: bills its own test subscriptions as if it were the chosen moment. */
function TestClock({ onRan }: { onRan(): void }) {
  const [when, setWhen] = useState("");
  const [summary, setSummary] = useState<Summary | null>(null);
  const action = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const asOf = brasiliaLocalToIso(when);
    if (!asOf) return action.setError("Informe data e hora.");
    action.run(async () => {
      setSummary((await api<{ data: Summary }>("POST", "/subscriptions/billing-runs", { body: { as_of: asOf } })).data);
      onRan();
    });
  };
  return (
    <form className="card form" onSubmit={submit} aria-labelledby="relogio-teste">
      <h2 id="relogio-teste">Relógio de teste</h2>
      <p className="muted">Roda a cobrança das suas assinaturas de teste como se fosse o momento escolhido.</p>
      <Field label="Data e hora (horário de Brasília)">
        {(id) => <input id={id} type="datetime-local" required value={when} onChange={(e) => setWhen(e.target.value)} />}
      </Field>
      <ErrorBox error={action.error} />
      <button type="submit" disabled={action.pending}>Rodar cobrança</button>
      <div role="status" data-testid="resultado-relogio">
        {summary && (
          <>
            <p>Cobradas: {summary.charged} · Puladas: {summary.skipped} · Sem data: {summary.sem_data} · Falhas: {summary.failed.length}</p>
            {summary.failed.length > 0 && <ul>{summary.failed.map((f) => <li key={f.subscription_id}>{f.subscription_id}: {f.reason}</li>)}</ul>}
          </>
        )}
      </div>
    </form>
  );
}
