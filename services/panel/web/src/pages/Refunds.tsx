/**
 * Refunds in the panel (issue 24): the store's enablement decides whether the charge page offers
 * "Devolver" (a dialog with amount, reason and, in subaccount mode, the fee rule) or explains how
 * refunds are arranged with the service. The team switches them per store in the console.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { api, newIdempotencyKey } from "../api";
import { useAction, useApi } from "../hooks";
import { formatBRL, formatDateTime, parseBRL, reaisInput } from "../format";
import { useSession } from "../session";
import { ErrorBox, Field } from "../components/ui";
import type { Api } from "../api-types";

export type RefundSettings = Api["RefundSettings"];
export type Refund = Api["Refund"];
type RefundableCharge = Pick<Api["Charge"], "txid" | "amount" | "status" | "fee_amount" | "refunded_amount" | "extra_payments">;

const STATUS: Record<Refund["status"], string> = { EM_PROCESSAMENTO: "Em processamento", DEVOLVIDO: "Concluída", NAO_REALIZADO: "Não realizada" };

/** What the service's fee does on a refund, in the merchant's words (subaccount mode only: there is a split). */
export function feeRuleText(bearer: RefundSettings["taxa_paga_por"]): string {
  return bearer === "servico"
    ? "A taxa do serviço é devolvida na proporção da devolução: do seu saldo sai o valor devolvido menos essa parte."
    : "A taxa do serviço não é devolvida (como no Asaas): o valor inteiro da devolução sai do seu saldo disponível.";
}

export const REFUNDS_OFF_TEXT =
  "Devoluções não estão habilitadas para esta loja. Para devolver um Pix, fale com o suporte do serviço: a equipe habilita devoluções por loja e combina quem arca com a taxa.";

const cents = (reais: number) => Math.round(reais * 100);

/** The charge page's refunds: the list, the button and its dialog, or the sentence when refunds are off. */
export function RefundsSection({ charge, onChanged }: { charge: RefundableCharge; onChanged(): void }) {
  const session = useSession();
  const settings = useApi<{ data: RefundSettings }>("/pix/refund-settings", [session.me?.environment]);
  const list = useApi<{ data: Refund[] }>(`/pix/refunds?txid=${encodeURIComponent(charge.txid)}`, [charge.status, charge.refunded_amount]);
  const [open, setOpen] = useState(false);
  const refunds = list.data?.data ?? [];
  const processing = refunds.some((r) => r.status === "EM_PROCESSAMENTO");
  // While a refund is in processing the list is read again each second; once none is, the charge is
  // read once more (its refunded_amount and status). Reloading the charge re-mounts this section.
  const settling = useRef(false);
  const reloadList = list.reload;
  useEffect(() => {
    if (processing) {
      settling.current = true;
      const t = setTimeout(reloadList, 1000);
      return () => clearTimeout(t);
    }
    if (settling.current && list.data) {
      settling.current = false;
      onChanged();
    }
    return undefined;
  }, [processing, list.data, reloadList, onChanged]);
  if (!settings.data) return null;
  const s = settings.data.data;
  const paid = cents(charge.amount) + charge.extra_payments.reduce((sum, p) => sum + cents(p.amount), 0);
  const committed = refunds.filter((r) => r.status !== "NAO_REALIZADO").reduce((sum, r) => sum + cents(r.amount), 0);
  const remaining = Math.max(0, paid - committed);
  const subaccount = charge.fee_amount !== null;
  return (
    <section className="card" aria-labelledby="estornos">
      <h2 id="estornos">Devoluções</h2>
      {!s.habilitado && <p data-testid="estornos-desabilitados">{REFUNDS_OFF_TEXT}</p>}
      {refunds.length > 0 && (
        <div className="table-wrap"><table>
          <caption className="sr-only">Devoluções desta cobrança</caption>
          <thead><tr><th scope="col">Pedido em</th><th scope="col">Valor</th><th scope="col">Situação</th><th scope="col">Motivo</th><th scope="col">Concluída em</th></tr></thead>
          <tbody>
            {refunds.map((r) => (
              <tr key={r.id} data-testid="estorno">
                <td>{formatDateTime(r.created_at)}</td>
                <td>{formatBRL(r.amount)}</td>
                <td>{STATUS[r.status]}{r.motivo_falha && <> — {r.motivo_falha}</>}</td>
                <td>{r.motivo ?? "—"}</td>
                <td>{r.completed_at ? formatDateTime(r.completed_at) : "—"}</td>
              </tr>
            ))}
          </tbody>
        </table></div>
      )}
      {s.habilitado && refunds.length === 0 && <p>Nenhuma devolução desta cobrança.</p>}
      {s.habilitado && charge.status === "paid" && remaining > 0 && session.can("refund") && (
        <button type="button" className="danger" onClick={() => setOpen(true)}>Devolver</button>
      )}
      {open && (
        <RefundDialog
          txid={charge.txid} remainingCents={remaining} feeRule={subaccount ? feeRuleText(s.taxa_paga_por) : null}
          onClose={() => setOpen(false)}
          onDone={() => { setOpen(false); settling.current = true; list.reload(); }}
        />
      )}
    </section>
  );
}

