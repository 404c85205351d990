import { useState, type FormEvent } from "react";
import { useAction } from "../hooks";
import { brasiliaLocalToIso, isoToBrasiliaLocal, parseBRL, reaisInput } from "../format";
import { ErrorBox, Field } from "./ui";

/**
 * One field of a create or edit form. `name` is the API's body field; `kind` says how the typed text
 * becomes its JSON value: money ("12,50" → "12.50" through parseBRL), checkbox (boolean), datetime
 * (Brasília time → ISO with -03:00), select (one of `options`), text/email (the string as typed).
 */
export interface FormField {
  name: string;
  label: string;
  kind?: "text" | "email" | "money" | "checkbox" | "datetime" | "select";
  required?: boolean;
  options?: [string, string][];
}

type Values = Record<string, string>;
export type Body = Record<string, unknown>;

/** A row from the API → the form's text values (money as "12,50", instants in Brasília time). */
export function valuesOf(row: Record<string, any>, fields: FormField[]): Values {
  return Object.fromEntries(fields.map((f) => {
    const v = row[f.name];
    switch (f.kind) {
      case "money": return [f.name, reaisInput(v)];
      case "checkbox": return [f.name, v ? "true" : "false"];
      case "datetime": return [f.name, isoToBrasiliaLocal(v)];
      default: return [f.name, v === null || v === undefined ? "" : String(v)];
    }
  }));
}

function toJson(f: FormField, value: string): unknown {
  switch (f.kind) {
    case "checkbox": return value === "true";
    case "money": {
      const r = parseBRL(value);
      if (!r) throw new Error(`${f.label}: valor inválido, use por exemplo 25,00.`);
      return r;
    }
    case "datetime": {
      const iso = brasiliaLocalToIso(value);
      if (!iso) throw new Error(`${f.label}: informe data e hora.`);
      return iso;
    }
    default: return value;
  }
}

const isText = (f: FormField) => f.kind === undefined || f.kind === "text" || f.kind === "email";

/**
 * The body to send: on create every field with a value (an empty optional field is left out); on
 * edit only the fields that differ from `initial`, so a PUT never rewrites what the person left alone
 * (an emptied text is sent as "", which the API reads as "clear"; an emptied amount or date is refused here).
 */
export function bodyOf(fields: FormField[], values: Values, initial?: Values): Body {
  const send = fields.filter((f) => (initial ? values[f.name] !== initial[f.name] : values[f.name] !== ""));
  return Object.fromEntries(send.map((f) => [f.name, initial && values[f.name] === "" && isText(f) ? "" : toJson(f, values[f.name])]));
}

/** Select and checkbox start at a value (the first option, unchecked); the rest start empty. */
function blank(fields: FormField[]): Values {
  return Object.fromEntries(fields.map((f) => [f.name, f.kind === "select" ? f.options![0][0] : f.kind === "checkbox" ? "false" : ""]));
}

function Input({ field, id, value, onChange }: { field: FormField; id: string; value: string; onChange(v: string): void }) {
  switch (field.kind) {
    case "select":
      return <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>{field.options!.map(([v, l]) => <option key={v} value={v}>{l}</option>)}</select>;
    case "checkbox":
      return <input id={id} type="checkbox" checked={value === "true"} onChange={(e) => onChange(String(e.target.checked))} />;
    case "datetime":
      return <input id={id} type="datetime-local" required={field.required} value={value} onChange={(e) => onChange(e.target.value)} />;
    default:
      return <input id={id} type={field.kind === "email" ? "email" : "text"} inputMode={field.kind === "money" ? "decimal" : undefined}
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
        <Field key={f.name} label={f.label}>
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
