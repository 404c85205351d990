import { spawnSync } from "node:child_process";
import { join } from "node:path";

/**
 * The BCB client's types are the patched spec's: a change to the spec or to its patches (spec.ts)
 * without regenerating fails here. openapi-typescript is ESM underneath: the check runs under tsx.
 */
it("api-pix.ts is what the patched BCB spec generates (else: pnpm exec tsx services/gateway/test/bcb/generate.ts)", () => {
  const root = join(__dirname, "../../../..");
  const run = spawnSync(join(root, "node_modules/.bin/tsx"), [join(__dirname, "generate.ts"), "--check"], { encoding: "utf8" });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
}, 60_000);
