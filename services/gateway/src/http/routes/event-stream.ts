import type { Server } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { Router, type Request, type Response } from "express";
import { errors, invalidField, z } from "@pix/errors";
import type { Message, Principal } from "@pix/grpc";
import type { Clients } from "../../clients";
import { authenticate, principalCacheOf, principalOf, reauthenticate } from "../authenticate";
import { credentialOf, StreamSlots, watchCredential } from "../stream-guard";
import { query } from "../validate";

/**
 * GET /events/stream (`pix listen`): the store's test-environment events as server-sent events, read
 * from the webhooks-dispatcher's per-store log (ListStoreEvents). Each event's SSE `id` is its seq in
 * that log: a client that reconnects with `Last-Event-ID` (or `?after=`) gets everything after it, so
 * a dropped connection loses nothing. Without either, the stream starts at the store's current head;
 * a position beyond the head is a 400 (it would wait, silent, for events the store has not had yet).
 *
 * Guards (http/stream-guard.ts): at most STREAMS_PER_CREDENTIAL open streams per API key or session on
 * this replica (429 LIMITE_DE_STREAMS), and the credential is checked again whenever identity reports a
 * change that names it, so a revoked key, an ended session or a removed member ends the stream at once.
 * Each stream polls the log every POLL_MS; the cap bounds what one credential can make the gateway do.
 */
const POLL_MS = 250;
const PAGE = 100;
const HEARTBEAT_MS = 15_000;
/** Besides the checks on every change: after this long the stream ends and the client reconnects (a session token expires, too). */
const MAX_STREAM_MS = 10 * 60_000;
/** The SSE `retry:` field: how long EventSource-like clients wait before reconnecting. */
const RETRY_MS = 1000;
const SEQ = /^\d{1,15}$/;

const LIVE_STREAM_REFUSED =
  "O stream de eventos (pix listen) só existe no ambiente de teste: use uma chave service_test_…; em produção os eventos chegam aos seus endpoints de webhook";

type StoreEventMessage = Message<"pix.webhooks.v1.StoreEvent">;

const NOT_AN_ID = "deve ser o id numérico do último evento recebido no stream";
const streamQuery = z.strictObject({ after: z.string().regex(SEQ, `after ${NOT_AN_ID}`).optional() });

/** Where to resume, and which input said so (the 400s name it). */
interface Resume { seq: number; field: "Last-Event-ID" | "after" }

/** The client's Last-Event-ID (what EventSource sends on reconnect), else `?after=`; null = from now. */
function resumeFrom(req: Request): Resume | null {
  const { after } = query(streamQuery, req);
  const header = req.get("last-event-id");
  const field = header !== undefined ? "Last-Event-ID" : "after";
  const raw = header ?? after;
  if (raw === undefined || raw === "") return null;
  if (!SEQ.test(raw)) throw invalidField(field, "FORMATO_INVALIDO", NOT_AN_ID, placeOf(field));
  return { seq: Number(raw), field };
}

const placeOf = (field: Resume["field"]) => (field === "after" ? "consulta" : "cabecalho");

/** 400 when `resume` is beyond the store's head: nothing was ever given that id. Only asked when the page after it was empty. */
async function assertRecorded(clients: Clients, principal: Principal, resume: Resume): Promise<void> {
  const head = (await page(clients, principal, null)).last_seq;
  if (resume.seq <= head) return;
  throw invalidField(resume.field, "VALOR_MAXIMO",
    `${resume.seq} passa do último evento registrado da loja (#${head}): retome com o último id que o stream entregou, ou sem ${resume.field} para receber a partir de agora`,
    placeOf(resume.field));
}

/** One SSE frame per event; `data` is one JSON line carrying the body as a string, byte for byte. */
function frame(e: StoreEventMessage): string {
  return `id: ${e.seq}\nevent: ${e.event}\ndata: ${JSON.stringify({ id: e.id, event: e.event, created_at: e.created_at, body: e.body })}\n\n`;
}

export function eventStreamRoutes(clients: Clients): Router {
  const router = Router();
  const auth = authenticate(clients);
  const slots = new StreamSlots();

  router.get("/events/stream", auth("eventos:ler"), async (req, res) => {
    const principal = principalOf(res);
    if (principal.environment !== "test") throw errors.forbidden(LIVE_STREAM_REFUSED, "SOMENTE_EM_TESTE");
    const after = resumeFrom(req);
    const release = slots.take(credentialOf(principal));
    // Watched from before the first read: a change while it runs is not missed.
    const lost = new AbortController();
    const unwatch = watchCredential({
      cache: principalCacheOf(clients),
      principal,
      stillValid: async () => sameStream(principal, await reauthenticate(clients, req, "eventos:ler")),
      lost: () => lost.abort(),
    });
    const done = () => {
      unwatch();
      release();
    };
    try {
      // The first read answers errors (a dispatcher down, a position beyond the head) as JSON, before the stream commits to 200.
      const start = await page(clients, principal, after?.seq ?? null);
      if (after && start.events.length === 0) await assertRecorded(clients, principal, after);
      if (lost.signal.aborted) throw errors.unauthenticated("CREDENCIAL_INVALIDA", "Token inválido ou expirado");
      res.writeHead(200, { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache, no-transform", "x-accel-buffering": "no" });
      res.write(`retry: ${RETRY_MS}\n\n`);
      const ready = { desde: start.last_seq };
      res.write(`event: ready\ndata: ${JSON.stringify(ready)}\n\n`);
      void pump(clients, principal, req, res, start, lost.signal).finally(done);
    } catch (err) {
      done();
      throw err;
    }
  });
  return router;
}

/** The credential still opens this stream: the same store, in the same environment. */
function sameStream(before: Principal, now: Principal): boolean {
  return now.storeId === before.storeId && now.environment === before.environment;
}

async function page(clients: Clients, principal: Principal, after: number | null) {
  const request = after === null ? { limit: PAGE } : { after_seq: after, limit: PAGE };
  const r = await clients.webhooks.call("ListStoreEvents", request, { principal });
  return { events: r.events ?? [], last_seq: Number(r.last_seq) };
}

/**
 * Writes pages until the client leaves, the stream's lifetime ends, the server shuts down or a read
 * fails; each of those only ends the response, and the client resumes from the last id it got.
 */
async function pump(
  clients: Clients, principal: Principal, req: Request, res: Response, first: { events: StoreEventMessage[]; last_seq: number }, lost: AbortSignal,
) {
  const stop = new AbortController();
  res.on("close", () => stop.abort());
  const ended = AbortSignal.any([stop.signal, lost]);
  const server = (req.socket as unknown as { server?: Server }).server;
  const endsAt = Date.now() + MAX_STREAM_MS;
  let lastWrite = Date.now();
  let current = first;
  try {
    for (;;) {
      // A credential lost while a page was read: nothing of it is written.
      if (ended.aborted) break;
      for (const e of current.events) res.write(frame(e));
      if (current.events.length) lastWrite = Date.now();
      if (current.events.length < PAGE) await sleep(POLL_MS, undefined, { signal: ended });
      if (ended.aborted || Date.now() > endsAt || server?.listening === false) break;
      if (Date.now() - lastWrite > HEARTBEAT_MS) {
        res.write(": ping\n\n");
        lastWrite = Date.now();
      }
      current = await page(clients, principal, current.last_seq);
    }
  } catch {
    // A failed read (the dispatcher restarting), or the wait cut short: the client reconnects with its Last-Event-ID.
  }
  res.end();
}

/** The query schema, for the API document (src/openapi). */
export { streamQuery as eventStreamQuery };

