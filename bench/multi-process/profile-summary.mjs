// Where the CPU went, from the V8 profiles `bench/multi-process.ts --start --cpu-prof` leaves:
//   node bench/multi-process/profile-summary.mjs <dir> [top=12]
// For each profile (one per process, named <process>-<pid>): its busy time, and the busiest places by self time, grouped by package (node_modules/<name>) or by
// source file of the repository, so that "prisma", "pino", "qrcode"… show up as one line each.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const [dir, topArg] = process.argv.slice(2);
const TOP = Number(topArg ?? 12);

/** A readable bucket for a sampled function. */
function bucket(node) {
  const { url, functionName } = node.callFrame;
  if (!url) return functionName === "(garbage collector)" ? "(gc)" : functionName || "(native)";
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith("node:")) return url;
  const repo = /\/(services|packages|emulators)\/(.+)$/.exec(url);
  return repo ? `${repo[1]}/${repo[2]}` : url;
}

for (const file of readdirSync(dir).filter((f) => f.endsWith(".cpuprofile")).sort()) {
  const p = JSON.parse(readFileSync(join(dir, file), "utf8"));
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const interval = (p.endTime - p.startTime) / p.samples.length; // µs per sample
  for (const id of p.samples) {
    const node = byId.get(id);
    if (node.callFrame.functionName === "(idle)" || node.callFrame.functionName === "(program)") continue;
    const b = bucket(node);
    self.set(b, (self.get(b) ?? 0) + interval);
  }
  const busy = [...self.values()].reduce((a, b) => a + b, 0);
  if (busy < 200_000) continue; // under 0.2 s: a wrapper or an idle process
  console.log(`\n${file.replace(/\.cpuprofile$/, "")}: ${(busy / 1e6).toFixed(1)} s busy`);
  for (const [b, us] of [...self].sort((x, y) => y[1] - x[1]).slice(0, TOP)) {
    console.log(`  ${((us / busy) * 100).toFixed(1).padStart(5)}%  ${b}`);
  }
}
