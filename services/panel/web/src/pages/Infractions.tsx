/**
 * MED infractions in the panel (issue 25): the inbox of the payer's banks' contests, each with the
 * blocked amount, the time left to defend (counting down, in Brasília time) and the defense form
 * (text and up to 5 PDF/PNG/JPEG files). Owner and managers only, like the API.
 */
import { useEffect, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { api } from "../api";
import { useAction, useApi } from "../hooks";
import { formatBRL, formatDateTime } from "../format";
import { useSession } from "../session";
import { ErrorBox, Field, Loading, PageTitle } from "../components/ui";
import type { Api } from "../api-types";
import { TestDecision } from "./TestMed";
import { announceInfractionsChanged } from "../components/OpenInfractions";
import type { Charge } from "./Charges";

export type Infraction = Api["Infraction"];

const STATUS: Record<Infraction["status"], string> = { open: "Aguardando sua defesa", defended: "Defesa enviada, em análise", closed: "Encerrada" };
const OUTCOME: Record<NonNullable<Infraction["outcome"]>, string> = {
  upheld: "Procedente: valor devolvido ao pagador",
  rejected: "Improcedente: bloqueio liberado",
  expired: "Sem decisão no prazo: bloqueio liberado",
};
const REASON: Record<string, string> = { fraude: "Suspeita de fraude", falha_operacional: "Falha operacional" };
const MAX_FILES = 5;

/** "2 dias 03:04:05" until `due` (at `now`), or null once it passed. */
export function timeLeft(due: string, now: number): string | null {
  const ms = Date.parse(due) - now;
  if (!(ms > 0)) return null;
  const s = Math.floor(ms / 1000);
  const days = Math.floor(s / 86_400);
  const hms = [Math.floor((s % 86_400) / 3600), Math.floor((s % 3600) / 60), s % 60].map((n) => String(n).padStart(2, "0")).join(":");
  return days > 0 ? `${days} ${days === 1 ? "dia" : "dias"} ${hms}` : hms;
}

function useNow(): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  return now;
}

export function InfractionsPage() {
  const session = useSession();
  const [filter, setFilter] = useState("");
  const list = useApi<{ data: Infraction[]; next_cursor: string | null }>(`/infractions${filter ? `?status=${filter}` : ""}`, [session.me?.environment]);
  const now = useNow();
  const changed = () => {
    list.reload();
    announceInfractionsChanged();
  };
  return (
    <section>
      <PageTitle>Infrações MED</PageTitle>
      <p className="muted">
        Quando o banco do pagador contesta um Pix (MED), o valor fica bloqueado até a decisão. Envie sua defesa antes do prazo; sem decisão
        no prazo, o bloqueio é liberado.
      </p>
      <Field label="Situação">
        {(id) => (
          <select id={id} value={filter} onChange={(e) => setFilter(e.target.value)}>
            <option value="">Todas</option>
            <option value="open">Aguardando defesa</option>
            <option value="defended">Em análise</option>
            <option value="closed">Encerradas</option>
          </select>
        )}
      </Field>
      {list.loading && !list.data && <Loading />}
      <ErrorBox error={list.error} />
      {list.data && list.data.data.length === 0 && <p>Nenhuma infração.</p>}
      <ul className="infractions">
        {(list.data?.data ?? []).map((i) => <InfractionItem key={i.id} infraction={i} now={now} onChanged={changed} />)}
      </ul>
    </section>
  );
}

/** The card's title: what happened to the money, in words (issue 33: no "bloqueados" once it was returned or released). */
function moneyState(i: Infraction): string {
  const blocked = formatBRL(i.blocked);
  if (i.outcome === "upheld") return `${blocked} devolvidos ao pagador`;
  if (i.outcome) return `${blocked} liberados para o seu saldo`;
  return i.blocked === 0 ? "Nada bloqueado" : `${blocked} bloqueados`;
}

/** The contested sale as the merchant knows it: description, payer, amount, payment time, and the way to its page. */
function ContestedSale({ txid }: { txid: string }) {
  const charge = useApi<{ data: Charge }>(`/pix/status?txid=${encodeURIComponent(txid)}`);
  const c = charge.data?.data;
  return (
    <p data-testid="venda-contestada">
      Venda: <Link to={`/cobrancas/${encodeURIComponent(txid)}`}>{c ? (c.description.trim() || "sem descrição") : "ver a cobrança"}</Link>
      {c && <>
        {" "}· {formatBRL(c.amount)}
        {" "}· Pagador: {c.customer_name ?? "não informado"}
        {c.paid_at && <> · paga em {formatDateTime(c.paid_at)}</>}
      </>}
    </p>
  );
}

function InfractionItem({ infraction: i, now, onChanged }: { infraction: Infraction; now: number; onChanged(): void }) {
  const left = timeLeft(i.defense_due_at, now);
  return (
    <li className="card infraction" data-testid={`infraction-${i.txid}`}>
      <h3>{moneyState(i)}{i.amount !== i.blocked && ` · contestados ${formatBRL(i.amount)}`}</h3>
      <ContestedSale txid={i.txid} />
      <p className="muted">{REASON[i.reason] ?? i.reason} · aberta em {formatDateTime(i.created_at)} · txid {i.txid} · Pix {i.end_to_end_id}</p>
      <p><strong>{i.outcome ? OUTCOME[i.outcome] : STATUS[i.status]}</strong>{i.closed_at && ` em ${formatDateTime(i.closed_at)}`}</p>
      {i.debt > 0 && <p className="aviso">O saldo não cobria o bloqueio: {formatBRL(i.debt)} ficaram como débito; saques voltam quando novos recebimentos o cobrirem.</p>}
      {i.status === "open" && (
        <p>
          Prazo da defesa: {formatDateTime(i.defense_due_at)} (horário de Brasília) ·{" "}
          <span className="countdown" aria-live="off">{left ? `faltam ${left}` : "prazo encerrado"}</span>
        </p>
      )}
      {i.defense && <p>Defesa enviada em {formatDateTime(i.defense.sent_at)}{i.defense.files.length > 0 && ` com ${i.defense.files.map((f) => f.name).join(", ")}`}.</p>}
      {i.status === "open" && left && <DefenseForm id={i.id} onSent={onChanged} />}
      <TestDecision infraction={i} onDecided={onChanged} />
    </li>
  );
}

function DefenseForm({ id, onSent }: { id: string; onSent(): void }) {
  const { pending, error, setError, run } = useAction();
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const files = form.getAll("files").filter((f) => f instanceof File && f.size > 0);
    if (files.length > MAX_FILES) return setError(`Envie no máximo ${MAX_FILES} arquivos.`);
    const body = new FormData();
    body.append("text", String(form.get("text") ?? ""));
    for (const f of files) body.append("files", f);
    const done = await run(() => api("POST", `/infractions/${id}/defense`, { form: body }));
    if (done) onSent();
  };
  return (
    <form onSubmit={submit} className="defense">
      <Field label="Sua defesa" hint="Explique a venda e anexe provas (nota fiscal, comprovante de entrega, conversa com o cliente).">
        {(fid, hint) => <textarea id={fid} name="text" required maxLength={5000} rows={4} aria-describedby={hint} />}
      </Field>
      <Field label="Arquivos (até 5: PDF, PNG ou JPEG, 10 MB cada)">
        {(fid) => <input id={fid} name="files" type="file" multiple accept="application/pdf,image/png,image/jpeg" />}
      </Field>
      <ErrorBox error={error} />
      <button type="submit" disabled={pending}>{pending ? "Enviando…" : "Enviar defesa"}</button>
    </form>
  );
}
