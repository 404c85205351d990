import { startReceiver, type Receiver } from "../../test/receiver";
import { WebhookSender } from "./sender";

/** Real HTTP receivers on this machine; the timeout is shortened here (the 8 s one is exercised end to end). */
describe("WebhookSender", () => {
  const receivers: Receiver[] = [];
  const senders: WebhookSender[] = [];
  const receiver = async (...args: Parameters<typeof startReceiver>) => {
    const r = await startReceiver(...args);
    receivers.push(r);
    return r;
  };
  const sender = (mode: "none" | "loopback" | "all", timeoutMs?: number) => {
    const s = new WebhookSender(mode, timeoutMs);
    senders.push(s);
    return s;
  };
  afterAll(async () => {
    await Promise.all(senders.map((s) => s.close()));
    await Promise.all(receivers.map((r) => r.close()));
  });

  it("POSTs the exact body with JSON content type and the given headers, and records the status", async () => {
    const r = await receiver(() => ({ status: 201 }));
    const body = '{"event":"test","created_at":"2026-11-21T00:00:00.000Z","data":{"message":"olá"}}';
    const out = await sender("loopback").send(`${r.url}/hook?x=1`, body, { "x-service-event": "test" });
    expect(out).toEqual({ statusCode: 201, error: null, durationMs: expect.any(Number) });
    const [hit] = await r.waitFor(1);
    expect(hit.path).toBe("/hook?x=1");
    expect(hit.raw.toString("utf8")).toBe(body);
    expect(hit.headers["content-type"]).toBe("application/json");
    expect(hit.headers["x-service-event"]).toBe("test");
  });

  it("records a 500 as the receiver's answer", async () => {
    const r = await receiver(() => ({ status: 500 }));
    expect(await sender("loopback").send(r.url, "{}", {})).toMatchObject({ statusCode: 500, error: null });
  });

  it("does not follow redirects", async () => {
    const target = await receiver();
    const r = await receiver(() => ({ status: 302, headers: { location: `${target.url}/elsewhere` } }));
    expect(await sender("loopback").send(r.url, "{}", {})).toMatchObject({ statusCode: 302, error: null });
    expect(target.hits).toHaveLength(0);
  });

  it("cuts a receiver that does not answer within the timeout", async () => {
    const r = await receiver(() => ({ delayMs: 5_000 }));
    const out = await sender("loopback", 300).send(r.url, "{}", {});
    expect(out).toMatchObject({ statusCode: null, error: "Tempo esgotado (0.3 s)" });
    for (let i = 0; i < 100 && !r.hits[0]?.cutOff; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(r.hits[0]).toMatchObject({ cutOff: true, answered: false });
  });

  it("refuses loopback targets when they are not allowed, by IP literal and by a name resolving to them", async () => {
    const r = await receiver();
    const port = new URL(r.url).port;
    const none = sender("none");
    for (const url of [r.url, `http://localhost:${port}`, `http://[::ffff:127.0.0.1]:${port}`]) {
      expect(await none.send(url, "{}", {})).toMatchObject({ statusCode: null, error: expect.stringMatching(/não permitido \(loopback\)/) });
    }
    expect(r.hits).toHaveLength(0);
  });

  it("refuses metadata and private addresses at connect time even when loopback is allowed", async () => {
    const s = sender("loopback", 1_000);
    expect(await s.send("http://169.254.169.254/latest/meta-data/", "{}", {})).toMatchObject({ error: expect.stringMatching(/metadata/) });
    expect(await s.send("http://10.255.255.1/", "{}", {})).toMatchObject({ error: expect.stringMatching(/private/) });
  });

  it.each([
    ["loopback", "http://[::10.0.0.1]/", /private/],
    ["loopback", "http://[::ffff:0:10.0.0.1]/", /private/],
    ["loopback", "http://[64:ff9b:1::a00:1]/", /private/],
    ["all", "http://[::169.254.169.254]/latest/meta-data/", /metadata/],
    ["all", "http://169.254.170.2/v2/credentials", /metadata/],
    ["all", "http://100.100.100.200/latest/meta-data/", /metadata/],
    ["all", "http://[64:ff9b::a9fe:a9fe]/", /metadata/],
  ] as const)("refuses at connect time, in mode %s, the IPv4-embedding or metadata target %s", async (mode, url, why) => {
    expect(await sender(mode, 1_000).send(url, "{}", {})).toMatchObject({ statusCode: null, error: expect.stringMatching(why) });
  });

  it("reports a refused connection without leaking internals", async () => {
    const r = await receiver();
    const url = r.url;
    await r.close();
    receivers.splice(receivers.indexOf(r), 1);
    expect(await sender("loopback").send(url, "{}", {})).toMatchObject({ statusCode: null, error: "Conexão recusada pelo destino" });
  });
});
