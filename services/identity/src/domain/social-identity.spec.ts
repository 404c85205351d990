import { socialIdentityFromClaims } from "./social-identity";

const base = { sub: "1234", email: "Ana@Loja.test", name: "Ana", provider: "google", email_verified: true };
const without = (claim: keyof typeof base) => Object.fromEntries(Object.entries(base).filter(([k]) => k !== claim));

describe("socialIdentityFromClaims", () => {
  it("reads a provider's verified identity, the e-mail lower-cased", () => {
    expect(socialIdentityFromClaims(base)).toEqual({ provider: "google", subject: "1234", email: "ana@loja.test", emailVerified: true, name: "Ana" });
  });

  it.each([["true"], [1], ["1"], [null], [undefined], [false], [{}]])("trusts email_verified only when it is the boolean true, not %p", (value) => {
    expect(socialIdentityFromClaims({ ...base, email_verified: value })?.emailVerified).toBe(false);
  });

  it.each([[undefined], [""], [42], [{ sign_in_provider: "google.com" }]])("a token without a string provider claim (%p) has no provider, never google", (value) => {
    expect(socialIdentityFromClaims({ ...base, provider: value })?.provider).toBeNull();
  });

  it("reads tokens that leave out provider, email_verified or name", () => {
    expect(socialIdentityFromClaims(without("provider"))).toMatchObject({ provider: null, emailVerified: true });
    expect(socialIdentityFromClaims(without("email_verified"))).toMatchObject({ provider: "google", emailVerified: false });
    expect(socialIdentityFromClaims(without("name"))).toMatchObject({ name: "ana" });
  });

  it("refuses tokens without a usable subject or e-mail", () => {
    expect(socialIdentityFromClaims({ ...base, sub: 7 })).toBeNull();
    expect(socialIdentityFromClaims({ ...base, email: "not-an-email" })).toBeNull();
    expect(socialIdentityFromClaims({ ...base, email: undefined })).toBeNull();
  });

  it("names the account after the e-mail when the token carries no name, and caps long names", () => {
    expect(socialIdentityFromClaims({ ...base, name: "x".repeat(500) })?.name).toHaveLength(120);
  });
});
