import { AppError } from "@pix/errors";
import {
  newVerificationToken, requireVerifiedEmail, VERIFICATION_TOKEN_PATTERN, VERIFICATION_TOKEN_TTL_MS, verificationMail,
} from "./email-verification";
import { confirmEmailLink } from "./panel-links";
import { sha256 } from "./tokens";

describe("verification tokens", () => {
  it("carry 256 random bits, are stored only as their SHA-256 and expire in 24 hours", () => {
    const now = Date.UTC(2026, 10, 22, 12);
    const a = newVerificationToken(now);
    const b = newVerificationToken(now);
    expect(Buffer.from(a.token, "base64url")).toHaveLength(32);
    expect(a.token).toMatch(VERIFICATION_TOKEN_PATTERN);
    expect(a.hash).toBe(sha256(a.token));
    expect(a.hash).not.toContain(a.token);
    expect(a.token).not.toBe(b.token);
    expect(a.expiresAt.getTime() - now).toBe(VERIFICATION_TOKEN_TTL_MS);
    expect(VERIFICATION_TOKEN_TTL_MS).toBe(24 * 3600 * 1000);
  });

  it.each([
    ["http://127.0.0.1:8082", "http://127.0.0.1:8082/confirmar-email?token=T_-9"],
    ["https://painel.pix.example/", "https://painel.pix.example/confirmar-email?token=T_-9"],
    ["https://pix.example/painel", "https://pix.example/painel/confirmar-email?token=T_-9"],
  ])("links open the panel's /confirmar-email page at its public address %s, path prefix kept", (base, link) => {
    expect(confirmEmailLink(base, "T_-9")).toBe(link);
  });

  it("mails the link in pt-BR to the account's address", () => {
    const mail = verificationMail("ana@loja.test", "Ana", "http://painel/confirmar-email?token=T");
    expect(mail).toMatchObject({ to: "ana@loja.test", subject: expect.stringMatching(/Confirme seu e-mail/) });
    expect(mail.text).toContain("http://painel/confirmar-email?token=T");
    // Issue 33: opened signed in, nothing is lost; issue 23: elsewhere it asks a new password and ends every earlier session and key.
    expect(mail.text).toMatch(/navegador em que você está conectado ao painel: a senha, as sessões e as chaves\nde API continuam valendo/);
    expect(mail.text).toMatch(/pede uma nova senha e encerra todas as sessões e chaves de API\ncriadas antes/);
  });
});

describe("requireVerifiedEmail", () => {
  it("refuses the owner's own social link for an unverified account with EMAIL_NAO_VERIFICADO", () => {
    expect(() => requireVerifiedEmail({ emailVerifiedAt: null }, "social_link")).toThrow(expect.objectContaining({ codigo: "EMAIL_NAO_VERIFICADO", message: expect.stringMatching(/vincular um login social/) }));
  });

  const verified = { emailVerifiedAt: new Date() };
  const unverified = { emailVerifiedAt: null };

  it("lets a verified account through for every action", () => {
    for (const action of ["team", "link", "production", "members"] as const) expect(() => requireVerifiedEmail(verified, action)).not.toThrow();
  });

  it.each(["team", "production", "members", "api_key"] as const)("refuses %s to an unverified account with 403 EMAIL_NAO_VERIFICADO", (action) => {
    const err = (() => { try { requireVerifiedEmail(unverified, action); } catch (e) { return e as AppError; } })();
    expect(err).toMatchObject({ kind: "forbidden", codigo: "EMAIL_NAO_VERIFICADO" });
  });

  it("refuses an API key before the address is confirmed, saying what to do (issue 33)", () => {
    expect(() => requireVerifiedEmail(unverified, "api_key")).toThrow(expect.objectContaining({
      message: expect.stringMatching(/^Confirme seu e-mail antes de criar uma chave de API: abra o link .*Reenviar e-mail de confirmação.*POST \/auth\/verify-email\/resend/),
    }));
    expect(() => requireVerifiedEmail(verified, "api_key")).not.toThrow();
  });

  it("refuses linking with the contract's 401 'not linked to the social provider'", () => {
    expect(() => requireVerifiedEmail(unverified, "link")).toThrow(expect.objectContaining({ kind: "unauthenticated", message: expect.stringMatching(/não vinculada/) }));
  });
});
