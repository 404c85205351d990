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
});
