import { clientKey } from "./client-key";

describe("rate-limit key of a client address", () => {
  it.each([
    ["127.0.0.1", "127.0.0.1"],
    ["127.0.0.2", "127.0.0.2"],
    ["::ffff:127.0.0.2", "127.0.0.2"],
    ["::FFFF:10.0.0.1", "10.0.0.1"],
    ["2001:db8:0:1::1", "2001:db8:0:1::/64"],
    ["2001:0db8:0000:0001:ffff:ffff:ffff:ffff", "2001:db8:0:1::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
  ])("%s counts as %s", (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });

  it("puts two addresses of the same IPv6 /64 under one key and different /64s under different keys", () => {
    expect(clientKey("2001:db8:1:2::a")).toBe(clientKey("2001:db8:1:2:ffff::b"));
    expect(clientKey("2001:db8:1:2::a")).not.toBe(clientKey("2001:db8:1:3::a"));
  });

  it("keys an absent or malformed address as unknown", () => {
    expect(clientKey(undefined)).toBe("unknown");
    expect(clientKey("not-an-ip")).toBe("unknown");
  });
});
