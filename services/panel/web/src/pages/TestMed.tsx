/**
 * MED in test mode (issue 32): on a paid test charge, "Simular MED" asks the test provider to open an
 * infraction as the payer's bank would (the amount is blocked; it shows in Infrações MED); there, a test
 * infraction not yet closed can be decided as the analysis would ("Procedente": returned to the payer;
 * "Improcedente": released). Owner and managers, like the infractions themselves.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { api } from "../api";
import { useAction } from "../hooks";
import { formatBRL, parseBRL } from "../format";
import { useSession } from "../session";
import { ErrorBox, Field } from "../components/ui";
import type { Api } from "../api-types";
import type { Infraction } from "./Infractions";

type ContestableCharge = Pick<Api["Charge"], "txid" | "status" | "environment" | "end_to_end_id">;

/**
 * The charge page's button and its dialog; nothing outside test mode, without a Pix, or once the charge is wholly
 * refunded (nothing is left to contest: the engine would refuse with MED_SEM_PIX).
 * The charge itself does not change (the block is the store's balance), so it is not read again.
 */
export function SimulateMed({ charge }: { charge: ContestableCharge }) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState<Infraction | null>(null);
  if (charge.environment !== "test" || !charge.end_to_end_id || charge.status !== "paid" || !session.can("infractions")) return null;
  return (
    <>
      <button type="button" className="secondary" onClick={() => setOpen(true)}>Simular MED</button>
      {opened && (
        <p role="status" data-testid="med-simulada">
          Infração MED simulada: {formatBRL(opened.amount)} bloqueados. Defenda-a ou decida-a em <Link to="/infracoes">Infrações MED</Link>.
        </p>
      )}
      {open && (
        <SimulateMedDialog
          txid={charge.txid}
          onClose={() => setOpen(false)}
          onDone={(i) => { setOpen(false); setOpened(i); }}
        />
      )}
    </>
  );
}

function SimulateMedDialog({ txid, onClose, onDone }: { txid: string; onClose(): void; onDone(i: Infraction): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("fraude");
  const action = useAction();
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = amount.trim() ? parseBRL(amount) : null;
    if (amount.trim() && (value === null || Number(value) <= 0)) return action.setError("Informe um valor maior que zero, por exemplo 10,50, ou deixe em branco para contestar o que resta.");
    action.run(async () => {
      const r = await api<{ data: Infraction }>("POST", "/pix/simulate-infraction", { body: { txid, reason, ...(value !== null && { amount: value }) } });
      onDone(r.data);
    });
  };
  return (
    <dialog ref={ref} className="card dialog" aria-labelledby="titulo-med" onClose={onClose} onCancel={onClose}>
      <form onSubmit={submit} className="form">
        <h2 id="titulo-med">Simular MED</h2>
        <p>Em teste, o provedor abre uma infração MED como o banco do pagador faria: o valor fica bloqueado até a decisão, com o aviso e o e-mail de uma infração real.</p>
        <Field label="Valor contestado (R$)" hint="Em branco: o que resta do pagamento.">
          {(id, hint) => <input id={id} inputMode="decimal" aria-describedby={hint} value={amount} onChange={(e) => setAmount(e.target.value)} />}
        </Field>
        <Field label="Motivo alegado pelo banco do pagador">
          {(id) => (
            <select id={id} value={reason} onChange={(e) => setReason(e.target.value)}>
              <option value="fraude">Suspeita de fraude</option>
              <option value="falha_operacional">Falha operacional</option>
            </select>
          )}
        </Field>
        <ErrorBox error={action.error} />
        <div className="actions">
          <button type="submit" disabled={action.pending}>{action.pending ? "Abrindo…" : "Abrir infração de teste"}</button>
          <button type="button" className="secondary" onClick={onClose}>Cancelar</button>
        </div>
      </form>
    </dialog>
  );
}

/** An open or defended infraction in test mode: decide it as the analysis would. */
export function TestDecision({ infraction, onDecided }: { infraction: Infraction; onDecided(): void }) {
  const session = useSession();
  const action = useAction();
  if (session.me?.environment !== "test" || infraction.status === "closed") return null;
  const decide = (outcome: "upheld" | "rejected") => action.run(async () => {
    await api("POST", `/infractions/${infraction.id}/simulate-decision`, { body: { outcome } });
    onDecided();
  });
  return (
    <div className="test-decision" aria-label="Decisão de teste">
      <p className="muted">Em teste, decida a análise como o banco do pagador decidiria:</p>
      <div className="actions">
        <button type="button" className="danger" onClick={() => decide("upheld")} disabled={action.pending}>Procedente (devolver ao pagador)</button>
        <button type="button" className="secondary" onClick={() => decide("rejected")} disabled={action.pending}>Improcedente (liberar o bloqueio)</button>
      </div>
      <ErrorBox error={action.error} />
    </div>
  );
}
