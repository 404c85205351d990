import type { Principal } from "@pix/grpc";
import { invalidationTags } from "../messaging/principal-invalidations";
import { PrincipalCache, tag, tagsOf } from "./principal-cache";

const keyPrincipal: Principal = {
  userId: "u1", storeId: "u1", role: "owner", environment: "test", isAdmin: false, credential: "api_key", productionApproved: false, apiKeyId: "k1",
};
const memberPrincipal: Principal = {
  userId: "m1", storeId: "store1", role: "viewer", environment: "test", isAdmin: false, credential: "session", productionApproved: true, sessionId: "s1",
};

function cache(ttlMs = 1000, max = 10) {
  let now = 0;
  const c = new PrincipalCache(ttlMs, max, () => now);
  c.enable();
  return { c, advance: (ms: number) => void (now += ms) };
}

describe("PrincipalCache", () => {
  it("serves a stored principal until its TTL, then asks again", () => {
    const { c, advance } = cache(1000);
    expect(c.set("a", keyPrincipal, c.begin())).toBe(true);
    expect(c.get("a")).toBe(keyPrincipal);
    advance(999);
    expect(c.get("a")).toBe(keyPrincipal);
    advance(1);
    expect(c.get("a")).toBeUndefined();
  });

  it("keeps the account stored with a principal, and drops both together on an invalidation or at the TTL", () => {
    const { c, advance } = cache(1000);
    const account = { id: "u1", name: "Maria" };
    c.set("a", keyPrincipal, c.begin(), account);
    c.set("b", keyPrincipal, c.begin());
    expect(c.account("a")).toBe(account);
    expect(c.account("b")).toBeUndefined(); // stored without one: GET /auth/me asks identity
    c.invalidate([tag.user("u1")]);
    expect(c.account("a")).toBeUndefined();
    c.set("a", keyPrincipal, c.begin(), account);
    advance(1000);
    expect(c.account("a")).toBeUndefined();
  });

  it("drops exactly the entries an invalidation names: API key, session, acting account or store", () => {
    for (const [tags, gone] of [
      [[tag.apiKey("k1")], ["a"]],
      [[tag.session("s1")], ["m"]],
      [[tag.user("u1")], ["a"]],
      [[tag.user("m1")], ["m"]],
      [[tag.user("store1")], ["m"]],
      [[tag.apiKey("other"), tag.user("nobody")], []],
    ] as const) {
      const { c } = cache();
      c.set("a", keyPrincipal, c.begin());
      c.set("m", memberPrincipal, c.begin());
      c.invalidate(tags);
      expect(["a", "m"].filter((k) => c.get(k) === undefined)).toEqual(gone);
    }
  });

  it("does not store an answer that was being looked up when an invalidation arrived", () => {
    const { c } = cache();
    const epoch = c.begin();
    c.invalidate([tag.apiKey("k1")]);
    expect(c.set("a", keyPrincipal, epoch)).toBe(false);
    expect(c.get("a")).toBeUndefined();
    const later = c.begin();
    c.clear();
    expect(c.set("a", keyPrincipal, later)).toBe(false);
  });

  it("is off until enabled and after disable (broker gone: fail safe), and forgets what it had", () => {
    const c = new PrincipalCache(1000, 10);
    expect(c.set("a", keyPrincipal, c.begin())).toBe(false);
    c.enable();
    c.set("a", keyPrincipal, c.begin());
    c.disable();
    expect(c.get("a")).toBeUndefined();
    c.enable();
    expect(c.get("a")).toBeUndefined();
  });

  it("is off with a TTL or size of 0", () => {
    for (const c of [new PrincipalCache(0, 10), new PrincipalCache(1000, 0)]) {
      c.enable();
      expect(c.set("a", keyPrincipal, c.begin())).toBe(false);
    }
  });

  it("keeps at most maxEntries, dropping the oldest", () => {
    const { c } = cache(1000, 2);
    c.set("a", keyPrincipal, c.begin());
    c.set("b", keyPrincipal, c.begin());
    c.set("c", keyPrincipal, c.begin());
    expect(c.size).toBe(2);
    expect(c.get("a")).toBeUndefined();
    expect(c.get("c")).toBe(keyPrincipal);
  });

  it("tags a member's principal with the member, the store and the session", () => {
    expect(tagsOf(memberPrincipal).sort()).toEqual([tag.session("s1"), tag.user("m1"), tag.user("store1")].sort());
    expect(tagsOf(keyPrincipal).sort()).toEqual([tag.apiKey("k1"), tag.user("u1")].sort());
  });
});

describe("invalidationTags (identity's principal.* events)", () => {
  const envelope = (event: string, data: Record<string, unknown>) => Buffer.from(JSON.stringify({
    id: "0b5e7a4e-5a53-4d1e-9a43-6f7d3b1c2a10", event, occurred_at: "2026-11-23T00:00:00.000Z", owner: { store_id: "u1", environment: "test" }, data,
  }));

  it("reads the ids the trigger writes", () => {
    expect(invalidationTags(envelope("principal.api_key_changed", { api_key_id: "k1", user_ids: ["u1"] }))).toEqual([tag.user("u1"), tag.apiKey("k1")]);
    expect(invalidationTags(envelope("principal.session_changed", { session_id: "s1", user_ids: ["u1"] }))).toEqual([tag.user("u1"), tag.session("s1")]);
    expect(invalidationTags(envelope("principal.membership_changed", { store_id: "store1", user_ids: ["m1", "m2"] }))).toEqual([tag.user("m1"), tag.user("m2")]);
  });

  it("answers null (drop everything) for anything it cannot read", () => {
    expect(invalidationTags(Buffer.from("not json"))).toBeNull();
    expect(invalidationTags(envelope("principal.user_changed", {}))).toBeNull();
    expect(invalidationTags(envelope("principal.user_changed", { user_ids: "u1" }))).toBeNull();
  });
});
