/**
 * Issue 32, item 3: a model-based test that composes every money flow. fast-check's command model
 * (money-model-commands.ts) mixes payments (through the engine, simulated, an extra payment of a paid
 * charge, a late payment after the expiry test clock), refunds (partial and full, completed, failed
 * and held at the engine), MED (opened, a duplicated notice, redelivered notices, defense, upheld,
 * rejected, the deadline passing), withdrawals (paid, rejected; subaccount mode) and redelivered
 * notices, on the real stack of each mode (one stack per mode, a fresh merchant per run). After every
 * command the invariants are checked (money-model-support.ts): the ledger balanced and its balances
 * derived, per payment returned + blocked ≤ paid, the summary equal to the statement, the engine's
 * books equal to ours (the reconciliation job finds nothing). docs/money.md, "The model-based test".
 *
 * CI runs MONEY_MODEL_RUNS runs per mode (default below); `npm run test:model -- --runs N --seed S
 * --path P` runs more or replays one (scripts/test-model.mjs sets these variables).
 */
import fc from "fast-check";
import { moneyCommands, newModel, pinnedScenarios, type Model, type Real } from "./money-model-commands";
import { freshStore, startModelWorld, type Mode, type ModelWorld } from "./money-model-support";

const env = process.env;
const RUNS = Number(env.MONEY_MODEL_RUNS ?? 4);
const COMMANDS = Number(env.MONEY_MODEL_COMMANDS ?? 25);
const SEED = env.MONEY_MODEL_SEED === undefined ? undefined : Number(env.MONEY_MODEL_SEED);
const PATH = env.MONEY_MODEL_PATH || undefined;
const REPLAY = env.MONEY_MODEL_REPLAY || undefined;
const MODES: Mode[] = env.MONEY_MODEL_MODE === "single" || env.MONEY_MODEL_MODE === "subaccount" ? [env.MONEY_MODEL_MODE] : ["single", "subaccount"];

describe.each(MODES)("the money model, %s mode", (mode) => {
  let world: ModelWorld;
  beforeAll(async () => {
    world = await startModelWorld(mode);
  }, 90_000);
  afterAll(async () => {
    await world?.close();
  });

  it.each(Object.entries(pinnedScenarios))("keeps every invariant in a pinned scenario: %s", async (_name, commands) => {
    const setup = async () => ({ model: newModel(mode) as Model, real: { world, store: await freshStore(world) } as Real });
    await fc.asyncModelRun(setup, commands());
  }, 5 * 60_000);

  it(`keeps every invariant after every command of ${RUNS} random runs (≤ ${COMMANDS} commands each)`, async () => {
    const property = fc.asyncProperty(moneyCommands(mode, COMMANDS, REPLAY), async (cmds) => {
      const setup = async () => {
        if (env.MONEY_MODEL_VERBOSE) process.stdout.write(`run (${mode}):\n`);
        return { model: newModel(mode) as Model, real: { world, store: await freshStore(world) } as Real };
      };
      await fc.asyncModelRun(setup, cmds);
    });
    const seed = SEED ?? Date.now() ^ (Math.random() * 0x100000000);
    // The seed is printed before the run, so even a run cut short (a timeout) can be replayed.
    process.stdout.write(`money model (${mode}): seed ${seed}, ${RUNS} runs\n`);
    // A failure's report: the seed and path to replay it and the shrunk command list (each command's toString).
    await fc.assert(property, { numRuns: RUNS, seed, path: PATH, endOnFailure: false });
  }, 30 * 60_000);
});
