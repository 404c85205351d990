/** The markdown docs/benchmarks.md takes: one row per route, then where the stack's CPU went. */
import { cpus } from "node:os";
import type { Run } from "./runs";

export interface Pair { baseline: Run; target: Run; drainS?: number }
export interface ScenarioResult { id: string; label: string; baselineLabel: string; pairs: Pair[] }

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
/** CPU milliseconds per request over all the runs. */
const cpuPerReq = (runs: Run[]) => (sum(runs.map((r) => r.cpuS)) / sum(runs.map((r) => r.requests))) * 1000;
const ms = (x: number) => (x >= 10 ? x.toFixed(0) : x.toFixed(1));
/** The tsx wrappers (one per service, idle but for signals) as one column. */
const group = (label: string) => (label.endsWith("(tsx wrapper)") ? "tsx wrappers" : label);
const rate = (x: number) => (x >= 100 ? x.toFixed(0) : x.toFixed(1));

export function printReport(o: {
  results: ScenarioResult[]; idle: number; rss: [Map<string, number>, Map<string, number>]; loadStart: string; loadEnd: string;
  connections: number; duration: number; repeats: number; warmup: number; processes: number;
}) {
  const out: string[] = [];
  const all = o.results.flatMap((r) => r.pairs.map((p) => p.target));
  out.push(`${new Date().toISOString().slice(0, 16)}Z, ${cpus().length} cores, ${o.connections} connections, ${o.duration} s per run, ${o.repeats} baseline/target pairs per route after ${o.warmup} s of warm-up of each.`);
  out.push(`Load average ${o.loadStart} at the start, ${o.loadEnd} at the end; other programs used ${median(all.map((r) => r.otherCores)).toFixed(2)} cores (median over the target runs; range ${Math.min(...all.map((r) => r.otherCores)).toFixed(2)}–${Math.max(...all.map((r) => r.otherCores)).toFixed(2)}).`);
  out.push(`The stack: ${o.processes} processes, ${(o.idle * 1000).toFixed(0)} ms CPU/s when idle (measured for 5 s before the runs and subtracted from each run's CPU for its wall time; the CPU columns are what the requests cost, asynchronous work they cause included). PostgreSQL backends of the stack's databases are counted; Redis and RabbitMQ (shared with other programs) are not.`, "");
  out.push("| route | req/s | p50 ms | p99 ms | vs baseline | CPU ms/req (PostgreSQL part) | baseline: req/s, CPU ms/req | non-2xx |");
  out.push("|---|---|---|---|---|---|---|---|");
  for (const r of o.results) {
    const t = r.pairs.map((p) => p.target), b = r.pairs.map((p) => p.baseline);
    const ratio = median(r.pairs.map((p) => p.target.rps / p.baseline.rps));
    const pg = (sum(t.map((x) => x.pgS)) / sum(t.map((x) => x.requests))) * 1000;
    const bad = sum(t.map((x) => x.non2xx + x.errors));
    const detail = bad ? ` (${sum(t.map((x) => x.s5xx))} 5xx, ${sum(t.map((x) => x.s429))} 429, ${sum(t.map((x) => x.errors))} errors)` : "";
    out.push(`| ${r.label} | ${rate(median(t.map((x) => x.rps)))} | ${ms(median(t.map((x) => x.p50)))} | ${ms(median(t.map((x) => x.p99)))} | ${(ratio * 100).toFixed(1)}% | ${cpuPerReq(t).toFixed(2)} (${pg.toFixed(2)}) | ${r.baselineLabel}: ${rate(median(b.map((x) => x.rps)))}, ${cpuPerReq(b).toFixed(3)} | ${bad}${detail} |`);
  }
  const notice = o.results.find((r) => r.id === "notice");
  if (notice) {
    const drains = notice.pairs.map((p) => p.drainS ?? NaN);
    const paid = notice.pairs.map((p) => p.target.requests);
    out.push("", `Notice runs: the req/s is the engine emulator's pay calls (each answered once the gateway took the notice); every charge's \`charge.paid\` webhook arrived ${median(drains).toFixed(1)} s (median) after the run started, i.e. ${rate(median(paid.map((n, i) => n / drains[i])))} payments confirmed and delivered per second. CPU per request there covers the whole path: notice, confirmation consumer, receipts, outbox, webhook.`);
  }
  out.push("", "CPU ms per request by process (all runs of each route):", "");
  const labels = [...new Set(o.results.flatMap((r) => r.pairs.flatMap((p) => [...p.target.byLabel.keys()].map(group))))];
  const cpuOf = (run: Run, l: string) => sum([...run.byLabel].filter(([k]) => group(k) === l).map(([, v]) => v));
  const per = (r: ScenarioResult, l: string) => (sum(r.pairs.map((p) => cpuOf(p.target, l))) / sum(r.pairs.map((p) => p.target.requests))) * 1000;
  const shown = labels.filter((l) => o.results.some((r) => per(r, l) >= 0.05)).sort((a, b) => sum(o.results.map((r) => per(r, b))) - sum(o.results.map((r) => per(r, a))));
  out.push(`| route | ${shown.join(" | ")} |`, `|---|${shown.map(() => "---").join("|")}|`);
  for (const r of o.results) out.push(`| ${r.label} | ${shown.map((l) => Math.max(0, per(r, l)).toFixed(2)).join(" | ")} |`);
  const [rss0, rss1] = o.rss;
  out.push("", `Resident memory, MiB, before the first measured run → after the last: ${[...rss1].filter(([, v]) => v >= 20).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${(rss0.get(k) ?? 0).toFixed(0)} → ${v.toFixed(0)}`).join(", ")}.`);
  console.log(out.join("\n"));
}
