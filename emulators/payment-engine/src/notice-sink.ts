import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** Test receiver for notices: records each POST and answers with `status`. */
export async function startNoticeSink() {
  // any: a test receiver; the specs read whatever notice shape they sent (each engine notice kind differs).
  const received: { headers: IncomingHttpHeaders; body: any }[] = [];
  const sink = { url: "", received, status: 200, close: () => new Promise<void>((r) => server.close(() => r())) };
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      received.push({ headers: req.headers, body: JSON.parse(raw) });
      res.writeHead(sink.status).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  sink.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/notices`;
  return sink;
}
