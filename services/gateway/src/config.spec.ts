import { loadConfig } from "@pix/config";
import { gatewayEnv } from "./config";

const parse = (env: Record<string, string>) => loadConfig(gatewayEnv, { PRINCIPAL_SECRET: "x".repeat(16), ...env });

describe("gateway configuration", () => {
  it("defaults to issue 8's login limits, local Redis and no trusted proxy", () => {
    expect(parse({})).toMatchObject({
      LOGIN_FAILURES_PER_ACCOUNT: 10, LOGIN_FAILURES_PER_ADDRESS: 50, LOGIN_WINDOW_S: 900,
      REDIS_URL: "redis://127.0.0.1:6379", RATE_LIMIT_PREFIX: "gateway:rl", TRUST_PROXY: false,
    });
  });

  it('reads TRUST_PROXY like the checkout, and refuses "true"', () => {
    expect(parse({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).TRUST_PROXY).toEqual(["loopback", "10.0.0.0/8"]);
    expect(() => parse({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY/);
  });
});
