import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { AppError, Codigo, CODIGO_HEADER, errors, httpBodyOf, httpHeadersOf, internalErrorBody } from "@pix/errors";
import { buildOpenApiDocument } from "../src/openapi/document";
import { CODIGO_DOCS, codigosOfStatus } from "../src/openapi/error-codes";

/**
 * Issue 33 item 2: no error leaves the system without a `codigo` of the one catalogue. The typecheck
 * holds most of it (AppError's `codigo` is required; `errors.validation` needs the field and its code);
 * this spec holds the rest: errors built past the types (an `undefined` code) and error bodies written
 * by hand, in every source of the services and packages, and the API document's list of codes.
 */

const ROOT = join(__dirname, "..", "..", "..");

/** The index of the bracket that closes the one at `open`, skipping strings, templates and line comments. */
function closing(source: string, open: number): number {
  const stack: string[] = [];
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    const top = stack[stack.length - 1];
    if (top === '"' || top === "'" || top === "`") {
      if (c === "\\") i++;
      else if (c === top) {
        stack.pop();
        if (stack.length === 0) return i;
      }
      else if (top === "`" && c === "$" && source[i + 1] === "{") { stack.push("{"); i++; }
    } else if (c === "/" && source[i + 1] === "/") {
      const end = source.indexOf("\n", i);
      if (end < 0) break;
      i = end - 1;
    }
    else if (c === '"' || c === "'" || c === "`" || c === "(" || c === "{" || c === "[") stack.push(c);
    else if (c === ")" || c === "}" || c === "]") {
      stack.pop();
      if (stack.length === 0) return i;
    }
  }
  return source.length - 1; // unbalanced (a regular expression with a bracket): the rest of the text
}

/** Top-level arguments of a call's text between its parentheses. */
function argumentsOf(inner: string): string[] {
  const args: string[] = [];
  let start = 0;
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i];
    if ("\"'`([{".includes(c)) i = closing(inner, i);
    else if (c === ",") { args.push(inner.slice(start, i).trim()); start = i + 1; }
  }
  const last = inner.slice(start).trim();
  return last ? [...args, last] : args;
}

/**
 * Error constructions without a code in one source file: `new AppError(kind, message)` whose code is
 * missing or `undefined`, and an HTTP error body written by hand (`json(…{ error: {…} })`,
 * `JSON.stringify({ error: {…} })`) whose object has no `codigo`. Returns one line of text per finding.
 */
export function uncodedErrors(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/new AppError\(/g)) {
    const open = m.index! + m[0].length - 1;
    const args = argumentsOf(source.slice(open + 1, closing(source, open)));
    if (args.length < 3 || args[2] === "undefined" || args[2] === "null") found.push(`new AppError(${args.slice(0, 2).join(", ")})`);
  }
  for (const m of source.matchAll(/\b(?:json|JSON\.stringify)\(/g)) {
    const open = m.index! + m[0].length - 1;
    const call = source.slice(open, closing(source, open) + 1);
    for (const body of call.matchAll(/\berror: \{/g)) {
      const start = body.index! + body[0].length - 1;
      const object = call.slice(start, closing(call, start) + 1);
      if (!/\bcodigo\b/.test(object)) found.push(`error: ${object}`);
    }
  }
  return found;
}

/** Every TypeScript source (no specs) of the services and packages: what can answer an error. */
function sources(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (["node_modules", "generated", "dist", "web-dist", "test"].includes(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name)) files.push(path);
    }
  };
  for (const top of ["services", "packages"]) walk(join(ROOT, top));
  return files;
}

