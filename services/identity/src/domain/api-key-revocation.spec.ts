import { revokedKeyError } from "./api-key-revocation";

const at = new Date("2026-11-28T09:00:00.000Z");
const store = "loja-1";

describe("revokedKeyError: a revoked key's 401 says why and when", () => {
  it.each([
    ["email_confirmed", null, /^API key revogada em 2026-11-28T09:00:00\.000Z quando o e-mail da conta foi confirmado por um link aberto fora da sessão que a criou/],
    ["social_linked", null, /^API key revogada em 2026-11-28T09:00:00\.000Z quando um login social foi vinculado à conta/],
    ["panel", store, /^API key revogada em 2026-11-28T09:00:00\.000Z no painel, pelo dono da conta\. Crie uma nova chave/],
    ["panel", "membro-7", /^API key revogada em 2026-11-28T09:00:00\.000Z no painel, por um membro da equipe da loja\. Crie uma nova chave/],
    [null, null, /^API key revogada em 2026-11-28T09:00:00\.000Z\. Crie uma nova chave/], // revoked before the reason was kept
  ])("reason %s by %s", (reason, by, message) => {
    const err = revokedKeyError({ revokedAt: at, revokedReason: reason, revokedBy: by, userId: store });
    expect(err.kind).toBe("unauthenticated");
    expect(err.message).toMatch(message);
  });

  it("never names a person, and a key that never existed is only invalid", () => {
    expect(revokedKeyError({ revokedAt: at, revokedReason: "panel", revokedBy: "membro-7", userId: store }).message).not.toContain("membro-7");
    expect(revokedKeyError(null).message).toBe("API key inválida: confira a chave copiada do painel.");
    expect(revokedKeyError({ revokedAt: null, revokedReason: null, revokedBy: null, userId: store }).message).toMatch(/^API key inválida/);
  });
});