/** A modal <dialog>: amount (default: what remains), reason, the fee rule; one Idempotency-Key per opening. */
function RefundDialog({ txid, remainingCents, feeRule, onClose, onDone }: {
  txid: string; remainingCents: number; feeRule: string | null; onClose(): void; onDone(): void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const key = useRef(newIdempotencyKey());
  const [amount, setAmount] = useState(reaisInput(remainingCents / 100));
  const [motivo, setMotivo] = useState("");
  const action = useAction();
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = parseBRL(amount);
    if (value === null || cents(Number(value)) <= 0) return action.setError("Informe um valor maior que zero, por exemplo 10,50.");
    if (cents(Number(value)) > remainingCents) return action.setError(`No máximo ${formatBRL(remainingCents / 100)} ainda pode ser devolvido.`);
    action.run(async () => {
      await api("POST", "/pix/refund", { body: { txid, amount: value, ...(motivo.trim() && { motivo: motivo.trim() }) }, headers: { "idempotency-key": key.current } });
      onDone();
    });
  };
  return (
    <dialog ref={ref} className="card dialog" aria-labelledby="titulo-estorno" onClose={onClose} onCancel={onClose}>
      <form onSubmit={submit} className="form">
        <h2 id="titulo-estorno">Devolver pagamento</h2>
        <p>O valor volta ao pagador pelo Pix. Pode ser parcial; até {formatBRL(remainingCents / 100)} ainda pode ser devolvido, em até 90 dias do pagamento.</p>
        <Field label="Valor a devolver (R$)">
          {(id) => <input id={id} inputMode="decimal" required value={amount} onChange={(e) => setAmount(e.target.value)} />}
        </Field>
        <Field label="Motivo (opcional)" hint="Até 140 caracteres; vai ao pagador com a devolução.">
          {(id, hint) => <input id={id} aria-describedby={hint} maxLength={140} value={motivo} onChange={(e) => setMotivo(e.target.value)} />}
        </Field>
        {feeRule && <p data-testid="regra-taxa"><strong>Taxa do serviço:</strong> {feeRule}</p>}
        <ErrorBox error={action.error} />
        <div className="actions">
          <button type="submit" className="danger" disabled={action.pending}>{action.pending ? "Devolvendo…" : "Confirmar devolução"}</button>
          <button type="button" className="secondary" onClick={onClose}>Cancelar</button>
        </div>
      </form>
    </dialog>
  );
}

/** The team console's switch for one store (audited by the gateway as store.refunds_updated). */
export function RefundSwitch({ storeId }: { storeId: string }) {
  const state = useApi<{ data: RefundSettings }>(`/admin/lojistas/${encodeURIComponent(storeId)}/estornos`);
  const action = useAction();
  const [bearer, setBearer] = useState<RefundSettings["taxa_paga_por"] | null>(null);
  const s = state.data?.data;
  const save = (habilitado: boolean) => action.run(async () => {
    await api("POST", `/admin/lojistas/${storeId}/estornos`, { body: { habilitado, taxa_paga_por: bearer ?? s?.taxa_paga_por }, ownAccount: true });
    state.reload();
  });
  if (!s) return <ErrorBox error={state.error} />;
  return (
    <section className="card" aria-labelledby="estornos-loja">
      <h2 id="estornos-loja">Devoluções</h2>
      <p data-testid="estornos-situacao">{s.habilitado ? "Habilitadas: a loja pode devolver Pix aos pagadores." : "Desabilitadas: a loja não pode devolver Pix aos pagadores; quando tenta, o painel e a API dizem que as devoluções não estão habilitadas e pedem que ela fale com o suporte."}{s.atualizado_em && <> — desde {formatDateTime(s.atualizado_em)}</>}</p>
      <Field label="Taxa do serviço numa devolução (modo subconta)">
        {(id) => (
          <select id={id} value={bearer ?? s.taxa_paga_por} onChange={(e) => setBearer(e.target.value as RefundSettings["taxa_paga_por"])}>
            <option value="lojista">Fica com o serviço (o lojista devolve o valor todo)</option>
            <option value="servico">Devolvida na proporção (o split é desfeito)</option>
          </select>
        )}
      </Field>
      <div className="actions">
        {s.habilitado
          ? <><button type="button" onClick={() => save(true)} disabled={action.pending}>Salvar regra da taxa</button>
              <button type="button" className="danger" onClick={() => save(false)} disabled={action.pending}>Desabilitar devoluções</button></>
          : <button type="button" onClick={() => save(true)} disabled={action.pending}>Habilitar devoluções</button>}
      </div>
      <ErrorBox error={action.error} />
    </section>
  );
}

/** The merchant's account page: whether refunds are on, and the fee rule. */
export function RefundStatusCard() {
  const session = useSession();
  const state = useApi<{ data: RefundSettings }>("/pix/refund-settings", [session.me?.environment]);
  const s = state.data?.data;
  if (!s) return null;
  return (
    <section className="card" aria-labelledby="estornos-conta">
      <h2 id="estornos-conta">Devoluções</h2>
      <p data-testid="estornos-conta">{s.habilitado ? `Habilitadas para esta loja. ${feeRuleText(s.taxa_paga_por)}` : REFUNDS_OFF_TEXT}</p>
    </section>
  );
}
