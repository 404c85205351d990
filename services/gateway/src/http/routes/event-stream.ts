import type { Server } from "node:http";
import { Router, type Request, type Response } from "express";
import { errors, z } from "@pix/errors";
import type { Message, Principal } from "@pix/grpc";
import type { Clients } from "../../clients";
import { authenticate, principalOf } from "../authenticate";
import { query } from "../validate";

/**
 * GET /events/stream (`pix listen`): the store's test-environment events as server-sent events, read
 * from the webhooks-dispatcher's per-store log (ListStoreEvents). Each event's SSE `id` is its seq in
 * that log: a client that reconnects with `Last-Event-ID` (or `?after=`) gets everything after it, so
 * a dropped connection loses nothing. Without either, the stream starts at the store's current head.
 */
const POLL_MS = 250;
const PAGE = 100;
const HEARTBEAT_MS = 15_000;
/** The credential is checked once, at connect: after this long the stream ends and the client reconnects (and is checked again). */
const MAX_STREAM_MS = 10 * 60_000;
/** The SSE `retry:` field: how long EventSource-like clients wait before reconnecting. */
const RETRY_MS = 1000;
const SEQ = /^\d{1,15}$/;

const LIVE_STREAM_REFUSED =
  "O stream de eventos (pix listen) só existe no ambiente de teste: use uma chave service_test_…; em produção os eventos chegam aos seus endpoints de webhook";

type StoreEventMessage = Message<"pix.webhooks.v1.StoreEvent">;

const NOT_AN_ID = "Last-Event-ID (ou after) deve ser o id numérico do último evento recebido no stream";
const streamQuery = z.strictObject({ after: z.string().regex(SEQ, NOT_AN_ID).optional() });

/** Where to resume: the client's Last-Event-ID (what EventSource sends on reconnect), else `?after=`; null = from now. */
function resumeFrom(req: Request): number | null {
  const { after } = query(streamQuery, req);
  const raw = req.get("last-event-id") ?? after;
  if (raw === undefined || raw === "") return null;
  if (!SEQ.test(raw)) throw errors.validation(NOT_AN_ID);
  return Number(raw);
}

/** One SSE frame per event; `data` is one JSON line carrying the body as a string, byte for byte. */
function frame(e: StoreEventMessage): string {
  return `id: ${e.seq}\nevent: ${e.event}\ndata: ${JSON.stringify({ id: e.id, event: e.event, created_at: e.created_at, body: e.body })}\n\n`;
}

export function eventStreamRoutes(clients: Clients): Router {
  const router = Router();
  const auth = authenticate(clients);

  router.get("/events/stream", auth("read"), async (req, res) => {
    const principal = principalOf(res);
    if (principal.environment !== "test") throw errors.forbidden(LIVE_STREAM_REFUSED);
    const after = resumeFrom(req);
    // The first read answers errors (a dispatcher down) as JSON, before the stream commits to 200.
    const start = await page(clients, principal, after);
    res.writeHead(200, { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache, no-transform", "x-accel-buffering": "no" });
    res.write(`retry: ${RETRY_MS}\n\n`);
    const ready = { desde: start.last_seq };
    res.write(`event: ready\ndata: ${JSON.stringify(ready)}\n\n`);
    void pump(clients, principal, req, res, start);
  });
  return router;
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
async function pump(clients: Clients, principal: Principal, req: Request, res: Response, first: { events: StoreEventMessage[]; last_seq: number }) {
  let closed = false;
  res.on("close", () => (closed = true));
  const server = (req.socket as unknown as { server?: Server }).server;
  const endsAt = Date.now() + MAX_STREAM_MS;
  let lastWrite = Date.now();
  let current = first;
  try {
    for (;;) {
      for (const e of current.events) res.write(frame(e));
      if (current.events.length) lastWrite = Date.now();
      if (current.events.length < PAGE) await sleep(POLL_MS);
      if (closed || Date.now() > endsAt || server?.listening === false) break;
      if (Date.now() - lastWrite > HEARTBEAT_MS) {
        res.write(": ping\n\n");
        lastWrite = Date.now();
      }
      current = await page(clients, principal, current.last_seq);
    }
  } catch {
    // A failed read (the dispatcher restarting): the client reconnects with its Last-Event-ID.
  }
  res.end();
}

/** The query schema, for the API document (src/openapi). */
export { streamQuery as eventStreamQuery };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
