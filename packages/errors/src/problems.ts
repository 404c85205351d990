import { AppError } from "./app-error";
import { Codigo } from "./codigos";
import { CodigoCampo } from "./issues";
import { invalidRequest, type ProblemaDeCampo } from "./validate";

/**
 * The list form of the catalogue's 400: several independent checks of one request, each written as a
 * plain "throw on the first problem" rule (errors.validation, invalidField, a zod parse, errors.valorMinimo),
 * run one after another so that the merchant reads every bad field in one answer
 * (`error.erros[]`, one entry per field with its path) instead of fixing them one retry at a time.
 *
 * - Only validation errors (400) are collected; anything else (a 404 customer, a 409 gate, a fault) is
 *   thrown at once, as before.
 * - One problem alone is thrown exactly as its check threw it (a lone VALOR_MINIMO keeps its codigo and
 *   `valor_minimo`), so a request with one bad field is answered as before.
 * - Two or more become one REQUISICAO_INVALIDA whose `erros` lists every entry in check order; a catalogue
 *   error without `erros` (VALOR_MINIMO, CUPOM_NAO_ENCONTRADO…) is listed on the field its check names,
 *   with its codigo when it is a field code, and its other fields (`valor_minimo`) stay beside `erros`.
 */
export class Problemas {
  private readonly found: { error: AppError; campo: string }[] = [];

  /** Runs a check; its 400 is kept under `campo` (used when the error names no field itself). */
  check<T>(campo: string, run: () => T): T | undefined {
    try {
      return run();
    } catch (err) {
      this.keep(err, campo);
      return undefined;
    }
  }

  async checkAsync<T>(campo: string, run: () => Promise<T>): Promise<T | undefined> {
    try {
      return await run();
    } catch (err) {
      this.keep(err, campo);
      return undefined;
    }
  }

  /** Adds problems already listed (a domain function that gathers its own). */
  add(error: AppError, campo = ""): void {
    this.found.push({ error, campo });
  }

  get count(): number {
    return this.found.length;
  }

  /** Throws the one 400 of everything found so far; nothing when every check passed. */
  throwIfAny(): void {
    if (this.found.length === 0) return;
    if (this.found.length === 1) throw this.found[0].error;
    const extra: Record<string, unknown> = {};
    const listed: ProblemaDeCampo[] = [];
    for (const { error, campo } of this.found) {
      const { erros, ...rest } = (error.extra ?? {}) as { erros?: ProblemaDeCampo[] };
      Object.assign(extra, rest);
      listed.push(...(erros ?? [{ campo, local: "corpo", codigo: fieldCodeOf(error.codigo), mensagem: error.message }]));
    }
    const combined = invalidRequest(listed);
    throw new AppError("validation", combined.message, Codigo.REQUISICAO_INVALIDA, { ...extra, ...combined.extra });
  }

  private keep(err: unknown, campo: string): void {
    if (!(err instanceof AppError) || err.kind !== "validation") throw err;
    this.found.push({ error: err, campo });
  }
}

/** A catalogue codigo that is also a per-field code (VALOR_MINIMO) stays; any other is VALOR_INVALIDO. */
function fieldCodeOf(codigo: Codigo): CodigoCampo {
  return (Object.values(CodigoCampo) as string[]).includes(codigo) ? (codigo as CodigoCampo) : CodigoCampo.VALOR_INVALIDO;
}
