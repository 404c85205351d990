import { resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The app lives in web/; the build lands in web-dist/ (not dist/: scripts/build.mjs owns dist/, the
// compiled server, and empties it), served by src/server (strict CSP: no inline script or style).
export default defineConfig({
  root: resolve(__dirname, "web"),
  plugins: [react()],
  build: {
    outDir: resolve(__dirname, "web-dist"),
    emptyOutDir: true,
    assetsInlineLimit: 0,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
  },
  server: { proxy: { "/api": "http://127.0.0.1:8082" } },
});
