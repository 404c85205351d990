#!/usr/bin/env node
// Starts every service and the local emulators as child processes, prefixes their logs, prints
// where the gateway and the checkout listen, and stops everything on Ctrl-C. A child that dies on its
// own is restarted by the supervisor (scripts/supervisor.mjs: backoff, at most 5 restarts a minute,
// one log line each time); the others keep running.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { DEV_TEAM_EMAIL, parseReplicas, PORTS, processes, replicaLines } from "./services.mjs";
import { createSupervisor } from "./supervisor.mjs";

const root = resolve(new URL(".", import.meta.url).pathname, "..");
// Services and emulators run compiled JavaScript (scripts/build.mjs, a second or two), as in production:
// `pix-dist` makes every @pix package resolve to its dist/. START_WITH_TSX=1 runs the sources with tsx instead.
const tsxMode = process.env.START_WITH_TSX === "1";
const node = tsxMode ? join(root, "node_modules", ".bin", "tsx") : process.execPath;
const nodeArgs = tsxMode ? [] : ["--conditions=pix-dist"]; // NODE_OPTIONS=--enable-source-maps maps stacks to the .ts
const entry = (file) => [...nodeArgs, tsxMode ? `src/${file}.ts` : `dist/${file}.js`];
if (!tsxMode) execFileSync(process.execPath, [join(root, "scripts", "build.mjs")], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });

/** Development secrets: random per checkout, kept in .run/ (git-ignored) so sessions survive restarts. */
function devSecrets() {
  const file = join(root, ".run", "dev-secrets.json");
  const r = () => randomBytes(32).toString("hex");
  const fresh = { principal: r(), jwt: r(), engineKey: `engine_${r()}`, engineKeyLive: `engine_live_${r()}`, noticeToken: r(), noticeTokenLive: r(), engineKeySecret: r(), webhookKey: r(), teamPassword: randomBytes(12).toString("base64url") };
  // Keep existing secrets (sessions survive restarts); add any that a newer version needs.
  const secrets = { ...fresh, ...(existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {}) };
  mkdirSync(join(root, ".run"), { recursive: true });
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

const supervisor = createSupervisor({ log: (line) => console.error(`${"npm start".padEnd(20)}| ${line}`) });

/**
 * The team account for local use: created once, e-mail verified, granted through identity's operator
 * command (the same use case as `pnpm --filter @pix/identity team grant`); idempotent across restarts.
 */
function seedTeamAccount(identity, password) {
  try {
    execFileSync(node, [...entry("cli/team"), "ensure-dev", DEV_TEAM_EMAIL], {
      cwd: join(root, identity.cwd), env: { ...identity.env, ...process.env, TEAM_PASSWORD: password }, stdio: ["ignore", "ignore", "inherit"],
    });
    return true;
  } catch {
    console.error(`  could not seed the team account ${DEV_TEAM_EMAIL} (see above); starting anyway`);
    return false;
  }
}

/** How a replicated HTTP service's workers run its main under scripts/cluster.mjs (its primary runs under plain node). */
const clusterEnv = (workers, main) => ({
  CLUSTER_WORKERS: JSON.stringify(workers), CLUSTER_EXEC: entry(main).at(-1), CLUSTER_EXEC_ARGV: JSON.stringify(tsxMode ? ["--import", "tsx"] : nodeArgs),
});

function launch({ name, cwd, env, command, args, main, workers }) {
  // Services and emulators run their main (src/main.ts → dist/main.js, or `main` relative to src/)
  // in their folder; others (maildev) name their command; a replicated HTTP service runs its cluster primary.
  const [file, argv] = command ? [join(root, command), args ?? []] : workers ? [process.execPath, [join(root, "scripts", "cluster.mjs")]] : [node, entry(main ?? "main")];
  if (workers) env = { ...env, ...clusterEnv(workers, main ?? "main") };
  const prefix = `${name.padEnd(20)}|`;
  const pipe = (stream, out) => {
    let buffered = "";
    stream.on("data", (chunk) => {
      buffered += chunk;
      const lines = buffered.split("\n");
      buffered = lines.pop();
      for (const line of lines) out.write(`${prefix} ${line}\n`);
    });
  };
  // Called again for each restart: the new child's output gets the same prefix.
  supervisor.add(name, () => {
    const child = spawn(file, argv, { cwd: join(root, cwd), env: { ...env, ...process.env, FORCE_COLOR: "0" }, stdio: ["ignore", "pipe", "pipe"] });
    pipe(child.stdout, process.stdout);
    pipe(child.stderr, process.stderr);
    return child;
  });
}

async function waitForHealth(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && !supervisor.stopping) {
    try {
      const res = await fetch(url);
      if (res.ok) return true;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

function stop(code = 0) {
  if (supervisor.stopping) return;
  supervisor.stop().then(() => process.exit(code));
}

process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

let replicas;
try {
  replicas = parseReplicas();
} catch (err) {
  console.error(`\n  ${err.message}\n`);
  process.exit(2);
}
const secrets = devSecrets();
const all = processes(secrets, replicas);
const seeded = seedTeamAccount(all.find((p) => p.name === "identity" || p.name === "identity.1"), secrets.teamPassword);
for (const p of all) launch(p);
const gateway = `http://127.0.0.1:${PORTS.gateway}`;
const checkout = `http://127.0.0.1:${PORTS.checkout}`;
const mail = `http://127.0.0.1:${PORTS.mailWeb}`;
const panel = `http://127.0.0.1:${PORTS.panel}`;
const scaled = replicaLines(replicas);
const replicaSummary = scaled.length ? `\n  replicas: ${scaled.join("\n            ")}` : "";
const team = seeded ? `\n  team:     ${DEV_TEAM_EMAIL} / ${secrets.teamPassword}   (GET /admin/lojistas; kept in .run/dev-secrets.json)` : "";
if (await waitForHealth(`${gateway}/health`, 60_000)) {
  console.log(`\n  Pix gateway ready\n  gateway:  ${gateway}   (GET /health)\n  checkout: ${checkout}\n  panel:    ${panel}   (merchant panel; the team console at ${panel}/console)\n  mail:     ${mail}   (every e-mail the services send; REST: GET ${mail}/api/email)${replicaSummary}${team}\n  A process that dies is restarted (see "npm start |" lines); Ctrl-C stops everything.\n`);
} else if (!supervisor.stopping) {
  console.error(`\n  gateway not healthy after 60 s: see ${gateway}/health and the logs above\n`);
}
