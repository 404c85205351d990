import { useState } from "react";
import { api } from "../api";
import { useAction, useApi } from "../hooks";
import { formatBRL, formatDateTime } from "../format";
import { useSession } from "../session";
import { Async, ErrorBox, PageTitle } from "../components/ui";
import { RefundStatusCard } from "./Refunds";
import type { Api } from "../api-types";

/** Contract 2.5 (GET /receiving-account). */
type Approval = NonNullable<Api["ReceivingAccount"]["aprovacao"]>;
type ReceivingAccount = Api["ReceivingAccount"];

const STATUS: Record<string, string> = { creating: "Em criação", pending: "Em análise", approved: "Aprovada", rejected: "Recusada" };
const FRONT_STATUS: Record<string, string> = { PENDING: "Pendente", APPROVED: "Aprovado", REJECTED: "Recusado", AWAITING_APPROVAL: "Aguardando análise" };
const FRONTS: [keyof Approval, string][] = [["geral", "Geral"], ["dados_comerciais", "Dados comerciais"], ["conta_bancaria", "Conta bancária"], ["documentos", "Documentos"]];

const yesNo = (v: boolean | null) => (v === null ? "—" : v ? "Sim" : "Não");
const fee = (a: ReceivingAccount) => [a.fee_percent !== null ? `${a.fee_percent.toLocaleString("pt-BR")}%` : null, a.fee_fixed ? formatBRL(a.fee_fixed) : null].filter(Boolean).join(" + ") || "—";

/**
 * The receiving account in the session's environment: its status, and in subaccount mode each of the
 * payment engine's four approval fronts, with the link where the merchant sends documents. "Verificar
 * agora" asks the engine at once (POST /receiving-account/approval, a read); opening the account is
 * account management (account:write), and so is the test environment's simulated approval of a pending
 * account (POST /receiving-account/simulate-approval), test mode's stand-in for the provider's review.
 */
export function ReceivingAccountPage() {
  const session = useSession();
  const state = useApi<{ data: ReceivingAccount }>("/receiving-account", [session.me?.environment]);
  const action = useAction();
  const [notice, setNotice] = useState<string | null>(null);
  const post = (path: string, done: string) => action.run(async () => {
    setNotice(null);
    await api("POST", path, { body: {} });
    setNotice(done);
    state.reload();
  });
  return (
    <>
      <PageTitle>Conta de recebimento</PageTitle>
      <p role="status">{notice}</p>
      <ErrorBox error={action.error} />
      <Async state={state}>
        {({ data: a }) => (
          <>
            <section className="card" aria-labelledby="situacao-conta-recebimento">
              <h2 id="situacao-conta-recebimento">Situação</h2>
              <dl className="details">
                <dt>Status</dt><dd data-testid="status-conta-recebimento">{a.existe ? STATUS[a.status ?? ""] ?? a.status : "Não aberta"}</dd>
                <dt>Ambiente</dt><dd>{a.environment === "live" ? "Produção" : "Teste"}</dd>
                <dt>Modo</dt><dd>{a.conta_unica ? "Conta única do serviço" : "Subconta própria"}</dd>
                {(a.existe || a.conta_unica) && <><dt>Chave Pix</dt><dd className="mono" data-testid="chave-pix">{a.pix_key ?? "—"}{a.pix_key_status && ` (${a.pix_key_status === "ACTIVE" ? "ativa" : a.pix_key_status})`}{a.conta_unica && a.pix_key && " — da conta principal do serviço, a mesma para todas as lojas"}</dd></>}
                {a.existe && !a.conta_unica && <><dt>Avisos do provedor registrados</dt><dd>{yesNo(a.webhook_registered)}</dd></>}
                <dt>Tarifa por cobrança</dt><dd>{fee(a)}</dd>
                {a.provedor_configurado === false && <><dt>Provedor</dt><dd>Não configurado neste servidor</dd></>}
              </dl>
              {a.mensagem && <p>{a.mensagem}</p>}
              <div className="actions">
                {!a.existe && !a.conta_unica && session.can("account:write") && (
                  <button type="button" disabled={action.pending} onClick={() => post("/receiving-account", "Conta de recebimento aberta.")}>Abrir conta de recebimento</button>
                )}
                {a.existe && !a.conta_unica && (
                  <button type="button" className="secondary" disabled={action.pending} onClick={() => post("/receiving-account/approval", "Situação consultada agora no provedor.")}>Verificar aprovação agora</button>
                )}
              </div>
              {a.environment === "test" && a.status === "pending" && !a.conta_unica && session.can("account:write") && (
                <div data-testid="simular-aprovacao">
                  <p>Em produção, o provedor de pagamentos confere os documentos enviados e aprova a conta. No ambiente de teste, simule essa aprovação para emitir cobranças de teste pela sua subconta.</p>
                  <div className="actions"><button type="button" disabled={action.pending} onClick={() => post("/receiving-account/simulate-approval", "Conta de teste aprovada por simulação.")}>Aprovar conta de teste (simulação)</button></div>
                </div>
              )}
            </section>
            {a.aprovacao && <ApprovalFronts approval={a.aprovacao} />}
          </>
        )}
      </Async>
      <RefundStatusCard />
    </>
  );
}

function ApprovalFronts({ approval }: { approval: Approval }) {
  return (
    <section className="card" aria-labelledby="frentes-aprovacao">
      <h2 id="frentes-aprovacao">Frentes de aprovação</h2>
      <div className="table-wrap">
        <table>
          <caption className="sr-only">Frentes de aprovação do provedor</caption>
          <thead><tr><th scope="col">Frente</th><th scope="col">Situação</th></tr></thead>
          <tbody>
            {FRONTS.map(([key, label]) => {
              const v = approval[key] as string | null;
              return <tr key={key}><th scope="row">{label}</th><td>{v === null ? "—" : FRONT_STATUS[v] ?? v}</td></tr>;
            })}
          </tbody>
        </table>
      </div>
      <dl className="details">
        <dt>Aprovada</dt><dd>{yesNo(approval.aprovada)}</dd>
        <dt>Conferida pelo provedor</dt><dd>{approval.conferida ? `Sim, em ${formatDateTime(approval.conferida_em)}` : "Não"}</dd>
        {approval.motivos_recusa && <><dt>Motivos da recusa</dt><dd data-testid="motivos-recusa">{approval.motivos_recusa}</dd></>}
      </dl>
      {approval.link_documentos && (
        <div>
          <p><a href={approval.link_documentos} target="_blank" rel="noreferrer noopener">Enviar documentos e selfie ao provedor</a></p>
          {approval.link_documentos_qr && <img className="qr" src={approval.link_documentos_qr} alt="QR Code do link de envio de documentos" width={200} height={200} />}
        </div>
      )}
    </section>
  );
}
