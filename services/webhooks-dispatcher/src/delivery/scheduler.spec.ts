import { createLogger } from "@pix/logger";
import { DeliveryScheduler } from "./scheduler";

/** Attempts that finish only when the test says so: ordering is asserted without any timing. */
function controlledRuns() {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const run = (id: string) =>
    new Promise<void>((resolve) => {
      started.push(id);
      finishers.set(id, resolve);
    });
  const finish = async (id: string) => {
    finishers.get(id)!();
    await new Promise((r) => setImmediate(r));
  };
  return { started, run, finish };
}

const logger = createLogger("scheduler-spec", "silent");

describe("DeliveryScheduler", () => {
  it("keeps at most `perEndpoint` attempts in flight per endpoint, in arrival order", async () => {
    const { started, run, finish } = controlledRuns();
    const s = new DeliveryScheduler(2, run, logger);
    for (const id of ["a1", "a2", "a3", "a4"]) s.enqueue("A", id);
    expect(started).toEqual(["a1", "a2"]);
    await finish("a2");
    expect(started).toEqual(["a1", "a2", "a3"]);
    await finish("a1");
    await finish("a3");
    expect(started).toEqual(["a1", "a2", "a3", "a4"]);
    await finish("a4");
    await s.idle();
  });

  it("never makes another endpoint wait behind a stuck one", async () => {
    const { started, run, finish } = controlledRuns();
    const s = new DeliveryScheduler(1, run, logger);
    s.enqueue("stuck", "s1");
    s.enqueue("stuck", "s2");
    s.enqueue("other", "o1");
    s.enqueue("third", "t1");
    expect(started).toEqual(["s1", "o1", "t1"]);
    await finish("o1");
    s.enqueue("other", "o2");
    expect(started).toEqual(["s1", "o1", "t1", "o2"]);
    for (const id of ["s1", "t1", "o2", "s2"]) await finish(id);
    await s.idle();
  });

  it("ignores a delivery already queued or running, and accepts it again once done", async () => {
    const { started, run, finish } = controlledRuns();
    const s = new DeliveryScheduler(1, run, logger);
    s.enqueue("A", "d1");
    s.enqueue("A", "d1");
    expect(s.has("d1")).toBe(true);
    await finish("d1");
    expect(s.has("d1")).toBe(false);
    s.enqueue("A", "d1");
    expect(started).toEqual(["d1", "d1"]);
    await finish("d1");
    await s.idle();
  });

  it("keeps going after an attempt throws", async () => {
    const started: string[] = [];
    const s = new DeliveryScheduler(1, async (id) => {
      started.push(id);
      if (id === "bad") throw new Error("boom");
    }, logger);
    s.enqueue("A", "bad");
    s.enqueue("A", "good");
    await s.idle();
    expect(started).toEqual(["bad", "good"]);
  });

  it("on stop, drops what is queued (it stays pending in the database) and waits for attempts in flight", async () => {
    const { started, run, finish } = controlledRuns();
    const s = new DeliveryScheduler(1, run, logger);
    s.enqueue("A", "a1");
    s.enqueue("A", "a2");
    let stopped = false;
    const stopping = s.stop().then(() => (stopped = true));
    await new Promise((r) => setImmediate(r));
    expect(stopped).toBe(false);
    await finish("a1");
    await stopping;
    expect(started).toEqual(["a1"]);
    s.enqueue("B", "b1");
    expect(started).toEqual(["a1"]);
  });
});
