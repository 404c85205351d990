import { AppError } from "@pix/errors";
import { RateLimiterMemory } from "rate-limiter-flexible";
import { MemoryKnownAddresses, pairHasher } from "./known-addresses";
import { accountKey, LoginThrottle, LoginThrottled } from "./login-throttle";

/**
 * The bookkeeping rules, on in-memory limiters (the shared Redis budgets, the trusted proxy and the
 * panel are covered end to end by test/login-limits.int.spec.ts and the panel's login-limits spec).
 */
function throttle({ perPair = 2, perAddress = 3, attackedAfter = 4 } = {}) {
  const byPair = new RateLimiterMemory({ points: perPair, duration: 60 });
  const byAddress = new RateLimiterMemory({ points: perAddress, duration: 60 });
  const byAccount = new RateLimiterMemory({ points: attackedAfter, duration: 60 });
  const known = new MemoryKnownAddresses();
  const waits: number[] = [];
  const pairKey = pairHasher("x".repeat(32));
  const t = new LoginThrottle({
    byPair, byAddress, byAccount, known, pairKey, attackedAfter, slowdownMs: 1000,
    sleep: async (ms) => void waits.push(ms),
  });
  return { t, byPair, byAddress, byAccount, waits, pairKey };
}
const wrong = () => Promise.reject(new AppError("unauthenticated", "E-mail ou senha inválidos", "LOGIN_INVALIDO"));
const ok = () => Promise.resolve("signed in");
const spent = async (limiter: RateLimiterMemory, key: string) => (await limiter.get(key))?.consumedPoints ?? 0;
const A = "a@loja.test";

