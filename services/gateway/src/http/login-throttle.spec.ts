import { AppError } from "@pix/errors";
import { RateLimiterMemory } from "rate-limiter-flexible";
import { accountKey, LoginThrottle, LoginThrottled } from "./login-throttle";

/** The bookkeeping rules, on in-memory limiters (the shared Redis budget is covered by test/login-limits.int.spec.ts). */
function throttle(perAccount = 2, perAddress = 3) {
  const byAccount = new RateLimiterMemory({ points: perAccount, duration: 60 });
  const byAddress = new RateLimiterMemory({ points: perAddress, duration: 60 });
  return { t: new LoginThrottle(byAccount, byAddress), byAccount, byAddress };
}
const wrong = () => Promise.reject(new AppError("unauthenticated", "E-mail ou senha inválidos"));
const ok = () => Promise.resolve("signed in");
const spent = async (limiter: RateLimiterMemory, key: string) => (await limiter.get(key))?.consumedPoints ?? 0;

describe("login throttle", () => {
  it("refuses the attempt after the account's failures, without calling identity, and says when to retry", async () => {
    const { t } = throttle(2, 10);
    for (let i = 0; i < 2; i++) await expect(t.attempt("a@loja.test", "10.0.0.1", wrong)).rejects.toThrow(/inválidos/);
    const login = jest.fn(ok);
    const refused = await t.attempt("a@loja.test", "10.0.0.1", login).catch((e) => e);
    expect(refused).toBeInstanceOf(LoginThrottled);
    expect(refused.retryAfterS).toBeGreaterThan(0);
    expect(refused.retryAfterS).toBeLessThanOrEqual(60);
    expect(login).not.toHaveBeenCalled();
  });

  it("counts the address across accounts, and an address refusal does not spend the account's budget", async () => {
    const { t, byAccount } = throttle(5, 2);
    await expect(t.attempt("a@loja.test", "10.0.0.2", wrong)).rejects.toThrow();
    await expect(t.attempt("b@loja.test", "10.0.0.2", wrong)).rejects.toThrow();
    await expect(t.attempt("c@loja.test", "10.0.0.2", ok)).rejects.toBeInstanceOf(LoginThrottled);
    expect(await spent(byAccount, accountKey("c@loja.test"))).toBe(0);
    await expect(t.attempt("c@loja.test", "10.0.0.3", ok)).resolves.toBe("signed in");
  });

  it("a success clears the account's failures but gives back only its own point on the address", async () => {
    const { t, byAccount, byAddress } = throttle(2, 10);
    await expect(t.attempt("a@loja.test", "10.0.0.4", wrong)).rejects.toThrow();
    await expect(t.attempt("a@loja.test", "10.0.0.4", ok)).resolves.toBe("signed in");
    expect(await spent(byAccount, accountKey("a@loja.test"))).toBe(0);
    expect(await spent(byAddress, "10.0.0.4")).toBe(1);
  });

  it("gives both points back when the attempt fails for another reason than the credentials", async () => {
    const { t, byAccount, byAddress } = throttle();
    const down = () => Promise.reject(new AppError("unavailable", "identity indisponível"));
    await expect(t.attempt("a@loja.test", "10.0.0.5", down)).rejects.toThrow(/indisponível/);
    expect(await spent(byAccount, accountKey("a@loja.test"))).toBe(0);
    expect(await spent(byAddress, "10.0.0.5")).toBe(0);
  });

  it("keys the account by the e-mail as identity matches it, without storing the address", () => {
    expect(accountKey("  Maria@Loja.TEST ")).toBe(accountKey("maria@loja.test"));
    expect(accountKey("maria@loja.test")).not.toBe(accountKey("mario@loja.test"));
    expect(accountKey("maria@loja.test")).not.toMatch(/maria|loja/);
  });

  it("counts an IPv6 client by its /64, so rotating addresses inside it does not escape", async () => {
    const { t } = throttle(10, 1);
    await expect(t.attempt("a@loja.test", "2001:db8:1:2::a", wrong)).rejects.toThrow(/inválidos/);
    await expect(t.attempt("b@loja.test", "2001:db8:1:2::b", wrong)).rejects.toBeInstanceOf(LoginThrottled);
  });
});
