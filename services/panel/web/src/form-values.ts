import { brasiliaLocalToIso, isoToBrasiliaLocal, parseBRL, reaisInput } from "./format";

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

export type Values = Record<string, string>;
export type Body = Record<string, unknown>;

/** A row from the API → the form's text values (money as "12,50", instants in Brasília time). */
export function valuesOf(row: object, fields: FormField[]): Values {
  return Object.fromEntries(fields.map((f) => {
    const v: unknown = (row as Record<string, unknown>)[f.name];
    switch (f.kind) {
      case "money": return [f.name, reaisInput(typeof v === "number" || typeof v === "string" ? v : null)];
      case "checkbox": return [f.name, v ? "true" : "false"];
      case "datetime": return [f.name, isoToBrasiliaLocal(typeof v === "string" ? v : null)];
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
