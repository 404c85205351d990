// The load generator, run as its own process so that its CPU is neither the stack's nor the
// harness's. Reads one JSON argument:
//   the path of a JSON file {url, connections, duration?, amount?, method?, headers?, body?, paths?}
// `paths` (optional): each request takes the next path of the list, once (the notice run pays each
// charge once); the run makes exactly as many requests as there are paths.
// Prints autocannon's result as JSON, with `sent` (requests started, when `paths`) and `cpuS` (this
// process's own CPU seconds, so the harness can tell the machine's other load apart) added.
import { readFileSync } from "node:fs";
import autocannon from "autocannon";

const opts = JSON.parse(readFileSync(process.argv[2], "utf8"));
let next = 0;
const requests = opts.paths
  ? [{
      setupRequest: (req) => {
        const path = opts.paths[next++];
        // Past the end: keep the connection busy on a no-op the caller does not count.
        return { ...req, path: path ?? "/health", method: path ? req.method : "GET" };
      },
    }]
  : undefined;

const settings = {
  url: opts.url,
  connections: opts.connections,
  method: opts.method ?? "GET",
  headers: opts.headers ?? {},
  body: opts.body,
  requests,
  ...(opts.paths ? { amount: opts.paths.length } : {}),
  ...(opts.amount ? { amount: opts.amount } : {}),
  ...(opts.duration ? { duration: opts.duration } : {}),
};
// autocannon refuses keys present but undefined.
for (const k of Object.keys(settings)) if (settings[k] === undefined) delete settings[k];
const result = await autocannon(settings);
const { user, system } = process.cpuUsage();
process.stdout.write(JSON.stringify({ ...result, sent: Math.min(next, opts.paths?.length ?? 0), cpuS: (user + system) / 1e6 }));
