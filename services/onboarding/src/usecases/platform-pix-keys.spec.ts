import { Writable } from "node:stream";
import { createLogger } from "@pix/logger";
import { AccountEngineError, type AccountEngine, type AccountEngines } from "../adapters/account-engine";
import type { PixKey } from "../domain/receiving-account";
import { PlatformPixKeys } from "./platform-pix-keys";

/** A stand-in engine whose ownPixKeys answers what each test queues, counting the asks. */
function fakeEngine() {
  const answers: (() => Promise<PixKey[]>)[] = [];
  let asks = 0;
  const engine = {
    ownPixKeys: () => {
      asks++;
      const next = answers.shift();
      if (!next) throw new Error("unexpected ask");
      return next();
    },
  } as unknown as AccountEngine;
  return { engine, answers, asks: () => asks };
}

const ACTIVE: PixKey = { key: "3d7c2f3e-0000-4000-8000-00000000000a", status: "ACTIVE" };
const down = () => Promise.reject(new AccountEngineError("unavailable", "engine answered 503", 503));
const listing = (keys: PixKey[], afterMs = 0) => () => new Promise<PixKey[]>((r) => setTimeout(() => r(keys), afterMs));

function setup(engines: Partial<AccountEngines> = {}, waitMs = 200) {
  const lines: string[] = [];
  const logger = createLogger("test", "info", new Writable({ write: (c, _e, done) => (lines.push(String(c)), done()) }));
  let now = 1_000_000;
  const keys = new PlatformPixKeys({ test: null, live: null, ...engines }, logger, { retryAfterMs: 30_000, waitMs, now: () => now });
  return { keys, lines, advance: (ms: number) => (now += ms) };
}

describe("PlatformPixKeys", () => {
  it("asks the engine once and keeps the key: later and concurrent reads do not ask again", async () => {
    const e = fakeEngine();
    e.answers.push(listing([ACTIVE], 20));
    const { keys } = setup({ test: e.engine });
    expect(await Promise.all([keys.of("test"), keys.of("test"), keys.of("test")])).toEqual([ACTIVE, ACTIVE, ACTIVE]);
    expect(await keys.of("test")).toEqual(ACTIVE);
    expect(e.asks()).toBe(1);
  });

  it("keeps each environment's key apart (test and live have their own engine and main account)", async () => {
    const [t, l] = [fakeEngine(), fakeEngine()];
    const live: PixKey = { key: "live-key", status: "ACTIVE" };
    t.answers.push(listing([ACTIVE]));
    l.answers.push(listing([live]));
    const { keys } = setup({ test: t.engine, live: l.engine });
    expect(await keys.of("live")).toEqual(live);
    expect(await keys.of("test")).toEqual(ACTIVE);
  });

  it("answers null for an environment without an engine, asking nothing", async () => {
    const e = fakeEngine();
    const { keys } = setup({ test: e.engine });
    expect(await keys.of("live")).toBeNull();
    expect(e.asks()).toBe(0);
  });

  it("answers null while the engine is down, asks again only after retryAfterMs, then keeps the key", async () => {
    const e = fakeEngine();
    e.answers.push(down, listing([ACTIVE]));
    const { keys, lines, advance } = setup({ test: e.engine });
    expect(await keys.of("test")).toBeNull();
    advance(29_999);
    expect(await keys.of("test")).toBeNull(); // within the interval: no ask
    expect(e.asks()).toBe(1);
    advance(1);
    expect(await keys.of("test")).toEqual(ACTIVE);
    expect(e.asks()).toBe(2);
    expect(lines.filter((l) => l.includes("Pix key unknown"))).toHaveLength(1);
  });

  it("treats a list without an active key as unknown, to be asked again", async () => {
    const e = fakeEngine();
    e.answers.push(listing([{ key: "pending", status: "AWAITING_ACTIVATION" }]), listing([ACTIVE]));
    const { keys, advance } = setup({ test: e.engine });
    expect(await keys.of("test")).toBeNull();
    advance(30_000);
    expect(await keys.of("test")).toEqual(ACTIVE);
  });

  it("waits for a slow engine at most waitMs, answering null; a later read finds the key the ask brought", async () => {
    const e = fakeEngine();
    e.answers.push(listing([ACTIVE], 400));
    const { keys } = setup({ test: e.engine }, 100);
    const started = Date.now();
    expect(await keys.of("test")).toBeNull();
    expect(Date.now() - started).toBeLessThan(350);
    await new Promise((r) => setTimeout(r, 400));
    expect(await keys.of("test")).toEqual(ACTIVE);
    expect(e.asks()).toBe(1);
  });

  it("warm asks each configured engine at once, so the first read does not wait", async () => {
    const e = fakeEngine();
    e.answers.push(listing([ACTIVE]));
    const { keys } = setup({ test: e.engine });
    keys.warm();
    expect(e.asks()).toBe(1);
    expect(await keys.of("test")).toEqual(ACTIVE);
    expect(e.asks()).toBe(1);
  });
});
