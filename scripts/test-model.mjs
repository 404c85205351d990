#!/usr/bin/env node
/**
 * `npm run test:model -- [--runs N] [--seed S] [--path P] [--replay R] [--commands C] [--mode single|subaccount]`:
 * the money model test (services/gateway/test/money-model.int.spec.ts) with more runs than CI's, or one
 * failing seed replayed (its seed, path and replayPath as fast-check printed them). docs/money.md,
 * "The model-based test".
 */
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    runs: { type: "string" }, seed: { type: "string" }, path: { type: "string" }, replay: { type: "string" },
    commands: { type: "string" }, mode: { type: "string" },
  },
});
const env = { ...process.env };
const set = (name, value, check) => {
  if (value === undefined) return;
  if (!check(value)) {
    console.error(`test:model: valor inválido para --${name}: ${value}`);
    process.exit(2);
  }
  env[`MONEY_MODEL_${name.toUpperCase()}`] = value;
};
const int = (v) => /^-?\d+$/.test(v);
set("runs", values.runs, (v) => int(v) && Number(v) > 0);
set("seed", values.seed, int);
set("path", values.path, (v) => /^[\d:]+$/.test(v));
set("replay", values.replay, (v) => v.length > 0);
set("commands", values.commands, (v) => int(v) && Number(v) > 0);
set("mode", values.mode, (v) => v === "single" || v === "subaccount");
const r = spawnSync("pnpm", ["exec", "jest", "services/gateway/test/money-model.int.spec.ts"], { stdio: "inherit", env });
process.exit(r.status ?? 1);
