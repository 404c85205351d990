import { QrCache } from "./qr-cache";

describe("QrCache", () => {
  const counting = () => {
    const calls: string[] = [];
    return { calls, render: (t: string) => (calls.push(t), `png:${t}`) };
  };

  it("encodes each code once while it stays cached", () => {
    const r = counting();
    const cache = new QrCache(5000, r.render);
    const codes = Array.from({ length: 5000 }, (_, i) => `code-${i}`);
    for (let pass = 0; pass < 2; pass++) for (const c of codes) expect(cache.dataUrl(c)).toBe(`png:${c}`);
    expect(r.calls).toHaveLength(5000);
  });

  it("evicts the least recently used code beyond its capacity", () => {
    const r = counting();
    const cache = new QrCache(2, r.render);
    cache.dataUrl("a");
    cache.dataUrl("b");
    cache.dataUrl("a"); // a is now the most recent
    cache.dataUrl("c"); // evicts b
    cache.dataUrl("a");
    cache.dataUrl("b");
    expect(r.calls).toEqual(["a", "b", "c", "b"]);
  });

  it("warms the cache in slices, letting other work run between them", async () => {
    const r = counting();
    let now = 0;
    const slow = (t: string) => ((now += 1), r.render(t)); // each render "takes" 1 ms
    const cache = new QrCache(100, slow);
    const clock = jest.spyOn(performance, "now").mockImplementation(() => now);
    // Other work waiting on the event loop (a check-phase callback that re-queues itself): it runs only
    // where warm yields. A 0 ms interval raced real time instead, and missed every yield on a fast machine.
    const ticks: number[] = [];
    let warming = true;
    const other = () => {
      if (!warming) return;
      ticks.push(r.calls.length);
      setImmediate(other);
    };
    try {
      cache.dataUrl("c0");
      setImmediate(other);
      await cache.warm(Array.from({ length: 20 }, (_, i) => `c${i}`), 5);
    } finally {
      warming = false;
      clock.mockRestore();
    }
    expect(r.calls).toHaveLength(20); // c0 was cached already
    for (let i = 0; i < 20; i++) expect(cache.dataUrl(`c${i}`)).toBe(`png:c${i}`);
    expect(r.calls).toHaveLength(20);
    expect(ticks.length).toBeGreaterThan(0); // the interval ran while warming
    expect(Math.max(...ticks)).toBeLessThan(20);
  });
});
