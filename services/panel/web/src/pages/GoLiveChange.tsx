import { useState, type FormEvent } from "react";
import { api } from "../api";
import { useAction } from "../hooks";
import { formatDateTime } from "../format";
import type { Me } from "../session";
import { ErrorBox, Field } from "../components/ui";
import { DOCUMENTS, FIELDS } from "./GoLive";
import type { Api } from "../api-types";

/** GET /production-request's `alteracao`: an approved store's open change (pending or rejected). */
export type ChangeRequest = Api["ChangeRequest"];

const CHANGE_TEXT = { pending: "Alteração em análise pela equipe", rejected: "Alteração recusada" } as const;

/**
 * An approved store's company data no longer changes by itself (the API answers 409 DADOS_APROVADOS):
 * a change is a request (POST /production-request with `answers` and the three documents) the team
 * reviews, while the approved data stay in force. Shows the open request's status, and the form when
 * none is pending.
 */
export function CompanyChange({ me, change, writable, onDone }: { me: Me; change: ChangeRequest | null; writable: boolean; onDone(): void }) {
  return (
    <section className="card" aria-labelledby="alteracao-titulo">
      <h2 id="alteracao-titulo">Alterar os dados aprovados da empresa</h2>
      <p>Os dados aprovados continuam valendo, inclusive em produção, até a equipe aprovar a alteração. Você recebe a decisão por e-mail.</p>
      {change && (
        <div data-testid="situacao-alteracao">
          <p><strong>{CHANGE_TEXT[change.status]}</strong> · enviada em {formatDateTime(change.submitted_at)}
            {change.reviewed_at && <>, analisada em {formatDateTime(change.reviewed_at)}</>}.</p>
          {change.motivo_recusa && <p className="error" role="note">Motivo da recusa: {change.motivo_recusa}</p>}
        </div>
      )}
      {writable && change?.status !== "pending" && <ChangeForm me={me} onDone={onDone} />}
    </section>
  );
}

function ChangeForm({ me, onDone }: { me: Me; onDone(): void }) {
  const record = me as unknown as Record<string, unknown>;
  const [values, setValues] = useState<Record<string, string>>(() => ({
    company_type: String(record.company_type ?? "LIMITED"), ...Object.fromEntries(FIELDS.map((f) => [f.name, String(record[f.name] ?? "")])),
  }));
  const [files, setFiles] = useState<Record<string, File | undefined>>({});
  const [terms, setTerms] = useState(false);
  const action = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    action.run(async () => {
      const form = new FormData();
      form.append("terms_accepted", terms ? "true" : "false");
      form.append("answers", JSON.stringify(Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ""))));
      for (const d of DOCUMENTS) if (files[d.field]) form.append(d.field, files[d.field]!, files[d.field]!.name);
      await api("POST", "/production-request", { form });
      onDone();
    });
  };
  return (
    <form className="form" onSubmit={submit} aria-label="Pedir alteração dos dados">
      <p className="muted">O pedido leva os dados completos da empresa: confira os campos preenchidos e preencha os que aparecem vazios.</p>
      <div className="grid-2">
        {FIELDS.map((f) => (
          <Field key={f.name} label={`Novo valor: ${f.label}`} hint={f.hint}>
            {(id, hint) => <input id={id} aria-describedby={hint} type={f.type ?? "text"} required={f.required} maxLength={f.max} value={values[f.name]} onChange={(e) => setValues({ ...values, [f.name]: e.target.value })} />}
          </Field>
        ))}
      </div>
      <p className="muted">Envie os três documentos de novo, já com os dados novos (PDF, PNG ou JPEG, até 10 MB cada).</p>
      {DOCUMENTS.map((d) => (
        <Field key={d.field} label={`Novo documento: ${d.label}`}>
          {(id) => <input id={id} type="file" accept="application/pdf,image/png,image/jpeg" required onChange={(e) => setFiles({ ...files, [d.field]: e.target.files?.[0] })} />}
        </Field>
      ))}
      <label className="check"><input type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} /> Confirmo que os novos dados e documentos são verdadeiros</label>
      <ErrorBox error={action.error} />
      <button type="submit" disabled={!terms || action.pending}>Pedir alteração</button>
    </form>
  );
}
