import { recipientKey, waitForRoom } from "./quota";

const NOW = new Date("2026-11-26T12:00:00.000Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;

describe("waitForRoom", () => {
  const bound = { max: 3, windowMs: HOUR };

  it("is 0 while the sends fit, counting only those inside the window", () => {
    expect(waitForRoom([], 3, bound, NOW)).toBe(0);
    expect(waitForRoom([ago(10 * MIN), ago(2 * HOUR), ago(3 * HOUR)], 2, bound, NOW)).toBe(0);
  });

  it("waits until the oldest sends that must leave have left, whatever the order given", () => {
    const sent = [ago(5 * MIN), ago(50 * MIN), ago(20 * MIN)];
    expect(waitForRoom(sent, 1, bound, NOW)).toBe(10 * MIN); // the 50-minute-old one leaves in 10
    expect(waitForRoom(sent, 2, bound, NOW)).toBe(40 * MIN); // and the 20-minute-old one in 40
  });

  it("throws for a request that can never fit (a programming error: the bounds are sized to the requests)", () => {
    expect(() => waitForRoom([], 4, bound, NOW)).toThrow();
  });
});

describe("recipientKey", () => {
  it("is the same for an address whatever its case and surrounding spaces, and holds no readable address", () => {
    expect(recipientKey(" Ana@Loja.test ")).toBe(recipientKey("ana@loja.test"));
    expect(recipientKey("ana@loja.test")).toMatch(/^[0-9a-f]{64}$/);
  });
});
