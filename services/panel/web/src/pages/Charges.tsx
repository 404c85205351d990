import { useMemo, useState, type FormEvent } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { api, newIdempotencyKey } from "../api";
import { useAction, useApi } from "../hooks";
import { brasiliaLocalToIso, formatBRL, formatDateTime, parseBRL, saoPauloDay, statusLabel } from "../format";
import { useSession } from "../session";
import { Async, Aviso, CopyField, ErrorBox, Field, PageTitle, StatusBadge } from "../components/ui";
import { DataTable, type Column } from "../components/DataTable";
import { ChargeDeliveries } from "./ChargeDeliveries";
import { RefundsSection } from "./Refunds";
import type { Api } from "../api-types";
import { SimulateMed } from "./TestMed";
import { BLANK_DUE_DATE_FORM, dueStanding, dueTermsBody, jurosText, multaText, type DueDateForm } from "../due-date";
import { DueDateFields } from "../components/DueDateFields";

export type Charge = Api["Charge"];

/** Description first: on a phone each charge is a card led by what it is, its amount and status in sight. */
const CHARGE_COLUMNS: Column<Charge>[] = [
  { label: "Descrição", value: (c) => <Link to={`/cobrancas/${encodeURIComponent(c.txid)}`}>{c.description || c.txid}</Link> },
  { label: "Valor", value: (c) => formatBRL(c.amount), num: true },
  { label: "Status", value: (c) => <StatusBadge status={c.status} /> },
  { label: "Cliente", value: (c) => c.customer_name ?? "—" },
  { label: "Vence em", value: (c) => <DueCell charge={c} /> },
  { label: "Criada em", value: (c) => formatDateTime(c.created_at) },
];

/** A due-date charge's "Vence em <dia>" or "Em atraso"; an immediate one's expiry while pending. */
function DueCell({ charge: c }: { charge: Charge }) {
  const standing = dueStanding(c);
  if (standing) return <span className={standing.late ? "badge badge-late" : undefined} data-testid="vencimento">{standing.text}</span>;
  return <>{c.status === "pending" ? formatDateTime(c.expires_at) : "—"}</>;
}

export function ChargesPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const status = params.get("status") ?? "";
  const text = params.get("q") ?? "";
  const from = params.get("de") ?? "";
  const to = params.get("ate") ?? "";
  const list = useApi<{ data: Charge[]; aviso?: string }>(`/pix/list${status ? `?status=${encodeURIComponent(status)}` : ""}`, [session.me?.environment]);
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const shown = useMemo(() => {
    const needle = text.trim().toLowerCase();
    return (list.data?.data ?? []).filter((c) => {
      const day = saoPauloDay(c.created_at);
      if (from && day < from) return false;
      if (to && day > to) return false;
      if (!needle) return true;
      return [c.txid, c.description, c.customer_name ?? "", c.customer_email ?? ""].some((v) => v.toLowerCase().includes(needle));
    });
  }, [list.data, text, from, to]);

  return (
    <>
      <PageTitle actions={session.can("write") && (
        <>
          <Link className="button" to="/cobrancas/nova">Nova cobrança</Link>{" "}
          <Link className="button secondary" to="/cobrancas/lote">Enviar lote (CSV)</Link>
        </>
      )}>Cobranças</PageTitle>
      <form className="filters" role="search" aria-label="Filtrar cobranças" onSubmit={(e) => e.preventDefault()}>
        <Field label="Status">
          {(id) => (
            <select id={id} value={status} onChange={(e) => set("status", e.target.value)}>
              <option value="">Todos</option>
              <option value="pending">Pendentes</option>
              <option value="paid">Pagas</option>
              <option value="refunded">Devolvidas</option>
              <option value="expired">Expiradas</option>
            </select>
          )}
        </Field>
        <Field label="Criadas de">{(id) => <input id={id} type="date" value={from} onChange={(e) => set("de", e.target.value)} />}</Field>
        <Field label="até">{(id) => <input id={id} type="date" value={to} onChange={(e) => set("ate", e.target.value)} />}</Field>
        <Field label="Buscar">{(id) => <input id={id} type="search" placeholder="txid, descrição, cliente" value={text} onChange={(e) => set("q", e.target.value)} />}</Field>
      </form>
      <Async state={list}>
        {({ aviso }) => (
          <>
            <Aviso text={aviso} />
            {shown.length === 0 ? <p>Nenhuma cobrança encontrada.</p> : (
              <DataTable caption={`Cobranças (${shown.length})`} rows={shown} rowKey={(c) => c.id} columns={CHARGE_COLUMNS} />
            )}
          </>
        )}
      </Async>
    </>
  );
}

