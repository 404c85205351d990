import type { z } from "zod";
import { AppError, ErrorExtra } from "./app-error";
import { Codigo } from "./codigos";
import { CodigoCampo, issueCode, issueMessage } from "./issues";

/** Where a problem is in the request: body, query string, path, or a header. */
export type Local = "corpo" | "consulta" | "caminho" | "cabecalho";

/** One entry of `error.erros` (Hyperswitch-style): the field's path, where it is, a stable code, what to do. */
export interface ProblemaDeCampo {
  campo: string;
  local: Local;
  codigo: CodigoCampo;
  mensagem: string;
}

/** A body with hundreds of unknown keys still answers a readable message and a bounded list. */
const MAX_PROBLEMS = 20;

type Issue = z.core.$ZodIssue;

/** `items[0].sku` from zod's ["items", 0, "sku"]. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, key) => (typeof key === "number" ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)), "");
}

/** Issues as the merchant reads them: one per unknown key, and a union's nearest branch opened up. */
function flatten(issue: Issue, base: readonly PropertyKey[] = []): { path: PropertyKey[]; issue: Issue }[] {
  const path = [...base, ...issue.path];
  if (issue.code === "unrecognized_keys") return issue.keys.map((key) => ({ path: [...path, key], issue }));
  if (issue.code === "invalid_union" && issue.input !== undefined) {
    // A branch whose type matched and that failed inside (an object with a bad field) is the one meant.
    const branch = issue.errors.find((b) => b.length > 0 && b.every((e) => e.path.length > 0));
    if (branch) return branch.flatMap((inner) => flatten(inner, path));
  }
  return [{ path, issue }];
}

/** The list of problems of a failed parse, in the order zod found them. */
export function problemsOf(error: z.ZodError, local: Local = "corpo"): ProblemaDeCampo[] {
  return error.issues.flatMap((i) => flatten(i)).map(({ path, issue }) => ({
    campo: fieldPath(path),
    local,
    codigo: issueCode(issue),
    mensagem: issue.message,
  }));
}

/** "campo `amount` do corpo", "parâmetro de consulta `limit`", "parâmetro de caminho `id`", "cabeçalho `Idempotency-Key`". */
export function placeOf(p: Pick<ProblemaDeCampo, "campo" | "local">): string {
  if (p.local === "consulta") return p.campo ? `parâmetro de consulta \`${p.campo}\`` : "parâmetros de consulta";
  if (p.local === "caminho") return `parâmetro de caminho \`${p.campo}\``;
  if (p.local === "cabecalho") return `cabeçalho \`${p.campo}\``;
  return p.campo ? `campo \`${p.campo}\` do corpo` : "corpo";
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The 400 for a list of problems: a message that names every one, and the list beside it as `erros`. */
export function invalidRequest(problems: ProblemaDeCampo[]): AppError {
  const listed = problems.slice(0, MAX_PROBLEMS);
  const lines = listed.map((p) => `${placeOf(p)}: ${p.mensagem}`);
  const more = problems.length > listed.length ? `; e mais ${problems.length - listed.length}` : "";
  const message = listed.length === 1
    ? capitalize(lines[0])
    : `${problems.length} problemas na requisição: ${lines.join("; ")}${more}`;
  return new AppError("validation", message, Codigo.REQUISICAO_INVALIDA, { erros: listed });
}

/**
 * A 400 about one field whose whole sentence the caller words (it names the field and what to do):
 * the sentence is the message and the one `erros` entry's `mensagem`. `campo` "" means the request as
 * a whole at `local` (a malformed body, a URL). `errors.validation` of the catalogue is this.
 */
export function fieldError(campo: string, codigo: CodigoCampo, message: string, local: Local = "corpo", extra?: ErrorExtra): AppError {
  return new AppError("validation", message, Codigo.REQUISICAO_INVALIDA, { ...extra, erros: [{ campo, local, codigo, mensagem: message }] });
}

/** A 400 about one field that a rule outside zod refused (a cursor, a slug…), in the same shape as parseOrThrow's. */
export function invalidField(campo: string, codigo: CodigoCampo, mensagem: string, local: Local = "corpo"): AppError {
  return invalidRequest([{ campo, local, codigo, mensagem }]);
}

/**
 * Parses `input` with the Portuguese error map of ./issues and throws one 400 that lists every
 * problem, or returns the parsed value. `local` says where the input came from (default: the body).
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, local: Local = "corpo"): z.infer<S> {
  const result = schema.safeParse(input, { error: (issue) => issueMessage(issue, local === "corpo"), reportInput: true });
  if (result.success) return result.data;
  throw invalidRequest(problemsOf(result.error, local));
}
