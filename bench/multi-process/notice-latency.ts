/**
 * Issue 13's notice goal: engine notice → signed webhook at a fixed 50 per second, p99 against a
 * one-process baseline (one upsert + one HMAC-signed POST, `baseline.mjs webhook`) in the same minutes.
 * Each call is sent on a schedule (not when the previous one answered), and its latency is the time from
 * sending it to the receiver getting the `charge.paid` it causes. For the stack the call is the engine
 * emulator's pay (the emulator then notifies the gateway), so the product's figure includes that hop.
 */
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { startBaseline } from "./runs";
import { ENGINE } from "./stack";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Sends `n` calls at `rate` per second without waiting for answers; returns when each was sent. */
async function paced(rate: number, n: number, send: (i: number) => Promise<unknown>): Promise<number[]> {
  const sentAt: number[] = [];
  const inflight: Promise<unknown>[] = [];
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    const wait = t0 + (i * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    sentAt[i] = performance.now();
    inflight.push(send(i).catch(() => undefined));
  }
  await Promise.all(inflight);
  return sentAt;
}

async function until(done: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > end) throw new Error(`notice latency: ${what} did not all arrive`);
    await sleep(50);
  }
}

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(p * xs.length) - 1)];
const median = (xs: number[]) => percentile(xs, 0.5);

export interface NoticeLatencyOptions {
  /** The baseline's database (its own throwaway one). */
  databaseUrl: string;
  /** The stack's webhook receiver: txid → when its `charge.paid` arrived (performance.now()). */
  paid: Map<string, number>;
  /** `n` pending charges of the bench merchant, issued beforehand. */
  take(n: number): Promise<{ id: string; txid: string }[]>;
  payments: number;
  repeats: number;
  /**
   * Calls per second (the issue's goal is at 50). A low rate (5/s) shows the path's own length with no
   * queueing behind other payments' CPU: the part of the latency that no amount of spare CPU removes.
   */
  rate: number;
}

export async function noticeLatency(o: NoticeLatencyOptions): Promise<void> {
  const arrived = new Map<string, number>();
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c)).on("end", () => {
      arrived.set(JSON.parse(Buffer.concat(chunks).toString("utf8")).data.txid, performance.now());
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  const baseline = await startBaseline("webhook", o.databaseUrl, `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`);
  const runs: { base: number[]; product: number[] }[] = [];
  try {
    for (let r = -1; r < o.repeats; r++) { // r = -1: a warm-up pair, not counted
      const charges = await o.take(o.payments); // issued first: their own events drain during the baseline run
      const ids = Array.from({ length: o.payments }, (_, i) => `n${r}-${i}-${randomBytes(4).toString("hex")}`);
      const json = { "content-type": "application/json" };
      const sentB = await paced(o.rate, ids.length, (i) => fetch(`${baseline.url}/notice`, { method: "POST", headers: json, body: JSON.stringify({ id: ids[i] }) }).then((x) => x.arrayBuffer()));
      await until(() => ids.every((id) => arrived.has(id)), 60_000, "baseline webhooks");
      const sentP = await paced(o.rate, charges.length, (i) => fetch(`${ENGINE}/test/charges/${charges[i].id}/pay`, { method: "POST" }).then((x) => x.arrayBuffer()));
      await until(() => charges.every((c) => o.paid.has(c.txid)), 180_000, "charge.paid webhooks");
      const base = ids.map((id, i) => arrived.get(id)! - sentB[i]);
      const product = charges.map((c, i) => o.paid.get(c.txid)! - sentP[i]);
      if (r >= 0) runs.push({ base, product });
      console.error(`notice-rate ${o.rate}/s ${r < 0 ? "warm-up" : `#${r + 1}`}: baseline p50 ${median(base).toFixed(1)} / p99 ${percentile(base, 0.99).toFixed(1)} ms, `
        + `stack p50 ${median(product).toFixed(1)} / p99 ${percentile(product, 0.99).toFixed(1)} ms`);
    }
  } finally {
    await baseline.stop();
    receiver.close();
  }
  const p99 = (k: "base" | "product") => median(runs.map((x) => percentile(x[k], 0.99)));
  const p50 = (k: "base" | "product") => median(runs.map((x) => median(x[k])));
  console.log(`Engine notice → signed webhook at ${o.rate}/s (${o.payments} payments, ${o.repeats} pairs, medians): stack p50 ${p50("product").toFixed(1)} ms, `
    + `p99 ${p99("product").toFixed(1)} ms; one-process baseline (upsert + signed POST) p50 ${p50("base").toFixed(1)} ms, p99 ${p99("base").toFixed(1)} ms; `
    + `p99 ratio ${(p99("product") / p99("base")).toFixed(2)} × (goal ≤ 2 ×)`);
}
