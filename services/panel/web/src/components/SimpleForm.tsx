import { useState, type FormEvent } from "react";
import { useAction } from "../hooks";
import { bodyOf, type Body, type FormField, type Values } from "../form-values";
import { ErrorBox, Field } from "./ui";

/** Select and checkbox start at a value (the first option, unchecked); the rest start empty. */
function blank(fields: FormField[]): Values {
  return Object.fromEntries(fields.map((f) => [f.name, f.kind === "select" ? f.options![0][0] : f.kind === "checkbox" ? "false" : ""]));
}

/** `aria-*`: what `Field` marks on its input when the API refused the field (passed on to the element). */
function Input({ field, id, value, onChange, ...aria }: {
  field: FormField; id: string; value: string; onChange(v: string): void; "aria-invalid"?: boolean; "aria-describedby"?: string;
}) {
  switch (field.kind) {
    case "select":
      return <select id={id} {...aria} value={value} onChange={(e) => onChange(e.target.value)}>{field.options!.map(([v, l]) => <option key={v} value={v}>{l}</option>)}</select>;
    case "checkbox":
      return <input id={id} {...aria} type="checkbox" checked={value === "true"} onChange={(e) => onChange(String(e.target.checked))} />;
    case "datetime":
      return <input id={id} {...aria} type="datetime-local" required={field.required} value={value} onChange={(e) => onChange(e.target.value)} />;
    default:
      return <input id={id} {...aria} type={field.kind === "email" ? "email" : "text"} inputMode={field.kind === "money" ? "decimal" : undefined}
        required={field.required} value={value} onChange={(e) => onChange(e.target.value)} />;
  }
}

/**
 * A create form (`initial` absent: starts blank, clears after saving) or an edit form (prefilled
 * from `initial`, sends only the changed fields, and offers "Cancelar"). A 4xx from the API shows in
 * the form's own error box.
 */
export function SimpleForm({ title, fields, initial, submit, onCancel }: {
  title: string; fields: FormField[]; initial?: Values; submit(body: Body): Promise<unknown>; onCancel?(): void;
}) {
  const [values, setValues] = useState<Values>(() => initial ?? blank(fields));
  const action = useAction();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    action.run(async () => {
      const body = bodyOf(fields, values, initial);
      if (initial && Object.keys(body).length === 0) throw new Error("Nada foi alterado.");
      await submit(body);
      if (!initial) setValues(blank(fields));
    });
  };
  return (
    <form className="card form" onSubmit={onSubmit} aria-label={title}>
      <h2>{title}</h2>
      {fields.map((f) => (
        <Field key={f.name} label={f.label} error={action.fieldErrors[f.name]}>
          {(id) => <Input field={f} id={id} value={values[f.name]} onChange={(v) => setValues((old) => ({ ...old, [f.name]: v }))} />}
        </Field>
      ))}
      <ErrorBox error={action.error} />
      <div className="actions">
        <button type="submit" disabled={action.pending}>Salvar</button>
        {onCancel && <button type="button" className="secondary" onClick={onCancel}>Cancelar</button>}
      </div>
    </form>
  );
}