export function NewChargePage() {
  const navigate = useNavigate();
  const [amount, setAmount] = useState("");
  const [description, setDescription] = useState("");
  const [name, setName] = useState("");
  const [cpf, setCpf] = useState("");
  const [email, setEmail] = useState("");
  const [expires, setExpires] = useState("");
  const [withDueDate, setWithDueDate] = useState(false);
  const [due, setDue] = useState<DueDateForm>(BLANK_DUE_DATE_FORM);
  const [key, setKey] = useState(newIdempotencyKey);
  const { pending, error, setError, fieldErrors, run } = useAction();
  const edit = <T,>(setter: (v: T) => void) => (v: T) => {
    setter(v);
    setKey(newIdempotencyKey()); // a changed form is a new attempt; a resubmit of the same one is not
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const reais = parseBRL(amount);
    if (!reais) return setError("Valor inválido: use por exemplo 25,00.");
    const expiresAt = !withDueDate && expires ? brasiliaLocalToIso(expires) : null;
    if (!withDueDate && expires && !expiresAt) return setError("Vencimento inválido: informe data e hora.");
    const terms = withDueDate ? dueTermsBody(due) : null;
    if (terms && "error" in terms) return setError(terms.error);
    run(async () => {
      const body: Record<string, unknown> = { amount: reais, description, ...terms?.body };
      if (expiresAt) body.expires_at = expiresAt;
      if (name) body.customer_name = name;
      if (cpf) body.customer_cpf = cpf;
      if (email) body.customer_email = email;
      const r = await api<{ data: Charge }>("POST", "/pix", { body, headers: { "idempotency-key": key } });
      navigate(`/cobrancas/${encodeURIComponent(r.data.txid)}`);
    });
  };
  return (
    <>
      <PageTitle>Nova cobrança Pix</PageTitle>
      <form onSubmit={submit} className="card form">
        <Field label="Valor (R$)" hint="Mínimo R$ 5,00." error={fieldErrors.amount}>
          {(id, hint) => <input id={id} aria-describedby={hint} inputMode="decimal" required placeholder="0,00" value={amount} onChange={(e) => edit(setAmount)(e.target.value)} />}
        </Field>
        <Field label="Descrição" error={fieldErrors.description}>{(id) => <input id={id} required maxLength={200} value={description} onChange={(e) => edit(setDescription)(e.target.value)} />}</Field>
        <label className="check">
          <input type="checkbox" checked={withDueDate} onChange={(e) => edit(setWithDueDate)(e.target.checked)} />
          Cobrança com vencimento (como um boleto: multa e juros depois, desconto antes)
        </label>
        {withDueDate ? (
          <DueDateFields form={due} onChange={edit(setDue)} amount={amount} errors={fieldErrors} />
        ) : (
          <Field label="Vence em (horário de Brasília)" hint="Opcional. Sem data, a cobrança vence em 24 horas." error={fieldErrors.expires_at}>
            {(id, hint) => <input id={id} aria-describedby={hint} type="datetime-local" value={expires} onChange={(e) => edit(setExpires)(e.target.value)} />}
          </Field>
        )}
        <fieldset>
          <legend>{withDueDate ? "Pagador (obrigatório numa cobrança com vencimento)" : "Pagador (opcional)"}</legend>
          <Field label="Nome do pagador" error={fieldErrors.customer_name}>{(id) => <input id={id} autoComplete="off" value={name} onChange={(e) => edit(setName)(e.target.value)} />}</Field>
          <Field label="CPF ou CNPJ do pagador" error={fieldErrors.customer_cpf}>{(id) => <input id={id} inputMode="numeric" value={cpf} onChange={(e) => edit(setCpf)(e.target.value)} />}</Field>
          <Field label="E-mail do pagador" error={fieldErrors.customer_email}>{(id) => <input id={id} type="email" value={email} onChange={(e) => edit(setEmail)(e.target.value)} />}</Field>
        </fieldset>
        <ErrorBox error={error} />
        <button type="submit" disabled={pending}>{pending ? "Gerando…" : "Gerar cobrança"}</button>
      </form>
    </>
  );
}

