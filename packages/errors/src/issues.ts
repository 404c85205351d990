/**
 * The one Portuguese reading of zod's issues (issue 26): each problem becomes a stable code of
 * CodigoCampo and a sentence that says what is expected, with an example. parseOrThrow hands
 * `issueMessage` to zod as the parse's error map (a schema's own message still wins) and uses
 * `issueCode` to classify what came back.
 */
import type { z } from "zod";

/** The closed set of per-field codes in `error.erros[].codigo`; clients switch on these, never on text. */
export const CodigoCampo = {
  CAMPO_OBRIGATORIO: "CAMPO_OBRIGATORIO",
  TIPO_INVALIDO: "TIPO_INVALIDO",
  FORMATO_INVALIDO: "FORMATO_INVALIDO",
  VALOR_MINIMO: "VALOR_MINIMO",
  VALOR_MAXIMO: "VALOR_MAXIMO",
  TAMANHO_MINIMO: "TAMANHO_MINIMO",
  TAMANHO_MAXIMO: "TAMANHO_MAXIMO",
  CAMPO_DESCONHECIDO: "CAMPO_DESCONHECIDO",
  OPCAO_INVALIDA: "OPCAO_INVALIDA",
  VALOR_INVALIDO: "VALOR_INVALIDO",
  JSON_MALFORMADO: "JSON_MALFORMADO",
} as const;
export type CodigoCampo = (typeof CodigoCampo)[keyof typeof CodigoCampo];

/** What zod hands an error map: the issue while it is raised, with its input. */
type RawIssue = z.core.$ZodRawIssue;
type Issue = z.core.$ZodIssue | RawIssue;

const TYPE_NAMES: Record<string, string> = {
  string: "um texto entre aspas",
  number: "um número",
  int: "um número inteiro, por exemplo 10",
  bigint: "um número inteiro",
  boolean: "true ou false",
  object: "um objeto JSON ({…})",
  array: "uma lista ([…])",
  date: "uma data",
  null: "null",
};

/** How the value that came is named: "texto", "lista", "null"… */
function receivedName(input: unknown): string {
  if (input === null) return "null";
  if (Array.isArray(input)) return "uma lista";
  if (typeof input === "number") return Number.isNaN(input) ? "um valor que não é número" : Number.isInteger(input) ? "um número inteiro" : "um número com decimais";
  return { string: "um texto", boolean: "true/false", object: "um objeto" }[typeof input as string] ?? typeof input;
}

const FORMATS: Record<string, string> = {
  datetime: "use data e hora ISO 8601 com fuso, por exemplo 2026-12-01T10:00:00-03:00",
  date: "use uma data AAAA-MM-DD, por exemplo 2026-12-01",
  time: "use um horário HH:MM:SS, por exemplo 10:00:00",
  email: "use um e-mail válido, por exemplo nome@exemplo.com.br",
  url: "use um endereço completo, por exemplo https://loja.exemplo.com.br/retorno",
  uuid: "use um identificador UUID, por exemplo 3f2b8c1e-6d4a-4c1b-9a7e-2d5f8b0c9e11",
  guid: "use um identificador UUID, por exemplo 3f2b8c1e-6d4a-4c1b-9a7e-2d5f8b0c9e11",
  regex: "não está no formato esperado; confira a documentação do campo",
};

function formatText(issue: Extract<Issue, { code: "invalid_format" }>): string {
  const i = issue as { format: string; prefix?: string; suffix?: string; includes?: string };
  if (i.format === "starts_with") return `deve começar com "${i.prefix}"`;
  if (i.format === "ends_with") return `deve terminar com "${i.suffix}"`;
  if (i.format === "includes") return `deve conter "${i.includes}"`;
  if (i.format === "lowercase") return "use só letras minúsculas";
  if (i.format === "uppercase") return "use só letras maiúsculas";
  return FORMATS[i.format] ?? `formato inválido (esperado: ${i.format})`;
}

/** too_small / too_big: numbers and dates are values; texts and lists are sizes. */
function boundText(origin: string, bound: unknown, inclusive: boolean | undefined, side: "min" | "max"): string {
  const n = Number(bound);
  if (origin === "string") {
    if (side === "min" && n === 1) return "não pode ser vazio";
    return `deve ter ${side === "min" ? "no mínimo" : "no máximo"} ${n} ${n === 1 ? "caractere" : "caracteres"}`;
  }
  if (origin === "array" || origin === "set") return `deve ter ${side === "min" ? "no mínimo" : "no máximo"} ${n} ${n === 1 ? "item" : "itens"}`;
  if (origin === "date") return `deve ser ${side === "min" ? "a partir de" : "até"} ${new Date(n).toISOString()}`;
  if (inclusive === false) return `deve ser ${side === "min" ? "maior" : "menor"} que ${n}`;
  return `deve ser ${side === "min" ? "no mínimo" : "no máximo"} ${n}`;
}

const isSize = (origin: string) => origin === "string" || origin === "array" || origin === "set";

