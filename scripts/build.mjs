#!/usr/bin/env node
// Compiles every workspace package, service and emulator to JavaScript for production:
// <package>/src/**/*.ts (specs excluded, the generated Prisma clients included) → <package>/dist/**/*.js,
// plus scripts/migrate.ts → scripts/dist/migrate.js. Transpile only (swc, the compiler jest already uses),
// file by file: type checking stays `pnpm typecheck` (tsc --noEmit over the whole workspace).
//
// Development keeps running the TypeScript sources (tsx, jest, tsc): each package's `exports` maps
// "." to src/*.ts by default and to dist/*.js under the `pix-dist` condition, which production
// processes set (`node --conditions=pix-dist`, see deploy/Dockerfile and scripts/start.mjs).
//
//   node scripts/build.mjs            build everything (run `node scripts/setup.mjs --no-db` first for the Prisma clients)
//   node scripts/build.mjs --check    also fail when a package lacks the `pix-dist` export
import { transformFile } from "@swc/core";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const root = resolve(import.meta.dirname ?? new URL(".", import.meta.url).pathname, "..");
export const WORKSPACE_GROUPS = ["packages", "services", "emulators"];
export const DIST_CONDITION = "pix-dist";

const swcOptions = (filename) => ({
  filename,
  sourceMaps: true,
  jsc: { parser: { syntax: "typescript" }, target: "es2022", rewriteRelativeImportExtensions: true, keepClassNames: true },
  module: { type: "commonjs" },
});

/** Every workspace package folder that has TypeScript sources. */
export function workspacePackages() {
  return WORKSPACE_GROUPS.flatMap((group) =>
    readdirSync(join(root, group), { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(join(root, group, d.name, "package.json")) && existsSync(join(root, group, d.name, "src")))
      .map((d) => join(group, d.name)),
  );
}

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".spec.ts") && !entry.name.endsWith(".d.ts")) yield path;
  }
}

async function compile(file, outFile) {
  const { code, map } = await transformFile(file, swcOptions(file));
  mkdirSync(dirname(outFile), { recursive: true });
  const mapName = `${outFile.split("/").pop()}.map`;
  writeFileSync(outFile, `${code}\n//# sourceMappingURL=${mapName}\n`);
  if (map) writeFileSync(`${outFile}.map`, map);
}

async function buildPackage(pkg) {
  const src = join(root, pkg, "src");
  const dist = join(root, pkg, "dist");
  rmSync(dist, { recursive: true, force: true });
  const files = [...sources(src)];
  // Bounded parallelism: the machine is small and shared.
  for (let i = 0; i < files.length; i += 16) {
    await Promise.all(files.slice(i, i + 16).map((f) => compile(f, join(dist, relative(src, f)).replace(/\.ts$/, ".js"))));
  }
  return files.length;
}

function checkExports(pkg) {
  const manifest = JSON.parse(readFileSync(join(root, pkg, "package.json"), "utf8"));
  const dot = manifest.exports?.["."];
  if (!dot || typeof dot !== "object" || !dot[DIST_CONDITION]) {
    const main = manifest.main ?? "src/index.ts";
    const dist = `./dist/${main.replace(/^src\//, "").replace(/\.ts$/, ".js")}`;
    throw new Error(`${pkg}/package.json: exports["."] has no "${DIST_CONDITION}" condition; add\n  "exports": { ".": { "${DIST_CONDITION}": "${dist}", "default": "./${main}" }, "./src/*": { "${DIST_CONDITION}": "./dist/*.js", "default": "./src/*.ts" }, "./test/*": "./test/*.ts", "./package.json": "./package.json" },`);
  }
  const target = join(root, pkg, dot[DIST_CONDITION]);
  if (!existsSync(target)) throw new Error(`${pkg}: ${dot[DIST_CONDITION]} was not built`);
}

async function main() {
  const started = Date.now();
  let total = 0;
  for (const pkg of workspacePackages()) total += await buildPackage(pkg);
  // The migration runner (compose's migrate step, the chart's migration Job).
  rmSync(join(root, "scripts", "dist"), { recursive: true, force: true });
  await compile(join(root, "scripts", "migrate.ts"), join(root, "scripts", "dist", "migrate.js"));
  copyFileSync(join(root, "scripts", "services.mjs"), join(root, "scripts", "dist", "services.mjs"));
  total += 1;
  if (process.argv.includes("--check")) workspacePackages().forEach(checkExports);
  console.log(`  compiled ${total} files in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
