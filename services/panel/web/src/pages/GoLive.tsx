import { useState, type FormEvent } from "react";
import { api } from "../api";
import { useAction, useApi } from "../hooks";
import { formatDateTime, parseBRL, reaisInput } from "../format";
import { useSession, type Me } from "../session";
import { Async, ErrorBox, Field, PageTitle } from "../components/ui";
import { CompanyChange } from "./GoLiveChange";
import type { Api } from "../api-types";

type ProductionRequest = Api["ProductionRequest"];

export const STATUS_TEXT: Record<string, string> = {
  sandbox: "Modo de teste (produção não solicitada)",
  pending: "Pedido de produção em análise",
  approved: "Produção liberada",
  rejected: "Pedido de produção recusado",
};

export const FIELDS: { name: string; label: string; required?: boolean; type?: string; max: number; hint?: string; money?: boolean }[] = [
  { name: "company", label: "Razão social", required: true, max: 120 },
  { name: "cnpj", label: "CNPJ", required: true, max: 20 },
  { name: "responsible_name", label: "Nome do responsável", required: true, max: 120 },
  { name: "responsible_cpf", label: "CPF do responsável", required: true, max: 14 },
  { name: "phone", label: "Telefone", required: true, max: 20, type: "tel" },
  { name: "segment", label: "Segmento", max: 120 },
  { name: "monthly_revenue", label: "Faturamento mensal (R$)", max: 20, hint: "Por exemplo 15.000,00", money: true },
  { name: "postal_code", label: "CEP", required: true, max: 9 },
  { name: "address", label: "Endereço", required: true, max: 200 },
  { name: "address_number", label: "Número", required: true, max: 20 },
  { name: "complement", label: "Complemento", max: 100 },
  { name: "province", label: "Bairro", required: true, max: 100 },
  { name: "city", label: "Cidade", required: true, max: 100 },
  { name: "state", label: "UF", required: true, max: 2 },
];
export const DOCUMENTS = [
  { field: "company_document", label: "Cartão CNPJ ou contrato social" },
  { field: "responsible_document", label: "Documento do responsável (RG ou CNH)" },
  { field: "proof_of_address", label: "Comprovante de endereço" },
];

/** A money field's text ("15.000,00") → the API's reais ("15000.00"), through the panel's one money parser. */
function moneyValue(name: string, text: string): string {
  const field = FIELDS.find((f) => f.name === name);
  if (!field?.money) return text;
  const reais = parseBRL(text);
  if (reais === null) throw new Error(`${field.label}: valor inválido, use por exemplo 15.000,00.`);
  return reais;
}

function OnboardingForm({ me, onDone }: { me: Me; onDone(): void }) {
  const initial = Object.fromEntries(FIELDS.map((f) => {
    const v = (me as unknown as Record<string, unknown>)[f.name];
    return [f.name, f.money ? reaisInput(v as number | null) : String(v ?? "")];
  }));
  const [values, setValues] = useState<Record<string, string>>({ company_type: String(me.company_type ?? "LIMITED"), ...initial });
  const action = useAction();
  const [saved, setSaved] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    action.run(async () => {
      const body = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== "").map(([k, v]) => [k, moneyValue(k, v)]));
      await api("POST", "/auth/onboarding", { body });
      setSaved(true);
      onDone();
    });
  };
  return (
    <form className="card form" onSubmit={submit} aria-labelledby="cadastro-empresa">
      <h2 id="cadastro-empresa">1. Dados da empresa</h2>
      {me.onboarding_completed_at && <p className="muted">Enviados em {formatDateTime(me.onboarding_completed_at)}; envie de novo para corrigir.</p>}
      <Field label="Tipo de empresa">
        {(id) => (
          <select id={id} value={values.company_type} onChange={(e) => setValues({ ...values, company_type: e.target.value })}>
            <option value="MEI">MEI</option><option value="LIMITED">Limitada</option><option value="INDIVIDUAL">Individual</option><option value="ASSOCIATION">Associação</option>
          </select>
        )}
      </Field>
      <div className="grid-2">
        {FIELDS.map((f) => (
          <Field key={f.name} label={f.label} hint={f.hint}>
            {(id, hint) => <input id={id} aria-describedby={hint} type={f.type ?? "text"} required={f.required} maxLength={f.max} value={values[f.name]} onChange={(e) => setValues({ ...values, [f.name]: e.target.value })} />}
          </Field>
        ))}
      </div>
      <ErrorBox error={action.error} />
      <p role="status">{saved && "Dados da empresa salvos."}</p>
      <button type="submit" disabled={action.pending}>Salvar dados da empresa</button>
    </form>
  );
}