/** The stable code of one issue (a custom issue may name its own in `params.codigo`). */
export function issueCode(issue: Issue): CodigoCampo {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined ? CodigoCampo.CAMPO_OBRIGATORIO : CodigoCampo.TIPO_INVALIDO;
    case "invalid_union":
      if (issue.input === undefined) return CodigoCampo.CAMPO_OBRIGATORIO;
      return onlyTypeErrors(issue) ? CodigoCampo.TIPO_INVALIDO : CodigoCampo.FORMATO_INVALIDO;
    case "too_small":
      return isSize(issue.origin) ? CodigoCampo.TAMANHO_MINIMO : CodigoCampo.VALOR_MINIMO;
    case "too_big":
      return isSize(issue.origin) ? CodigoCampo.TAMANHO_MAXIMO : CodigoCampo.VALOR_MAXIMO;
    case "invalid_format":
    case "not_multiple_of":
    case "invalid_key":
    case "invalid_element":
      return CodigoCampo.FORMATO_INVALIDO;
    case "unrecognized_keys":
      return CodigoCampo.CAMPO_DESCONHECIDO;
    case "invalid_value":
      return CodigoCampo.OPCAO_INVALIDA;
    default: {
      const own = (issue as { params?: { codigo?: unknown } }).params?.codigo;
      return typeof own === "string" && own in CodigoCampo ? (own as CodigoCampo) : CodigoCampo.VALOR_INVALIDO;
    }
  }
}

/** A union whose every branch failed on the value's type at its root (e.g. number | string given true). */
function onlyTypeErrors(issue: { errors: readonly (readonly { code: string; path?: readonly PropertyKey[] }[])[] }): boolean {
  return issue.errors.every((branch) => branch.every((e) => e.code === "invalid_type" && (e.path?.length ?? 0) === 0));
}

function unionExpected(issue: { errors: readonly (readonly z.core.$ZodIssue[])[] }): string {
  const expected = (e: z.core.$ZodIssue) => (e.code === "invalid_type" ? TYPE_NAMES[e.expected] ?? e.expected : undefined);
  const names = issue.errors.flatMap((b) => b.map(expected)).filter(Boolean);
  return [...new Set(names)].join(" ou ");
}

/** A string format (datetime, e-mail…) given the wrong type says the format, not only "a text". */
function formatOf(issue: Issue): string | undefined {
  const format = (issue as { inst?: { _zod?: { def?: { format?: unknown } } } }).inst?._zod?.def?.format;
  return typeof format === "string" ? FORMATS[format] : undefined;
}

/** What each branch of a union asked for at the value itself: "use uma data … ou use data e hora …". */
function unionAlternatives(issue: { errors: readonly (readonly z.core.$ZodIssue[])[] }): string {
  const root = issue.errors.flatMap((b) => b.filter((e) => e.path.length === 0 && e.code !== "invalid_type").map((e) => e.message));
  return [...new Set(root)].join(" ou ");
}

function typeText(issue: Extract<Issue, { code: "invalid_type" }>): string {
  const format = formatOf(issue);
  if (format) return issue.input === undefined ? `obrigatório: ${format}` : `${format} (veio ${receivedName(issue.input)})`;
  const want = TYPE_NAMES[issue.expected] ?? issue.expected;
  if (issue.input === undefined) return `obrigatório: envie ${want}`;
  return `deve ser ${want}, mas veio ${receivedName(issue.input)}`;
}

/**
 * The Portuguese sentence for one issue, without saying where it is (parseOrThrow adds that);
 * `inBody` false words an unknown key as a parameter (query, path, header) rather than a field.
 */
export function issueMessage(issue: Issue, inBody = true): string {
  switch (issue.code) {
    case "invalid_type":
      return typeText(issue);
    case "invalid_union":
      if (issue.input === undefined) return `obrigatório: envie ${unionExpected(issue) || "um valor"}`;
      if (onlyTypeErrors(issue)) return `deve ser ${unionExpected(issue)}, mas veio ${receivedName(issue.input)}`;
      return unionAlternatives(issue) || "não corresponde a nenhuma das formas aceitas; confira a documentação do campo";
    case "too_small":
      return boundText(issue.origin, issue.minimum, issue.inclusive, "min");
    case "too_big":
      return boundText(issue.origin, issue.maximum, issue.inclusive, "max");
    case "invalid_format":
      return formatText(issue);
    case "not_multiple_of":
      return `deve ser múltiplo de ${String(issue.divisor)}`;
    case "unrecognized_keys":
      return `${inBody ? "campo" : "parâmetro"} desconhecido: remova-o ou confira a grafia`;
    case "invalid_value":
      return issue.values.length === 1
        ? `deve ser ${JSON.stringify(issue.values[0])}`
        : `use um destes valores: ${issue.values.map((v) => String(v)).join(", ")}`;
    case "invalid_key":
      return "tem uma chave inválida";
    case "invalid_element":
      return "tem um item inválido";
    default:
      return "valor inválido";
  }
}
