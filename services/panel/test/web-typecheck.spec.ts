import { spawnSync } from "node:child_process";
import { join } from "node:path";

/**
 * The panel's pages name the gateway's response schemas through @pix/sdk's generated types
 * (web/src/api-types.ts), so a field renamed in the API breaks them: this is where that shows when
 * the whole suite runs. The web app has its own tsconfig (DOM, JSX), outside the root `tsc -p tsconfig.json`;
 * `pnpm typecheck` runs both.
 */
it("the panel's web app typechecks against the SDK's generated types", () => {
  const root = join(__dirname, "../../..");
  const run = spawnSync(join(root, "node_modules/.bin/tsc"), ["-p", join(__dirname, "../web/tsconfig.json"), "--noEmit"], { encoding: "utf8" });
  expect(run.stdout + run.stderr).toBe("");
  expect(run.status).toBe(0);
}, 120_000);
