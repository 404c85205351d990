import { defineConfig } from "tsup";

/**
 * The package a merchant installs (`pnpm pack` runs this as `prepack`): ESM and CJS bundles with their
 * .d.ts in pkg/. The workspace's own packages (@pix/money, @pix/webhook-signature, devDependencies here)
 * are bundled in, code and types, so the tarball depends only on the public packages in `dependencies`.
 * The workspace itself keeps running src/ (and dist/ under the pix-dist condition, scripts/build.mjs).
 */
export default defineConfig({
  entry: { index: "src/index.ts" },
  outDir: "pkg",
  format: ["esm", "cjs"],
  target: "node20",
  platform: "node",
  dts: true,
  clean: true,
  sourcemap: false,
  noExternal: [/^@pix\//],
});
