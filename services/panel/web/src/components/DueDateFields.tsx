import { useState } from "react";
import { api } from "../api";
import type { Api } from "../api-types";
import { dueTermsBody, previewDates, type DueDateForm } from "../due-date";
import { formatBRL, parseBRL, saoPauloDay } from "../format";
import { useAction } from "../hooks";
import { ErrorBox, Field } from "./ui";

type Amount = Api["AmountOfDay"];

/**
 * The due date, fine, interest and discount in a merchant's words (the BCB's multa 2, juros 3 and
 * desconto 1), and a preview of what the payer pays before, on and after the due date, computed by
 * the API for these terms (POST /pix/valor/simulacao) without creating anything. "Nova cobrança" and
 * "Novo link" both use it: a link's terms are POST /pix's (docs/due-date-charges.md).
 */
export function DueDateFields({ form, onChange, amount, errors }: { form: DueDateForm; onChange(f: DueDateForm): void; amount: string; errors: Record<string, string> }) {
  const set = (k: keyof DueDateForm) => (e: { target: { value: string } }) => onChange({ ...form, [k]: e.target.value });
  const [preview, setPreview] = useState<{ label: string; amount: Amount }[] | null>(null);
  const action = useAction();
  const simulate = () => {
    const reais = parseBRL(amount);
    if (!reais) return action.setError("Informe o valor para ver a prévia.");
    const terms = dueTermsBody(form);
    if ("error" in terms) return action.setError(terms.error);
    const dates = previewDates(form.dueDate, saoPauloDay(new Date()));
    action.run(async () => {
      const r = await api<{ data: Amount[] }>("POST", "/pix/valor/simulacao", { body: { amount: reais, ...terms.body, datas: dates.map((d) => d.data) } });
      setPreview(r.data.map((a, i) => ({ label: dates[i].label, amount: a })));
    });
  };
  return (
    <fieldset>
      <legend>Vencimento</legend>
      <Field label="Data de vencimento" hint="Se cair num fim de semana ou feriado nacional, vale o próximo dia útil." error={errors.due_date}>
        {(id, hint) => <input id={id} aria-describedby={hint} type="date" required value={form.dueDate} onChange={set("dueDate")} />}
      </Field>
      <Field label="Multa por atraso (%)" hint="Opcional. Cobrada uma vez, a partir do dia seguinte ao vencimento." error={errors["multa.valor_perc"]}>
        {(id, hint) => <input id={id} aria-describedby={hint} inputMode="decimal" placeholder="2" value={form.multaPercent} onChange={set("multaPercent")} />}
      </Field>
      <Field label="Juros por atraso (% ao mês)" hint="Opcional. Proporcionais aos dias corridos de atraso." error={errors["juros.valor_perc"]}>
        {(id, hint) => <input id={id} aria-describedby={hint} inputMode="decimal" placeholder="1" value={form.jurosPercentMonth} onChange={set("jurosPercentMonth")} />}
      </Field>
      <Field label="Desconto por pagamento antecipado (R$)" hint="Opcional." error={errors["desconto.descontos_data_fixa[0].valor_perc"]}>
        {(id, hint) => <input id={id} aria-describedby={hint} inputMode="decimal" placeholder="0,00" value={form.descontoReais} onChange={set("descontoReais")} />}
      </Field>
      <Field label="Desconto válido até" hint="Sem data, até o vencimento." error={errors["desconto.descontos_data_fixa[0].data"]}>
        {(id, hint) => <input id={id} aria-describedby={hint} type="date" value={form.descontoAte} onChange={set("descontoAte")} />}
      </Field>
      <button type="button" className="secondary" onClick={simulate} disabled={action.pending}>Ver prévia dos valores</button>
      <ErrorBox error={action.error} />
      {preview && (
        <table className="table" aria-label="Prévia dos valores">
          <thead><tr><th>Pago em</th><th>Desconto</th><th>Multa</th><th>Juros</th><th>Total</th></tr></thead>
          <tbody>
            {preview.map(({ label, amount: a }) => (
              <tr key={a.data}>
                <td>{label} ({a.data.split("-").reverse().join("/")})</td>
                <td className="num">{formatBRL(a.desconto)}</td>
                <td className="num">{formatBRL(a.multa)}</td>
                <td className="num">{formatBRL(a.juros)}</td>
                <td className="num"><strong>{formatBRL(a.final)}</strong></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </fieldset>
  );
}
