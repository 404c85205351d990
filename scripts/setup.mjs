#!/usr/bin/env node
// Installs what is missing and prepares databases, so that `npm start` and `npm test` work on a
// fresh machine with only Node and npm. Plain Node (no dependencies): it runs before `pnpm install`.
// Flags: --no-db skips PostgreSQL, RabbitMQ and Redis (scripts/infra.mjs) and creating/migrating the
// development databases (tests make their own).
import { execSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname ?? new URL(".", import.meta.url).pathname, "..");
const PNPM_VERSION = "10.34.9";
const run = (cmd, opts = {}) => execSync(cmd, { stdio: "inherit", cwd: root, ...opts });
const quiet = (cmd) => { try { return execSync(cmd, { stdio: ["ignore", "pipe", "ignore"] }).toString().trim(); } catch { return null; } };
const step = (msg) => console.log(`\n▸ ${msg}`);

// `npm start` first: PostgreSQL, RabbitMQ and Redis answer (started when this machine's own are
// down), or it stops here, in seconds, naming what is missing (scripts/infra.mjs).
if (!process.argv.includes("--no-db")) {
  step("PostgreSQL, RabbitMQ, Redis");
  const { ensureInfrastructure } = await import("./infra.mjs");
  try {
    await ensureInfrastructure();
    console.log("  answering");
  } catch (err) {
    console.error(`\n  ${err.message}\n`);
    process.exit(1);
  }
}

step("pnpm");
if (!quiet("pnpm --version")) run(`npm install -g pnpm@${PNPM_VERSION}`);

step("packages");
run(`pnpm install ${process.env.CI ? "--frozen-lockfile" : "--prefer-offline"} --reporter=append-only`);

step("Prisma clients");
// The Prisma 7 CLI insists on locating its schema engine even for `generate`, which never runs it;
// the engine cannot be downloaded here, so any existing file satisfies the check.
const engineEnv = { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath };
for (const service of readdirSync(join(root, "services"))) {
  const dir = join(root, "services", service);
  const schema = join(dir, "prisma", "schema.prisma");
  if (!existsSync(schema)) continue;
  const stamp = join(dir, "src", "generated", ".schema-sha256");
  const hash = createHash("sha256").update(readFileSync(schema)).digest("hex");
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === hash) continue;
  execSync("pnpm exec prisma generate", { cwd: dir, env: engineEnv, stdio: ["ignore", "ignore", "inherit"] });
  writeFileSync(stamp, hash);
  console.log(`  generated ${service}`);
}

step("compiled JavaScript");
// scripts/build.mjs (swc, 1–5 s): every package's dist/ (what `npm start` and the images run).
// Without --check: a package lacking its `pix-dist` export fails deploy/deploy.spec.ts, not every test.
run("node scripts/build.mjs", { stdio: ["ignore", "ignore", "inherit"] });
console.log("  compiled to dist/");

step("merchant panel build");
// Vite builds services/panel (web/ → web-dist/; dist/ is the compiled server, scripts/build.mjs's)
// from installed packages only, so it runs offline; skipped when web-dist/ is newer than every
// source file of the app.
{
  const panel = join(root, "services", "panel");
  const newest = (path) => {
    const st = statSync(path);
    if (!st.isDirectory()) return st.mtimeMs;
    return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
  };
  const built = join(panel, "web-dist", "index.html");
  const sources = ["web", "vite.config.ts", "package.json"].map((p) => join(panel, p)).concat(join(root, "packages", "money", "src"));
  if (!existsSync(built) || statSync(built).mtimeMs < Math.max(...sources.map(newest))) {
    run("pnpm --filter @pix/panel build", { stdio: ["ignore", "ignore", "inherit"] });
    console.log("  built services/panel/web-dist");
  }
}

if (!process.argv.includes("--no-db")) {
  step("databases and migrations");
  run("pnpm exec tsx scripts/migrate.ts");
}
