import { noticeEnvironment, sameSecret } from "./notice-token";

describe("noticeEnvironment", () => {
  const tokens = { test: "test-notice-token-0123456789", live: "live-notice-token-0123456789" };

  it("names the environment whose token the notice carries, or none", () => {
    expect(noticeEnvironment(tokens, tokens.test)).toBe("test");
    expect(noticeEnvironment(tokens, tokens.live)).toBe("live");
    expect(noticeEnvironment(tokens, "test-notice-token-012345678")).toBeNull();
    expect(noticeEnvironment(tokens, "")).toBeNull();
  });

  it("refuses every token for an engine whose token is not configured", () => {
    expect(noticeEnvironment({ test: null, live: tokens.live }, tokens.test)).toBeNull();
    expect(noticeEnvironment({ test: null, live: null }, "")).toBeNull();
  });

  it("compares secrets of different lengths without throwing", () => {
    expect(sameSecret("a", "a-much-longer-secret")).toBe(false);
    expect(sameSecret("same", "same")).toBe(true);
  });
});
