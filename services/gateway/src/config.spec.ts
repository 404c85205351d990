import { loadConfig } from "@pix/config";
import { gatewayEnv } from "./config";

const parse = (env: Record<string, string>) => loadConfig(gatewayEnv, { PRINCIPAL_SECRET: "x".repeat(16), ...env });

describe("gateway configuration", () => {
  it("defaults to the login limits of issues 8 and 23, local Redis and no trusted proxy", () => {
    expect(parse({})).toMatchObject({
      LOGIN_FAILURES_PER_ACCOUNT_ADDRESS: 10, LOGIN_FAILURES_PER_ADDRESS: 50, LOGIN_WINDOW_S: 900,
      LOGIN_FAILURES_PER_ACCOUNT: 10, LOGIN_SLOWDOWN_MS: 1000, LOGIN_KNOWN_ADDRESS_DAYS: 60,
      REDIS_URL: "redis://127.0.0.1:6379", RATE_LIMIT_PREFIX: "gateway:rl", TRUST_PROXY: [],
    });
  });

  it("reads TRUST_PROXY as a list of proxy addresses, subnets and proxy-addr's names", () => {
    expect(parse({ TRUST_PROXY: "loopback, 10.0.0.0/8,127.0.0.1, fd00::/8, uniquelocal" }).TRUST_PROXY)
      .toEqual(["loopback", "10.0.0.0/8", "127.0.0.1", "fd00::/8", "uniquelocal"]);
    expect(parse({ TRUST_PROXY: " " }).TRUST_PROXY).toEqual([]);
  });

  it.each(["true", "1", "2", "10.0.0.0/33", "gateway", "127.0.0.1/8/1"])(
    "refuses TRUST_PROXY=%j: the header would be believed from a peer that is no listed proxy",
    (value) => expect(() => parse({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: not a proxy address/),
  );

  it("bounds the slowdown of an attacked account (a wait, never a refusal)", () => {
    expect(() => parse({ LOGIN_SLOWDOWN_MS: "60000" })).toThrow(/LOGIN_SLOWDOWN_MS/);
    expect(parse({ LOGIN_SLOWDOWN_MS: "0" }).LOGIN_SLOWDOWN_MS).toBe(0);
  });
});
