import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { useApi } from "../hooks";
import { formatCents, formatDateTime, toCents } from "../format";
import { useSession } from "../session";
import type { Api } from "../api-types";

type Infraction = Api["Infraction"];

/** The most the badge counts; past it reads "100+" (the API pages at 100). */
const MAX_COUNTED = 100;

const CHANGED = "pix:infracoes-alteradas";

/** A defense sent or a test decision taken: the badge and the banner read the open ones again. */
export function announceInfractionsChanged(): void {
  window.dispatchEvent(new Event(CHANGED));
}

/**
 * The store's MED infractions awaiting its defense (issue 33): the menu's badge and Início's banner read
 * them here. Only for the roles that may answer one (owner, manager: the API's own rule); read again on
 * each page change and when the inbox answers or decides one (announceInfractionsChanged).
 */
export function useOpenInfractions(): { list: Infraction[]; more: boolean } {
  const session = useSession();
  const { pathname } = useLocation();
  const allowed = session.can("infractions");
  const state = useApi<{ data: Infraction[]; next_cursor: string | null }>(
    allowed ? `/infractions?status=open&limit=${MAX_COUNTED}` : null, [session.me?.environment, session.storeId, pathname],
  );
  const { reload } = state;
  useEffect(() => {
    window.addEventListener(CHANGED, reload);
    return () => window.removeEventListener(CHANGED, reload);
  }, [reload]);
  return allowed && state.data ? { list: state.data.data, more: state.data.next_cursor !== null } : { list: [], more: false };
}

/** "3" (or "100+") beside the menu entry and the phone's Menu button; nothing when none is open. */
export function OpenInfractionsBadge({ open }: { open: { list: Infraction[]; more: boolean } }) {
  const n = open.list.length;
  if (n === 0) return null;
  const count = open.more ? `${MAX_COUNTED}+` : String(n);
  return (
    <span className="badge badge-alert" data-testid="infracoes-abertas">
      {count}<span className="sr-only"> {n === 1 && !open.more ? "infração aguardando defesa" : "infrações aguardando defesa"}</span>
    </span>
  );
}

/** Início's alert: what is blocked, the nearest defense deadline (Brasília time) and the way to the inbox. */
export function OpenInfractionsBanner() {
  const { list, more } = useOpenInfractions();
  if (list.length === 0) return null;
  const first = [...list].sort((a, b) => Date.parse(a.defense_due_at) - Date.parse(b.defense_due_at))[0];
  const blockedCents = list.reduce((s, i) => s + toCents(i.blocked), 0);
  const many = list.length > 1 || more;
  return (
    <section className="notice banner alert-med" role="alert" aria-labelledby="med-aberta-titulo" data-testid="aviso-med">
      <strong id="med-aberta-titulo">
        {many ? `${more ? `Mais de ${MAX_COUNTED}` : list.length} infrações MED aguardam sua defesa` : "Uma infração MED aguarda sua defesa"}
      </strong>
      <p>
        O banco do pagador contestou {many ? "Pix recebidos" : "um Pix recebido"}: {formatCents(blockedCents)} {blockedCents === 0 ? "sem bloqueio" : "bloqueados"} até a decisão.
        {" "}Envie a defesa até <strong data-testid="aviso-med-prazo">{formatDateTime(first.defense_due_at)}</strong> (horário de Brasília)
        {many ? ", o prazo mais próximo" : ""}.
      </p>
      <Link to="/infracoes">Ver infrações MED e enviar a defesa</Link>
    </section>
  );
}
