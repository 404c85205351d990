import http from "node:http";
import net from "node:net";

export interface Shot {
  label: string;
  method: string;
  /** Already URL-encoded path and query. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** A 2xx is a failure too (another merchant's id must never be served). */
  mustRefuse?: boolean;
  /** The page answers HTML to browsers: then only "not 5xx, answered" is checked. */
  html?: boolean;
  /** A 5xx this route gives by design, in the error shape (503 from /health, 502 from cancel and refund). */
  byDesign?: number;
}

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/** Each request has its own deadline: a hang is a failure, not a stuck test. */
export const ANSWER_TIMEOUT_MS = 10_000;

export function send(baseUrl: string, shot: Shot, agent: http.Agent): Promise<Answer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...(shot.headers ?? {}) };
    if (shot.body !== undefined) headers["content-length"] = Buffer.byteLength(shot.body);
    const req = http.request({ host: url.hostname, port: url.port, method: shot.method, path: shot.path, headers, agent }, (res) => {
      // A stream (GET /events/stream) never ends by itself: its status and headers are the answer.
      if (String(res.headers["content-type"] ?? "").startsWith("text/event-stream")) {
        req.destroy();
        return resolve({ status: res.statusCode ?? 0, contentType: String(res.headers["content-type"]), text: "" });
      }
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, contentType: String(res.headers["content-type"] ?? ""), text: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.setTimeout(ANSWER_TIMEOUT_MS, () => req.destroy(new Error(`no answer within ${ANSWER_TIMEOUT_MS} ms`)));
    req.on("error", reject);
    req.end(shot.body);
  });
}

/** Bytes no HTTP client library would send (bad framing, bad header characters): a raw socket. */
export function sendRaw(baseUrl: string, bytes: string | Buffer): Promise<Answer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname);
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(new Error(`no answer within ${ANSWER_TIMEOUT_MS} ms`)), ANSWER_TIMEOUT_MS);
    socket.on("data", (c: Buffer) => chunks.push(c));
    socket.on("error", (err) => { clearTimeout(timer); reject(err); });
    socket.on("close", () => {
      clearTimeout(timer);
      const raw = Buffer.concat(chunks).toString("utf8");
      const [head, ...rest] = raw.split("\r\n\r\n");
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      const contentType = /\r\ncontent-type: *([^\r\n]*)/i.exec(head)?.[1] ?? "";
      resolve({ status, contentType, text: rest.join("\r\n\r\n") });
    });
    socket.end(bytes); // half-close: the server answers and closes
  });
}

/**
 * null when the answer keeps the contract (section 7): never 5xx; a 4xx is JSON `{error:{message,
 * codigo?}}`, or `{error:"…"}` for a credential failure (401). Otherwise a short description.
 */
export function problemOf(shot: Shot, a: Answer): string | null {
  const excerpt = `${a.status} ${a.text.slice(0, 160)}`;
  if (a.status === 0) return `no HTTP answer: ${excerpt}`;
  if (a.status >= 500 && a.status !== shot.byDesign) return excerpt;
  if (a.status < 400) return shot.mustRefuse ? `served another merchant's resource: ${excerpt}` : null;
  if (shot.html && a.contentType.startsWith("text/html")) return null;
  if (!a.contentType.startsWith("application/json")) return `not JSON (${a.contentType || "no content-type"}): ${excerpt}`;
  let body: any;
  try {
    body = JSON.parse(a.text);
  } catch {
    return `unparsable JSON: ${excerpt}`;
  }
  const error = body?.error;
  if (a.status === 401 && typeof error === "string" && error) return null;
  const shaped = error && typeof error === "object" && typeof error.message === "string" && error.message !== "" &&
    (error.codigo === undefined || typeof error.codigo === "string");
  return shaped ? null : `not the contract's error shape: ${excerpt}`;
}

/** Sends every shot, a few at a time, and lists each one that broke the contract (empty when none). */
export async function sendAll(baseUrl: string, shots: Shot[], concurrency = 6): Promise<string[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < shots.length) {
      const shot = shots[next++];
      try {
        const problem = problemOf(shot, await send(baseUrl, shot, agent));
        if (problem) failures.push(`${shot.label}: ${problem}`);
      } catch (err) {
        failures.push(`${shot.label}: ${(err as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  return failures;
}