describe("uncodedErrors (the scan)", () => {
  it("finds an AppError without a code, or with an undefined one", () => {
    expect(uncodedErrors('throw new AppError("conflict", "Já existe");')).toEqual(['new AppError("conflict", "Já existe")']);
    expect(uncodedErrors("throw new AppError(kind, `a, ${b(c, d)}`, undefined, { x: 1 });")).toEqual(["new AppError(kind, `a, ${b(c, d)}`)"]);
    expect(uncodedErrors('new AppError("conflict", "x", Codigo.JA_EXISTE)')).toEqual([]);
  });

  it("finds a hand-written error body without codigo, and passes one with it", () => {
    expect(uncodedErrors('res.status(403).json({ error: { message: "Não" } });')).toEqual(['error: { message: "Não" }']);
    expect(uncodedErrors("const body = JSON.stringify({ error: { message } });")).toEqual(["error: { message }"]);
    expect(uncodedErrors('res.status(403).json({ error: { message: "Não", codigo: "ACESSO_NEGADO" } });')).toEqual([]);
    // A field named `error` that is not an HTTP body (a delivery's outcome) is not an answer.
    expect(uncodedErrors('await deliveries.complete(id, failed, { error: "Endpoint desativado" });')).toEqual([]);
  });

  it("finds none in the services and packages", () => {
    const files = sources();
    expect(files.length).toBeGreaterThan(300); // the tree itself was read
    const findings = files.flatMap((file) => uncodedErrors(readFileSync(file, "utf8")).map((f) => `${file.slice(ROOT.length + 1)}: ${f}`));
    expect(findings).toEqual([]);
  });
});

describe("the catalogue's own answers", () => {
  it("a 401 keeps the contract's string body and carries its code in Pix-Codigo", () => {
    const err = errors.unauthenticated(Codigo.API_KEY_REVOGADA, "API key revogada em 2026-11-28");
    expect(httpBodyOf(err)).toEqual({ error: "API key revogada em 2026-11-28" });
    expect(httpHeadersOf(err)).toEqual({ [CODIGO_HEADER]: "API_KEY_REVOGADA" });
  });

  it("errors.validation answers REQUISICAO_INVALIDA with the field in erros[]", () => {
    const err = errors.validation("expires_at", "VALOR_MINIMO", "expires_at deve estar no futuro");
    expect(httpBodyOf(err)).toEqual({ error: {
      message: "expires_at deve estar no futuro",
      codigo: "REQUISICAO_INVALIDA",
      erros: [{ campo: "expires_at", local: "corpo", codigo: "VALOR_MINIMO", mensagem: "expires_at deve estar no futuro" }],
    } });
  });

  it("a 404 names its resource; a 500 carries only its id and ERRO_INTERNO", () => {
    expect(httpBodyOf(errors.notFound("Cobrança"))).toEqual({ error: { message: "Cobrança não encontrada", codigo: "RECURSO_NAO_ENCONTRADO", recurso: "Cobrança" } });
    expect(internalErrorBody("abc")).toEqual({ error: { id: "abc", codigo: "ERRO_INTERNO" } });
  });

  it("an AppError's code is required by its type", () => {
    // @ts-expect-error: a new AppError without a code does not typecheck.
    const bare = new AppError("conflict", "x");
    // @ts-expect-error: nor does a 400 that names its field only in prose.
    const prose = () => errors.validation("amount é obrigatório");
    expect([bare.kind, typeof prose]).toEqual(["conflict", "function"]);
  });
});

describe("the API document lists every code", () => {
  const doc = buildOpenApiDocument() as any;

  it("RouteError's codigo is required and is the whole catalogue", () => {
    const error = doc.components.schemas.RouteError.properties.error;
    expect(error.required).toContain("codigo");
    expect([...error.properties.codigo.enum].sort()).toEqual(Object.values(Codigo).sort());
  });

  it("every code is described in the document's table", () => {
    const description: string = doc.info.description;
    expect(Object.values(Codigo).filter((codigo) => !description.includes(`| \`${codigo}\` |`))).toEqual([]);
    expect(Object.keys(CODIGO_DOCS).sort()).toEqual(Object.values(Codigo).sort());
  });

  it("a 401 declares Pix-Codigo with the 401 codes; a 500 declares ERRO_INTERNO", () => {
    const header = doc.components.responses.Unauthorized.headers[CODIGO_HEADER];
    expect(header.schema.enum).toEqual(codigosOfStatus("401"));
    expect(header.schema.enum).toEqual(expect.arrayContaining(["CREDENCIAL_AUSENTE", "CREDENCIAL_INVALIDA", "API_KEY_REVOGADA", "LOGIN_INVALIDO"]));
    expect(doc.components.schemas.InternalError.properties.error.required).toEqual(["id", "codigo"]);
  });
});
