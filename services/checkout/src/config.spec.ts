import { loadConfig } from "@pix/config";
import { checkoutEnv } from "./config";

const parse = (env: Record<string, string>) => loadConfig(checkoutEnv, { PRINCIPAL_SECRET: "x".repeat(16), ...env });

describe("checkout configuration", () => {
  it("defaults to the socket address (no proxy trusted), port 8081 and the contract's 300 per 10 minutes", () => {
    const c = parse({});
    expect(c).toMatchObject({ TRUST_PROXY: false, HTTP_PORT: 8081, READ_LIMIT_POINTS: 300, READ_LIMIT_WINDOW_S: 600 });
  });

  it.each([
    ["1", 1],
    ["false", false],
    ["loopback, 10.0.0.0/8", ["loopback", "10.0.0.0/8"]],
  ])("reads TRUST_PROXY=%j as %j", (value, expected) => {
    expect(parse({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it('refuses TRUST_PROXY="true", which would let any client choose its IP', () => {
    expect(() => parse({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY/);
  });
});
