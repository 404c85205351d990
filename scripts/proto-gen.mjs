#!/usr/bin/env node
// Generates the TypeScript types of every .proto under proto/ into packages/grpc/src/generated/
// (committed), with the loader options packages/grpc/src/proto.ts uses at run time, so the types
// describe the objects the services really send and receive.
//   node scripts/proto-gen.mjs           regenerate
//   node scripts/proto-gen.mjs --check   fail when the committed output differs from the protos
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const protoRoot = join(root, "proto");
const outDir = join(root, "packages", "grpc", "src", "generated");
// Same as LOADER_OPTIONS in packages/grpc/src/proto.ts.
const OPTIONS = ["--keepCase", "--longs=Number", "--enums=String", "--defaults", "--oneofs", "--grpcLib=@grpc/grpc-js"];

const files = (dir) => readdirSync(dir).flatMap((name) => {
  const path = join(dir, name);
  return statSync(path).isDirectory() ? files(path) : [path];
}).sort();

function generate(into) {
  const bin = createRequire(join(root, "packages", "grpc", "package.json")).resolve("@grpc/proto-loader/build/bin/proto-loader-gen-types.js");
  const protos = files(protoRoot).filter((f) => f.endsWith(".proto")).map((f) => relative(protoRoot, f));
  rmSync(into, { recursive: true, force: true });
  execFileSync(process.execPath, [bin, ...OPTIONS, "-I", protoRoot, "-O", into, ...protos], { cwd: protoRoot, stdio: ["ignore", "ignore", "inherit"] });
  // The generator names each source by its absolute path; keep it relative so every checkout agrees.
  for (const file of files(into)) writeFileSync(file, readFileSync(file, "utf8").replaceAll(`// Original file: ${root}/`, "// Original file: "));
}

if (process.argv.includes("--check")) {
  const scratch = mkdtempSync(join(tmpdir(), "proto-gen-"));
  try {
    generate(scratch);
    const want = files(scratch).map((f) => relative(scratch, f));
    const have = files(outDir).map((f) => relative(outDir, f));
    const stale = [...new Set([...want, ...have])].filter((f) =>
      !want.includes(f) || !have.includes(f) || readFileSync(join(scratch, f), "utf8") !== readFileSync(join(outDir, f), "utf8"));
    if (stale.length) {
      console.error(`packages/grpc/src/generated is out of date with proto/ (run \`pnpm run proto:gen\`):\n  ${stale.join("\n  ")}`);
      process.exit(1);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
} else {
  generate(outDir);
}