describe("login throttle", () => {
  it("refuses an (account, address) pair after its failures, without calling identity, and says when to retry", async () => {
    const { t } = throttle({ perPair: 2, perAddress: 10 });
    for (let i = 0; i < 2; i++) await expect(t.attempt(A, "10.0.0.1", wrong)).rejects.toThrow(/inválidos/);
    const login = jest.fn(ok);
    const refused = await t.attempt(A, "10.0.0.1", login).catch((e) => e);
    expect(refused).toBeInstanceOf(LoginThrottled);
    expect(refused.retryAfterS).toBeGreaterThan(0);
    expect(refused.retryAfterS).toBeLessThanOrEqual(60);
    expect(login).not.toHaveBeenCalled();
    // The pair is the account's e-mail as identity matches it, whatever the case.
    await expect(t.attempt("  A@Loja.TEST", "10.0.0.1", ok)).rejects.toBeInstanceOf(LoginThrottled);
  });

  it("never refuses the account itself: another address signs in after any number of failures elsewhere", async () => {
    const { t, waits } = throttle({ perPair: 2, perAddress: 10, attackedAfter: 4 });
    for (let n = 1; n <= 5; n++) {
      for (let i = 0; i < 3; i++) await t.attempt(A, `10.0.1.${n}`, wrong).catch(() => undefined);
    }
    await expect(t.attempt(A, "10.0.2.1", ok)).resolves.toBe("signed in");
    expect(waits.at(-1)).toBe(1000); // the account is under attack: an unknown address waited first
  });

  it("slows unknown addresses only once the account has failed `attackedAfter` times from any addresses", async () => {
    const { t, waits } = throttle({ perPair: 10, perAddress: 10, attackedAfter: 3 });
    await t.attempt(A, "10.0.3.1", wrong).catch(() => undefined);
    await t.attempt(A, "10.0.3.2", wrong).catch(() => undefined);
    await t.attempt(A, "10.0.3.3", wrong).catch(() => undefined);
    expect(waits).toEqual([]);
    await t.attempt(A, "10.0.3.4", wrong).catch(() => undefined);
    expect(waits).toEqual([1000]);
    await t.attempt("b@loja.test", "10.0.3.4", wrong).catch(() => undefined); // another account is not slowed
    expect(waits).toEqual([1000]);
  });

  it("lets an address that signed in before pass unslowed, and past its address budget spent on other accounts", async () => {
    const { t, waits, byAddress } = throttle({ perPair: 3, perAddress: 2, attackedAfter: 1 });
    await expect(t.attempt(A, "10.0.4.1", ok)).resolves.toBe("signed in");
    await t.attempt(A, "10.0.4.9", wrong).catch(() => undefined); // the account is now under attack
    await t.attempt("b@loja.test", "10.0.4.1", wrong).catch(() => undefined);
    await t.attempt("c@loja.test", "10.0.4.1", wrong).catch(() => undefined);
    await expect(t.attempt("d@loja.test", "10.0.4.1", ok)).rejects.toBeInstanceOf(LoginThrottled);
    waits.length = 0;
    const before = await spent(byAddress, "10.0.4.1");
    await expect(t.attempt(A, "10.0.4.1", ok)).resolves.toBe("signed in");
    expect(waits).toEqual([]);
    expect(await spent(byAddress, "10.0.4.1")).toBe(before); // the known pair spends nothing of the address's budget
  });

  it("still refuses a known address that keeps failing on the account (its pair budget holds)", async () => {
    const { t } = throttle({ perPair: 2, perAddress: 10 });
    await t.attempt(A, "10.0.5.1", ok);
    await t.attempt(A, "10.0.5.1", wrong).catch(() => undefined);
    await t.attempt(A, "10.0.5.1", wrong).catch(() => undefined);
    await expect(t.attempt(A, "10.0.5.1", ok)).rejects.toBeInstanceOf(LoginThrottled);
  });

  it("counts the address across accounts, and an address refusal does not spend the pair's budget", async () => {
    const { t, byPair, pairKey } = throttle({ perPair: 5, perAddress: 2 });
    await expect(t.attempt(A, "10.0.0.2", wrong)).rejects.toThrow();
    await expect(t.attempt("b@loja.test", "10.0.0.2", wrong)).rejects.toThrow();
    await expect(t.attempt("c@loja.test", "10.0.0.2", ok)).rejects.toBeInstanceOf(LoginThrottled);
    expect(await spent(byPair, pairKey(accountKey("c@loja.test"), "10.0.0.2"))).toBe(0);
    await expect(t.attempt("c@loja.test", "10.0.0.3", ok)).resolves.toBe("signed in");
  });

  it("a success clears its pair's failures but gives back only its own point on the address", async () => {
    const { t, byPair, byAddress, pairKey } = throttle({ perPair: 2, perAddress: 10 });
    await expect(t.attempt(A, "10.0.0.4", wrong)).rejects.toThrow();
    await expect(t.attempt(A, "10.0.0.4", ok)).resolves.toBe("signed in");
    expect(await spent(byPair, pairKey(accountKey(A), "10.0.0.4"))).toBe(0);
    expect(await spent(byAddress, "10.0.0.4")).toBe(1);
  });

  it("gives the points back when the attempt fails for another reason than the credentials, and counts no account failure", async () => {
    const { t, byPair, byAddress, byAccount, pairKey } = throttle();
    const down = () => Promise.reject(new AppError("unavailable", "identity indisponível", "SERVICO_INDISPONIVEL"));
    await expect(t.attempt(A, "10.0.0.5", down)).rejects.toThrow(/indisponível/);
    expect(await spent(byPair, pairKey(accountKey(A), "10.0.0.5"))).toBe(0);
    expect(await spent(byAddress, "10.0.0.5")).toBe(0);
    expect(await spent(byAccount, accountKey(A))).toBe(0);
  });

  it("keys the account by the e-mail as identity matches it, and pairs by a keyed hash that names neither", () => {
    expect(accountKey("  Maria@Loja.TEST ")).toBe(accountKey("maria@loja.test"));
    expect(accountKey("maria@loja.test")).not.toBe(accountKey("mario@loja.test"));
    expect(accountKey("maria@loja.test")).not.toMatch(/maria|loja/);
    const pair = pairHasher("x".repeat(32))(accountKey("maria@loja.test"), "10.0.0.6");
    expect(pair).not.toMatch(/10\.0\.0\.6/);
    expect(pairHasher("y".repeat(32))(accountKey("maria@loja.test"), "10.0.0.6")).not.toBe(pair);
  });

  it("counts an IPv6 client by its /64, so rotating addresses inside it does not escape", async () => {
    const { t } = throttle({ perPair: 10, perAddress: 1 });
    await expect(t.attempt(A, "2001:db8:1:2::a", wrong)).rejects.toThrow(/inválidos/);
    await expect(t.attempt("b@loja.test", "2001:db8:1:2::b", wrong)).rejects.toBeInstanceOf(LoginThrottled);
  });
});
