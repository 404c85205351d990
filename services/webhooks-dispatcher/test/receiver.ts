import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** One request a test receiver got. `cutOff` turns true when the sender closed it before we answered. */
export interface Hit {
  path: string;
  headers: IncomingHttpHeaders;
  raw: Buffer;
  body: any;
  cutOff: boolean;
  answered: boolean;
}

export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  /** Answer only after this long (a slow or hanging endpoint)… */
  delayMs?: number;
  /** …or once this settles (an endpoint held until the test releases it). */
  until?: Promise<unknown>;
}

export interface Receiver {
  url: string;
  hits: Hit[];
  /** Resolves once `count` requests arrived (matching `where`, if given). */
  waitFor(count: number, where?: (h: Hit) => boolean, timeoutMs?: number): Promise<Hit[]>;
  close(): Promise<void>;
}

/** A real HTTP server standing in for a merchant's webhook endpoint. */
export async function startReceiver(reply: (hit: Hit) => Reply = () => ({ status: 204 }), host = "127.0.0.1"): Promise<Receiver> {
  const hits: Hit[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks);
      let body: unknown;
      try { body = JSON.parse(raw.toString("utf8")); } catch { body = undefined; }
      const hit: Hit = { path: req.url ?? "/", headers: req.headers, raw, body, cutOff: false, answered: false };
      hits.push(hit);
      res.on("close", () => { if (!res.writableEnded) hit.cutOff = true; });
      const r = reply(hit);
      const answer = () => {
        timers.delete(timer);
        if (res.destroyed) return;
        hit.answered = true;
        res.writeHead(r.status ?? 204, r.headers).end();
      };
      const timer = setTimeout(() => (r.until ? void r.until.finally(answer) : answer()), r.delayMs ?? 0);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  return {
    url,
    hits,
    async waitFor(count, where = () => true, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = hits.filter(where);
        if (found.length >= count) return found;
        if (Date.now() > until) throw new Error(`receiver got ${found.length} of ${count} expected requests`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async close() {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
