#!/usr/bin/env node
// Removes from a `pnpm deploy --prod` folder every package that no production dependency chain
// reaches. pnpm installs optional peers that the workspace lockfile resolved (for example
// @prisma/client's optional peers `prisma` and `typescript`, which bring the Prisma CLI, Studio and
// PGlite: about 200 MB); nothing at run time needs them. Only `dependencies` and
// `optionalDependencies` are followed, peers only when they are not optional.
//
//   node deploy/prune.mjs <deployed folder>        (the Dockerfile then loads the service to prove it)
import { existsSync, readFileSync, readdirSync, realpathSync, rmSync } from "node:fs";
import { join } from "node:path";

const dir = process.argv[2];
if (!dir || !existsSync(join(dir, "node_modules", ".pnpm"))) {
  console.error("usage: node deploy/prune.mjs <folder made by pnpm deploy>");
  process.exit(2);
}
const store = realpathSync(join(dir, "node_modules", ".pnpm"));

/** The folder a package named `name` resolves to from `from` (Node's lookup through node_modules). */
function locate(name, from) {
  for (let d = from; ; d = join(d, "..")) {
    const candidate = join(d, "node_modules", name);
    if (existsSync(join(candidate, "package.json"))) return realpathSync(candidate);
    if (d === "/" || d === join(d, "..")) return null;
  }
}

const reached = new Set();
function visit(pkgDir) {
  if (reached.has(pkgDir)) return;
  reached.add(pkgDir);
  const manifest = JSON.parse(readFileSync(join(pkgDir, "package.json"), "utf8"));
  const optionalPeers = manifest.peerDependenciesMeta ?? {};
  const names = [
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.optionalDependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}).filter((n) => !optionalPeers[n]?.optional),
  ];
  for (const name of names) {
    const found = locate(name, pkgDir);
    if (found) visit(found);
  }
}
visit(realpathSync(dir));

let removed = 0;
for (const entry of readdirSync(store)) {
  if (entry === "node_modules" || entry.startsWith(".")) continue;
  const root = join(store, entry);
  const used = [...reached].some((p) => p.startsWith(`${root}/`));
  if (!used) {
    rmSync(root, { recursive: true, force: true });
    removed++;
  }
}
console.log(`  pruned ${removed} of ${readdirSync(store).length + removed} packages not reached from ${dir}`);
