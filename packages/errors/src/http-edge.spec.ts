import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { AppError } from "./app-error";
import { httpBodyOf, httpStatusOf } from "./http";
import { answerClientError, httpInputErrorOf, refuseUnstorableInput } from "./http-edge";

/** The errors body-parser, raw-body and the router raise, with the fields they really carry. */
const httpError = (status: number, fields: Record<string, unknown> = {}, base: Error = new Error("x")) =>
  Object.assign(base, { status, statusCode: status, expose: status < 500, ...fields });

describe("httpInputErrorOf", () => {
  it.each<[string, number, Error]>([
    ["malformed JSON", 400, httpError(400, { type: "entity.parse.failed" })],
    ["a body over the limit", 413, httpError(413, { type: "entity.too.large" })],
    ["an unknown Content-Encoding", 415, httpError(415, { type: "encoding.unsupported" })],
    ["an unknown charset", 415, httpError(415, { type: "charset.unsupported" })],
    ["an aborted request", 400, httpError(400, { type: "request.aborted" })],
    ["a body shorter than Content-Length", 400, httpError(400, { type: "request.size.invalid" })],
    ["a failed verify hook", 403, httpError(403, { type: "entity.verify.failed" })],
    ["too many form fields", 413, httpError(413, { type: "parameters.too.many" })],
    ["gzip that is not gzip (zlib)", 400, httpError(400, { code: "Z_DATA_ERROR", errno: -3 })],
    ["br that is not br (brotli)", 400, httpError(400, { code: "ERR__ERROR_FORMAT_PADDING_2", errno: -15 })],
    ["a path parameter with a malformed % escape (router)", 400, httpError(400, {}, new URIError("Failed to decode param '%E0%A4%A'"))],
    ["any other 4xx of the HTTP layer", 400, httpError(400, { type: "something.new" })],
    ["a 404 of the HTTP layer", 404, httpError(404)],
  ])("maps %s to %i with a Portuguese message in the contract's shape", (_what, status, err) => {
    const mapped = httpInputErrorOf(err)!;
    expect(httpStatusOf(mapped)).toBe(status);
    expect(httpBodyOf(mapped)).toEqual({ error: { message: expect.any(String), codigo: expect.any(String), ...(mapped.extra ? { erros: expect.any(Array) } : {}) } });
    expect(mapped.message).not.toBe("x");
  });

  it("malformed JSON says where it broke and carries JSON_MALFORMADO in erros", () => {
    let thrown: unknown;
    try { JSON.parse('{"a": 1,}'); } catch (err) { thrown = err; }
    const mapped = httpInputErrorOf(httpError(400, { type: "entity.parse.failed" }, thrown as Error))!;
    expect(mapped.message).toMatch(/^JSON malformado no corpo da requisição \(perto da posição \d+\): confira aspas, vírgulas e chaves$/);
    expect(mapped.extra).toEqual({ erros: [{ campo: "", local: "corpo", codigo: "JSON_MALFORMADO", mensagem: expect.stringMatching(/^JSON malformado perto da posição \d+/) }] });
  });

  it("keeps AppErrors, and leaves bugs (no status, or a 5xx such as stream.encoding.set) to the 500 path", () => {
    const app = new AppError("conflict", "c", "ESTADO_INCOMPATIVEL");
    expect(httpInputErrorOf(app)).toBe(app);
    expect(httpInputErrorOf(new Error("boom"))).toBeNull();
    expect(httpInputErrorOf(httpError(500, { type: "stream.encoding.set" }))).toBeNull();
    expect(httpInputErrorOf(undefined)).toBeNull();
    expect(httpInputErrorOf({ status: "oops" })).toBeNull();
  });
});

describe("refuseUnstorableInput", () => {
  const run = (req: Record<string, unknown>) => {
    let passed: unknown = "not called";
    refuseUnstorableInput(req as never, undefined, (err) => (passed = err));
    return passed as AppError | undefined;
  };

  it("refuses a NUL anywhere in the body or the URL, and over-deep JSON, with 400", () => {
    const nul = run({ url: "/x", body: { a: [{ b: "\u0000" }] } });
    expect(nul?.message).toMatch(/^Campo `a\[0\]\.b` do corpo: caractere não permitido/);
    expect(nul?.extra).toEqual({ erros: [{ campo: "a[0].b", local: "corpo", codigo: "FORMATO_INVALIDO", mensagem: expect.stringMatching(/^caractere não permitido/) }] });
    expect(run({ url: "/x", body: { a: "\udc00" } })?.kind).toBe("validation");
    expect(run({ url: "/api-keys/%00", body: undefined })?.message).toMatch(/URL inválida/);
    expect(run({ url: "/x?txid=a%00", originalUrl: "/x?txid=a%00" })?.kind).toBe("validation");
    expect(run({ url: "/x", body: JSON.parse(`${"[".repeat(40)}${"]".repeat(40)}`) })?.message).toMatch(/aninhado demais/);
  });

  it("lets ordinary input, %2500 (a literal %00) and raw bodies through", () => {
    expect(run({ url: "/x?q=%2500", body: { a: "ação 🚀", b: [1, null] } })).toBeUndefined();
    expect(run({ url: "/notices", body: Buffer.from([0]) })).toBeUndefined();
  });
});

describe("answerClientError on a real HTTP server", () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    // Short request deadlines so a request that never completes its headers is timed out (408) at once.
    server = http.createServer({ requestTimeout: 200, headersTimeout: 200, connectionsCheckingInterval: 50 }, (_req, res) => res.end("ok"));
    server.on("clientError", answerClientError);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Sends bytes and reads the answer until the server closes; `keepOpen` leaves the request unfinished. */
  const raw = (bytes: string, keepOpen = false) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, "127.0.0.1");
      const chunks: Buffer[] = [];
      socket.on("data", (c: Buffer) => chunks.push(c)).on("error", reject).on("close", () => resolve(Buffer.concat(chunks).toString()));
      if (keepOpen) socket.write(bytes);
      else socket.end(bytes);
    });

  it.each([
    ["a 20 kB URL", `GET /?q=${"a".repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, "431 Request Header Fields Too Large"],
    ["a 20 kB header", `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"b".repeat(20_000)}\r\n\r\n`, "431 Request Header Fields Too Large"],
    ["a NUL in a header", "GET / HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0000b\r\n\r\n", "400 Bad Request"],
    ["a garbage request line", "HELLO\r\n\r\n", "400 Bad Request"],
    ["headers that never end", "GET / HTTP/1.1\r\nHost: x\r\n", "408 Request Timeout"],
  ])("answers %s with JSON in the contract's shape and closes", async (what, request, statusLine) => {
    const answer = await raw(request, what === "headers that never end");
    expect(answer.startsWith(`HTTP/1.1 ${statusLine}\r\n`)).toBe(true);
    expect(answer).toMatch(/\r\nContent-Type: application\/json; charset=utf-8\r\n/);
    expect(answer).toMatch(/\r\nConnection: close\r\n/);
    expect(JSON.parse(answer.split("\r\n\r\n")[1])).toEqual({ error: { message: expect.any(String), codigo: expect.stringMatching(/^(REQUISICAO_INVALIDA|REQUISICAO_GRANDE_DEMAIS|REQUISICAO_INCOMPLETA)$/) } });
  });
});
