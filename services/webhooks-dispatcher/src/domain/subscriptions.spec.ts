import { ownerKey, SubscriptionCache } from "./subscriptions";

describe("SubscriptionCache", () => {
  const owner = ownerKey({ storeId: "s1", environment: "test" });

  it("knows nothing until told, then answers from the endpoints' event lists", () => {
    const cache = new SubscriptionCache({ ttlMs: 1000, now: () => 0 });
    expect(cache.wants(owner, "charge.paid")).toBeUndefined();
    cache.remember(owner, [["charge.paid"]]);
    expect(cache.wants(owner, "charge.paid")).toBe(true);
    expect(cache.wants(owner, "charge.created")).toBe(false);
    cache.remember(owner, []);
    expect(cache.wants(owner, "charge.paid")).toBe(false);
  });

  it("treats an endpoint with no events as wanting every event", () => {
    const cache = new SubscriptionCache({ ttlMs: 1000, now: () => 0 });
    cache.remember(owner, [["charge.paid"], []]);
    expect(cache.wants(owner, "subscription.charged")).toBe(true);
  });

  it("forgets an entry when told (an endpoint changed) and when its time is up", () => {
    let now = 0;
    const cache = new SubscriptionCache({ ttlMs: 1000, now: () => now });
    cache.remember(owner, []);
    cache.forget(owner);
    expect(cache.wants(owner, "charge.paid")).toBeUndefined();
    cache.remember(owner, []);
    now = 999;
    expect(cache.wants(owner, "charge.paid")).toBe(false);
    now = 1000;
    expect(cache.wants(owner, "charge.paid")).toBeUndefined();
  });

  it("keeps owners apart and holds at most `max` of them", () => {
    const cache = new SubscriptionCache({ ttlMs: 1000, now: () => 0, max: 2 });
    const [a, b, c] = ["a", "b", "c"].map((storeId) => ownerKey({ storeId, environment: "test" }));
    cache.remember(a, [[]]);
    cache.remember(b, []);
    expect(cache.wants(a, "charge.paid")).toBe(true);
    expect(cache.wants(ownerKey({ storeId: "a", environment: "live" }), "charge.paid")).toBeUndefined();
    cache.remember(c, []);
    expect(cache.wants(a, "charge.paid")).toBeUndefined();
    expect(cache.wants(b, "charge.paid")).toBe(false);
  });

  it("clears every owner on a change heard from elsewhere, and ignores a read that the change overtook", () => {
    const cache = new SubscriptionCache({ ttlMs: 1000, now: () => 0 });
    const other = ownerKey({ storeId: "s2", environment: "test" });
    cache.remember(owner, []);
    cache.remember(other, [[]]);
    const readAt = cache.generation(); // a read of the endpoints starts…
    cache.clear(); // …an endpoint changes meanwhile…
    cache.remember(owner, [], readAt); // …so what it read is not kept
    expect(cache.wants(owner, "charge.paid")).toBeUndefined();
    expect(cache.wants(other, "charge.paid")).toBeUndefined();
    cache.remember(owner, [["charge.paid"]], cache.generation());
    expect(cache.wants(owner, "charge.paid")).toBe(true);
  });

  it("answers nothing while changes could go unheard", () => {
    let listening = false;
    const cache = new SubscriptionCache({ ttlMs: 1000, now: () => 0, max: 10, trusted: () => listening });
    cache.remember(owner, []);
    expect(cache.wants(owner, "charge.paid")).toBeUndefined();
    listening = true;
    expect(cache.wants(owner, "charge.paid")).toBe(false);
  });
});
