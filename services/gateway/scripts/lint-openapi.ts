/**
 * Lints the API document with Redocly's OpenAPI linter (@redocly/openapi-core, the engine of
 * `redocly lint`), `recommended` ruleset with warnings raised to failures. Builds the document from
 * the code (the same function GET /openapi.json serves) unless a file is given.
 *
 *   pnpm --filter @pix/gateway exec tsx scripts/lint-openapi.ts [openapi.json] [--json]
 *
 * Exit code 0 only when there is no problem at all; `--json` prints the problems as JSON (the spec reads it).
 */
import { readFileSync } from "node:fs";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { buildOpenApiDocument } from "../src/openapi/document";

/** Single findings accepted on purpose (rule + location), each with its reason; every other finding fails. */
const ACCEPTED: { rule: string; where: string; reason: string }[] = [
  {
    rule: "no-ambiguous-paths", where: "#/paths/~1checkout~1{key}~1simular-pagamento",
    reason: "contract 4.13's own paths: `/checkout/link/{slug}` is GET, `/checkout/{key}/simular-pagamento` POST, so no request matches both",
  },
  {
    rule: "no-ambiguous-paths", where: "#/paths/~1pix~1lotes~1{id}",
    reason: "issue 37 names both paths; only GET /pix/lotes/valor matches both, and it is the amount of the day of txid `lotes` (that route is mounted first): a batch id is a UUID",
  },
];

async function main() {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith("--"));
  const source = file ? readFileSync(file, "utf8") : JSON.stringify(buildOpenApiDocument(), null, 2);
  const config = await createConfig({ extends: ["recommended"] });
  const problems = await lintFromString({ source, absoluteRef: file ?? "openapi.json", config });
  const out = problems.map((p) => ({
    rule: p.ruleId, severity: p.severity, message: p.message,
    where: p.location.map((l) => l.pointer).join(" "),
  })).filter((p) => !ACCEPTED.some((a) => a.rule === p.rule && a.where === p.where));
  if (args.includes("--json")) process.stdout.write(JSON.stringify(out));
  else for (const p of out) console.log(`${p.severity} ${p.rule}: ${p.message} at ${p.where}`);
  if (!args.includes("--json")) console.log(out.length === 0 ? "openapi: no problems" : `openapi: ${out.length} problem(s)`);
  process.exitCode = out.length === 0 ? 0 : 1;
}

void main();
