import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { streamEvents } from "./event-stream";

/**
 * streamEvents against a real local server: a 429 (the gateway's LIMITE_DE_STREAMS, all of the key's
 * streams open) is retried after its Retry-After, not the SSE retry, and the stream then goes on.
 */
let server: Server;
let url: string;
const answers: ((res: import("node:http").ServerResponse) => void)[] = [];
const seenAt: number[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    seenAt.push(Date.now());
    (answers.shift() ?? ((r) => r.writeHead(500).end()))(res);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

it("waits a 429's Retry-After before reconnecting, then streams", async () => {
  answers.push((res) => res.writeHead(429, { "content-type": "application/json", "retry-after": "2" })
    .end(JSON.stringify({ error: { message: "Esta credencial já tem 5 streams de eventos abertos (o máximo)", codigo: "LIMITE_DE_STREAMS", limite: 5 } })));
  answers.push((res) => {
    res.writeHead(200, { "content-type": "text/event-stream" });
    res.write("retry: 1000\n\nevent: ready\ndata: {\"desde\":7}\n\n");
    res.end(`id: 8\nevent: charge.paid\ndata: ${JSON.stringify({ id: "e8", event: "charge.paid", created_at: "2026-11-28T00:00:00.000Z", body: "{}" })}\n\n`);
  });
  const abort = new AbortController();
  const waits: number[] = [];
  const stream = streamEvents({ baseUrl: url, apiKey: "service_test_x", signal: abort.signal, onDisconnected: ({ delayMs }) => waits.push(delayMs) });
  const { value } = await stream.next();
  abort.abort();
  expect(value).toMatchObject({ seq: "8", id: "e8", event: "charge.paid" });
  expect(waits[0]).toBe(2000);
  expect(seenAt[1] - seenAt[0]).toBeGreaterThanOrEqual(1900);
}, 15_000);
