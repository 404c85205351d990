#!/usr/bin/env node
// The `pix` command: runs the TypeScript sources through tsx (the workspace's runner), so it is always
// the checked-out code. From the repository root: `pnpm pix …`.
require("tsx/cjs/api").register();
require("../src/main.ts").main();
