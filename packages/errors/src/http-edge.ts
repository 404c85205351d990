/**
 * What every HTTP server of the system does with input that is wrong before a route reads it, so
 * the gateway and the checkout answer it alike, in the contract's 4xx shape (section 7): errors of
 * the body parser (express.json / body-parser / raw-body) and of the router, text PostgreSQL cannot
 * store anywhere in a body or URL, and requests Node's HTTP parser refuses (431, 400, 408).
 */
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { AppError, ErrorKind } from "./app-error";
import { Codigo } from "./codigos";
import { errors } from "./catalogue";
import { CodigoCampo } from "./issues";
import { invalidRequest } from "./validate";
import { unavailableDependencyError } from "./unavailable-dependency";
import { findUnstorableInput, MAX_JSON_DEPTH, UNSTORABLE_TEXT_MESSAGE } from "./text";

/** body-parser's error types (each carries a 4xx status) and what the caller is told. */
const BODY_ERRORS: Record<string, () => AppError> = {
  "entity.too.large": () => errors.payloadTooLarge("Corpo da requisição grande demais"),
  "encoding.unsupported": () => errors.unsupportedMediaType("Content-Encoding não suportado: envie o corpo sem compressão, ou em gzip, deflate ou br"),
  "charset.unsupported": () => errors.unsupportedMediaType("Charset não suportado: envie o corpo em UTF-8"),
  "request.aborted": () => errors.validation("", CodigoCampo.FORMATO_INVALIDO, "A requisição foi interrompida antes do fim do corpo"),
  "request.size.invalid": () => errors.validation("Content-Length", CodigoCampo.VALOR_INVALIDO, "O corpo recebido não tem o tamanho anunciado em Content-Length", { local: "cabecalho" }),
  "entity.verify.failed": () => errors.forbidden("Corpo da requisição recusado"),
  "parameters.too.many": () => errors.payloadTooLarge("Campos demais no formulário"),
};

/** JSON.parse's position, when it gives one, points the caller at the broken spot. */
function malformedJson(err: unknown): AppError {
  const position = /position (\d+)/.exec(String((err as Error).message))?.[1];
  const mensagem = `JSON malformado${position ? ` perto da posição ${position}` : ""}: confira aspas, vírgulas e chaves, ou envie o corpo vazio`;
  return new AppError("validation", `JSON malformado no corpo da requisição${position ? ` (perto da posição ${position})` : ""}: confira aspas, vírgulas e chaves`, Codigo.REQUISICAO_INVALIDA, {
    erros: [{ campo: "", local: "corpo", codigo: CodigoCampo.JSON_MALFORMADO, mensagem }],
  });
}

const OF_STATUS: Record<number, [ErrorKind, Codigo]> = {
  403: ["forbidden", Codigo.ACESSO_NEGADO],
  404: ["not_found", Codigo.RECURSO_NAO_ENCONTRADO],
  413: ["payload_too_large", Codigo.REQUISICAO_GRANDE_DEMAIS],
  415: ["unsupported_media_type", Codigo.TIPO_NAO_SUPORTADO],
  429: ["rate_limited", Codigo.MUITAS_REQUISICOES],
};

/**
 * The AppError for an error the HTTP layer raised about the request itself, or null for anything
 * else (a bug: the caller answers 500 with an id). A dependency that cannot serve now (a database or socket
 * error, see unavailableDependencyError) is 503 SERVICO_INDISPONIVEL, not a bug. Errors with a 5xx status, such as body-parser's
 * `stream.encoding.set`, stay 500: they mean our code misused the stream, not that the input was bad.
 */
export function httpInputErrorOf(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  const unavailable = unavailableDependencyError(err);
  if (unavailable) return unavailable;
  const e = err as { type?: unknown; status?: unknown; statusCode?: unknown; code?: unknown } | null;
  const status = Number(e?.status ?? e?.statusCode);
  if (!e || !Number.isInteger(status) || status < 400 || status > 499) return null;
  if (e.type === "entity.parse.failed") return malformedJson(err);
  const known = typeof e.type === "string" ? BODY_ERRORS[e.type] : undefined;
  if (known) return known();
  if (err instanceof URIError) return errors.validation("", CodigoCampo.FORMATO_INVALIDO, "URL com codificação inválida (sequência % malformada)", { local: "caminho" });
  // A stream error of the decompressor (zlib Z_DATA_ERROR, Z_BUF_ERROR, brotli ERR__…) that body-parser wrapped as a 400.
  if (typeof e.code === "string" && /^(Z_|ERR__)/.test(e.code)) return errors.validation("", CodigoCampo.FORMATO_INVALIDO, "Corpo comprimido inválido para o Content-Encoding informado");
  const [kind, codigo] = OF_STATUS[status] ?? ["validation", Codigo.REQUISICAO_INVALIDA];
  return new AppError(kind, "Requisição malformada", codigo, kind === "validation" ? { erros: [{ campo: "", local: "corpo", codigo: CodigoCampo.FORMATO_INVALIDO, mensagem: "Requisição malformada" }] } : undefined);
}

type Next = (err?: unknown) => void;

/**
 * Middleware after the body parsers: refuses, wherever it is, text PostgreSQL cannot store (NUL,
 * lone surrogates) in the parsed body (values and keys, at any depth) and a NUL in the URL (path
 * parameters and query), and JSON nested deeper than any body of the API. Raw bodies (Buffers) are
 * left to their route.
 */
export function refuseUnstorableInput(req: IncomingMessage & { body?: unknown; originalUrl?: string }, _res: unknown, next: Next): void {
  if (/%00/i.test(req.originalUrl ?? req.url ?? "")) return next(errors.validation("", CodigoCampo.FORMATO_INVALIDO, `URL inválida: ${UNSTORABLE_TEXT_MESSAGE}; remova o %00 do caminho ou da consulta`, { local: "caminho" }));
  const problem = findUnstorableInput(req.body);
  if (!problem) return next();
  const campo = problem.path.length > 120 ? `${problem.path.slice(0, 120)}…` : problem.path;
  if (problem.reason === "depth") return next(errors.validation(campo, CodigoCampo.FORMATO_INVALIDO, `JSON aninhado demais: no máximo ${MAX_JSON_DEPTH} níveis`));
  next(invalidRequest([{ campo, local: "corpo", codigo: CodigoCampo.FORMATO_INVALIDO, mensagem: UNSTORABLE_TEXT_MESSAGE }]));
}

/** Node's own answers to requests its parser refuses, with the contract's body instead of none. */
const CLIENT_ERRORS: Record<string, [number, string, string, Codigo]> = {
  HPE_HEADER_OVERFLOW: [431, "Request Header Fields Too Large", "URL ou cabeçalhos grandes demais", Codigo.REQUISICAO_GRANDE_DEMAIS],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, "Payload Too Large", "Extensões de chunk grandes demais", Codigo.REQUISICAO_GRANDE_DEMAIS],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout", "A requisição não chegou completa a tempo", Codigo.REQUISICAO_INCOMPLETA],
};
const BAD_REQUEST: [number, string, string, Codigo] = [400, "Bad Request", "Requisição HTTP malformada", Codigo.REQUISICAO_INVALIDA];

/**
 * Listener for a server's `clientError` event (`server.on("clientError", answerClientError)`).
 * Like Node's default, it writes only when no response of this connection has started, then closes.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Duplex): void {
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (err.code === "ECONNRESET" || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, reason, message, codigo] = CLIENT_ERRORS[err.code ?? ""] ?? BAD_REQUEST;
  const body = JSON.stringify({ error: { message, codigo } });
  const head = `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`;
  socket.end(head + body, () => socket.destroy());
}