export function ChargeDetailPage() {
  const { txid = "" } = useParams();
  const session = useSession();
  const state = useApi<{ data: Charge }>(`/pix/status?txid=${encodeURIComponent(txid)}`);
  const action = useAction();
  const [notice, setNotice] = useState<string | null>(null);
  const simulate = () => action.run(async () => {
    await api("POST", "/pix/simulate-payment", { body: { txid } });
    setNotice("Pagamento simulado.");
    state.reload();
  });
  return (
    <Async state={state}>
      {({ data: c }) => (
        <>
          <PageTitle actions={<StatusBadge status={c.status} />}>Cobrança {formatBRL(c.amount)}</PageTitle>
          <div className="grid-2">
            <section className="card" aria-labelledby="dados-cobranca">
              <h2 id="dados-cobranca">Dados</h2>
              <dl className="details">
                <dt>Descrição</dt><dd>{c.description}</dd>
                <dt>Valor</dt><dd>{formatBRL(c.amount)}</dd>
                <dt>Status</dt><dd data-testid="status-cobranca">{statusLabel(c.status)}</dd>
                {dueStanding(c) ? (
                  <><dt>Vencimento</dt><dd data-testid="vencimento">{dueStanding(c)!.text}</dd></>
                ) : c.status === "pending" && c.expires_at && <><dt>Vence em</dt><dd data-testid="vence-em">{formatDateTime(c.expires_at)}</dd></>}
                {c.multa && <><dt>Multa</dt><dd>{multaText(c.multa)}</dd></>}
                {c.juros && <><dt>Juros</dt><dd>{jurosText(c.juros)}</dd></>}
                <dt>txid</dt><dd className="mono">{c.txid}</dd>
                <dt>Ambiente</dt><dd>{c.environment === "test" ? "Teste" : "Produção"}</dd>
                <dt>Pagador</dt><dd>{c.customer_name ?? "—"}</dd>
                {c.fee_amount !== null && <><dt>Tarifa</dt><dd>{formatBRL(c.fee_amount)}</dd></>}
                {c.refunded_amount > 0 && <><dt>Devolvido</dt><dd data-testid="estornado">{formatBRL(c.refunded_amount)}</dd></>}
                <dt>Página de pagamento</dt><dd><a href={c.checkout_url} target="_blank" rel="noreferrer noopener">abrir</a></dd>
              </dl>
              <h3>Linha do tempo</h3>
              <ol className="timeline">
                <li>Criada em {formatDateTime(c.created_at)}</li>
                {c.paid_at && <li>Paga em {formatDateTime(c.paid_at)}{c.end_to_end_id && <> (E2E <span className="mono">{c.end_to_end_id}</span>)</>}</li>}
                {c.extra_payments.map((p) => <li key={p.end_to_end_id}>Pagamento adicional de {formatBRL(p.amount)} em {formatDateTime(p.paid_at)}</li>)}
                {c.status === "expired" && c.expires_at && <li data-testid="expirou-em">Expirou em {formatDateTime(c.expires_at)}</li>}
              </ol>
            </section>
            <section className="card" aria-labelledby="pagar-cobranca">
              <h2 id="pagar-cobranca">Pix</h2>
              {c.qr_code_url && <img className="qr" src={c.qr_code_url} alt={`QR Code Pix de ${formatBRL(c.amount)}`} width={240} height={240} />}
              {c.pix_code && c.status === "pending" && <CopyField label="Pix copia e cola" value={c.pix_code} multiline />}
              {c.status !== "pending" && <p>Esta cobrança não aceita mais pagamento pelo QR.</p>}
              <div className="actions">
                {c.status === "pending" && c.environment === "test" && session.can("write") && (
                  <button type="button" onClick={simulate} disabled={action.pending}>Simular pagamento</button>
                )}
                <SimulateMed charge={c} />
              </div>
              <p role="status">{notice}</p>
              <ErrorBox error={action.error} />
            </section>
          </div>
          {c.status !== "pending" && <RefundsSection charge={c} onChanged={state.reload} />}
          <ChargeDeliveries txid={c.txid} />
        </>
      )}
    </Async>
  );
}
