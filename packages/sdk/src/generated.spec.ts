import { spawnSync } from "node:child_process";
import { join } from "node:path";

/**
 * The SDK's types are the gateway's document: a route or schema change without regenerating fails
 * here. openapi-typescript is ESM underneath, so the check runs in its own process (tsx), not in jest.
 */
it("src/generated/api.ts is what the gateway's OpenAPI document generates (else: pnpm --filter @pix/sdk generate)", () => {
  const root = join(__dirname, "../../..");
  const run = spawnSync(join(root, "node_modules/.bin/tsx"), [join(__dirname, "../scripts/generate.ts"), "--check"], { encoding: "utf8" });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
}, 60_000);
