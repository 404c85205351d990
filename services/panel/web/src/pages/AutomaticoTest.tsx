import { api } from "../api";
import { useAction } from "../hooks";
import { ErrorBox } from "../components/ui";

/** The payer's side of a Pix Automático authorization (contract's values, shown in Portuguese). */
const AUTHORIZATION_LABEL: Record<string, string> = {
  CRIADA: "Aguardando o pagador", APROVADA: "Aprovada", REJEITADA: "Recusada", EXPIRADA: "Expirada", CANCELADA: "Cancelada",
};

export function authorizationLabel(status: string): string {
  return AUTHORIZATION_LABEL[status] ?? status;
}

/** What the payer may still do: answer an unanswered authorization, or cancel an approved one. */
const ACTIONS: Record<string, [action: string, label: string][]> = {
  CRIADA: [["approve", "Aprovar"], ["reject", "Recusar"], ["cancel", "Cancelar"]],
  APROVADA: [["cancel", "Cancelar"]],
};

/**
 * Test environment only: act as the payer's bank on a pix_automatico subscription's authorization
 * (POST /subscriptions/{id}/test/authorization/{action}), then reload the list.
 */
export function AutomaticoTestActions({ id, name, status, onDone }: { id: string; name: string; status: string; onDone(): void }) {
  const action = useAction();
  const act = (what: string) => action.run(async () => {
    await api("POST", `/subscriptions/${id}/test/authorization/${what}`);
    onDone();
  });
  return (
    <>
      {(ACTIONS[status] ?? []).map(([what, label]) => (
        <button key={what} type="button" className="secondary" disabled={action.pending} onClick={() => act(what)}
          aria-label={`${label} autorização de ${name} (teste)`}>{label} autorização</button>
      ))}
      <ErrorBox error={action.error} />
    </>
  );
}
