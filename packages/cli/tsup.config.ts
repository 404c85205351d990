import { defineConfig } from "tsup";

/**
 * The `pix` binary a merchant installs (`pnpm pack` runs this as `prepack`): one CommonJS file, pkg/pix.cjs,
 * with the SDK and the workspace's packages bundled in; only the public packages in `dependencies` stay
 * outside. In the workspace, bin/pix.cjs keeps running the TypeScript sources (`pnpm pix`).
 */
export default defineConfig({
  entry: { pix: "src/main.ts" },
  outDir: "pkg",
  format: ["cjs"],
  target: "node20",
  platform: "node",
  clean: true,
  noExternal: [/^@pix\//],
  banner: { js: "#!/usr/bin/env node" },
  outExtension: () => ({ js: ".cjs" }),
});