function DocumentsForm({ onDone }: { onDone(): void }) {
  const [files, setFiles] = useState<Record<string, File | undefined>>({});
  const [terms, setTerms] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const action = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    action.run(async () => {
      const form = new FormData();
      form.append("terms_accepted", terms ? "true" : "false");
      for (const d of DOCUMENTS) if (files[d.field]) form.append(d.field, files[d.field]!, files[d.field]!.name);
      setProgress(0);
      try {
        await api("POST", "/production-request", { form });
      } finally {
        setProgress(null);
      }
      onDone();
    });
  };
  const ready = DOCUMENTS.every((d) => files[d.field]) && terms;
  return (
    <form className="card form" onSubmit={submit} aria-labelledby="documentos-titulo">
      <h2 id="documentos-titulo">2. Documentos e pedido de produção</h2>
      <p className="muted">PDF, PNG ou JPEG, até 10 MB cada.</p>
      {DOCUMENTS.map((d) => (
        <Field key={d.field} label={d.label}>
          {(id) => <input id={id} type="file" accept="application/pdf,image/png,image/jpeg" required onChange={(e) => setFiles({ ...files, [d.field]: e.target.files?.[0] })} />}
        </Field>
      ))}
      <p aria-live="polite">{DOCUMENTS.filter((d) => files[d.field]).length} de {DOCUMENTS.length} documentos escolhidos</p>
      <label className="check"><input type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} /> Li e aceito os termos de uso em produção</label>
      {progress !== null && <p role="status">Enviando documentos…</p>}
      <ErrorBox error={action.error} />
      <button type="submit" disabled={!ready || action.pending}>Pedir liberação em produção</button>
    </form>
  );
}

export function GoLivePage() {
  const session = useSession();
  const request = useApi<{ data: ProductionRequest }>("/production-request");
  const me = session.me!;
  const refresh = () => {
    request.reload();
    void session.reload();
  };
  const writable = session.can("account:write");
  return (
    <>
      <PageTitle>Ir para produção</PageTitle>
      <Async state={request.error?.status === 404 ? { ...request, error: null, loading: false, data: { data: { status: me.production_status, production_requested_at: null, production_terms_accepted_at: null, production_reviewed_at: null, production_reject_reason: null, documents: [], alteracao: null } } } : request}>
        {({ data }) => (
          <section className="card" aria-labelledby="situacao">
            <h2 id="situacao">Situação</h2>
            <p data-testid="situacao-producao"><strong>{STATUS_TEXT[data.status] ?? data.status}</strong></p>
            {data.production_requested_at && <p>Pedido enviado em {formatDateTime(data.production_requested_at)}.</p>}
            {data.production_reject_reason && <p className="error" role="note">Motivo da recusa: {data.production_reject_reason}</p>}
            <ol className="steps">
              <li aria-current={!me.onboarding_completed_at ? "step" : undefined}>Dados da empresa {me.onboarding_completed_at ? "✔ enviados" : "— faltando"}</li>
              <li>Documentos: {data.documents.length} de 3 enviados</li>
              <li>Análise da equipe {data.status === "approved" ? "✔ aprovada" : data.status === "pending" ? "— em andamento" : ""}</li>
            </ol>
            {data.documents.length > 0 && (
              <ul>{data.documents.map((d) => <li key={d.id}>{DOCUMENTS.find((x) => x.field === d.kind)?.label ?? d.kind}: {d.name} ({Math.ceil(d.size / 1024)} KB)</li>)}</ul>
            )}
          </section>
        )}
      </Async>
      {me.production_status === "approved" && request.data && (
        <CompanyChange me={me} change={request.data.data.alteracao ?? null} writable={writable} onDone={refresh} />
      )}
      {!writable && <p className="muted">Só o dono ou um gerente da loja envia os dados e documentos.</p>}
      {writable && me.production_status !== "approved" && me.production_status !== "pending" && (
        <>
          <OnboardingForm me={me} onDone={refresh} />
          {me.onboarding_completed_at ? <DocumentsForm onDone={refresh} /> : <p className="muted">Envie os dados da empresa para liberar o envio dos documentos.</p>}
        </>
      )}
    </>
  );
}
