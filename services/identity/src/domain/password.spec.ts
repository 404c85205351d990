import { assertAcceptablePassword, checkLoginPassword, DUMMY_HASH, hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from "./password";

describe("password policy", () => {
  it.each([
    ["too short", "abc12345!", /pelo menos 10 caracteres/],
    ["on the common list", "1234567890", /mais usadas/],
    ["on the common list", "qwertyuiop", /mais usadas/],
    ["on the list in another case", "QwErTyUiOp", /mais usadas/],
    ["on the list in another case", "Password123", /mais usadas/],
  ])("refuses a password %s (%s) with a 400 that says why", (_why, password, message) => {
    expect(() => assertAcceptablePassword(password)).toThrow(expect.objectContaining({ kind: "validation", message: expect.stringMatching(message) }));
  });

  it("counts characters, not UTF-16 units, and accepts a long uncommon password", () => {
    expect(MIN_PASSWORD_LENGTH).toBe(10);
    expect(() => assertAcceptablePassword("😀".repeat(9))).toThrow(/10 caracteres/);
    expect(() => assertAcceptablePassword("cavalo-bateria-grampo")).not.toThrow();
    expect(() => assertAcceptablePassword("s3nha-forte")).not.toThrow();
  });
});

describe("login password check", () => {
  it("verifies against the stored hash", async () => {
    const stored = await hashPassword("cavalo-bateria-grampo");
    expect(await checkLoginPassword("cavalo-bateria-grampo", stored)).toBe(true);
    expect(await checkLoginPassword("outra-senha-qualquer", stored)).toBe(false);
  });

  it.each([null, undefined, ""])("without an account (stored %j) runs the same verify against a dummy hash and refuses", async (stored) => {
    const verify = jest.fn(verifyPassword);
    expect(await checkLoginPassword("cavalo-bateria-grampo", stored, verify)).toBe(false);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify).toHaveBeenCalledWith("cavalo-bateria-grampo", DUMMY_HASH);
    // The dummy runs a real scrypt of the same cost as a stored hash: same scheme and parameters.
    const real = await hashPassword("x");
    expect(DUMMY_HASH.split("$").slice(0, 4)).toEqual(real.split("$").slice(0, 4));
  });

  it("never lets the dummy path succeed, even if the verify would say yes", async () => {
    expect(await checkLoginPassword("anything-at-all", null, async () => true)).toBe(false);
  });
});
