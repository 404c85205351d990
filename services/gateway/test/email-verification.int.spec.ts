import { randomBytes } from "node:crypto";
import type { IdentityExtras } from "./stack/identity";
import { PANEL_PUBLIC_URL } from "./stack/identity";
import { client, signUp, signUpConfirmed, startStack, Stack, uniqueEmail, verificationLinkFor, verifyEmailApiUrl } from "./stack";

/** Issue 8 item 2: the address is verified by a link mailed on sign-up (real SMTP server), once, within 24 h. */
let stack: Stack;
let http: ReturnType<typeof client>;
let identity: IdentityExtras;
beforeAll(async () => {
  stack = await startStack();
  http = client(stack.url);
  identity = stack.extras.identity as IdentityExtras;
});
afterAll(() => stack.close());

/** Opens a link's token at this stack's gateway (GET /auth/verify-email), as JSON client or as a browser. */
const open = (link: URL, as: "json" | "browser" = "json") =>
  fetch(verifyEmailApiUrl(stack, link), { redirect: "manual", headers: { accept: as === "json" ? "application/json" : "text/html,application/xhtml+xml,*/*;q=0.8" } });

const mailsTo = (email: string) => identity.smtp.messages.filter((m) => m.to.includes(email));

/** Lets the next resend through the once-a-minute limit without waiting a minute. */
const forgetLastSend = (userId: string) => identity.query("UPDATE users SET email_verification_sent_at = now() - interval '2 minutes' WHERE id = $1", [userId]);

describe("verification link", () => {
  it("is mailed on sign-up, opens the panel's page; opening its token changes nothing, confirming with a password verifies once", async () => {
    const m = await signUp(http);
    expect(m.user.email_verified).toBe(false);
    const link = await verificationLinkFor(stack, m.email);
    // Issue 23 item 7: the e-mail's only link is the panel's /confirmar-email page, never the API.
    expect(link.origin + link.pathname).toBe(`${PANEL_PUBLIC_URL}/confirmar-email`);
    expect(mailsTo(m.email)[0].text.match(/https?:\/\/\S+/g)).toEqual([link.href]);
    expect(mailsTo(m.email)[0].subject).toMatch(/Confirme seu e-mail/);
    expect((await http("GET", "/auth/me", { token: m.accessToken })).body.data.email_verified).toBe(false);

    // Opening: the address for an API client, a form for a browser; twice, and nothing changes.
    const opened = await open(link);
    expect(opened.status).toBe(200);
    expect(await opened.json()).toEqual({ data: { email: m.email } });
    const form = await open(link, "browser");
    expect(form.status).toBe(200);
    expect(form.headers.get("content-security-policy")).toMatch(/default-src 'none'.*form-action 'self'/);
    const html = await form.text();
    expect(html).toMatch(/<form method="post" action="verify-email">/);
    expect(html).toContain(`value="${link.searchParams.get("token")}"`);
    expect((await http("GET", "/auth/me", { token: m.accessToken })).body.data.email_verified).toBe(false);

    // A refused password uses nothing: the link still works afterwards.
    const token = link.searchParams.get("token")!;
    const weak = await http("POST", "/auth/verify-email", { body: { token, password: "curta" } });
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({ error: { message: expect.stringMatching(/pelo menos 10 caracteres/), codigo: "REQUISICAO_INVALIDA", erros: [expect.objectContaining({ campo: "password", codigo: "TAMANHO_MINIMO" })] } });
    const confirmed = await http("POST", "/auth/verify-email", { body: { token, password: "outra-senha-forte" } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toEqual({ user: expect.objectContaining({ id: m.user.id, email_verified: true }), accessToken: expect.any(String), refreshToken: expect.any(String), kept: false });
    expect((await http("GET", "/auth/me", { token: confirmed.body.data.accessToken })).body.data.email_verified).toBe(true);
    // The sign-up's session and password are gone; the new password signs in.
    expect((await http("GET", "/auth/me", { token: m.accessToken })).status).toBe(401);
    expect((await http("POST", "/auth/login", { body: { email: m.email, password: "s3nha-forte" } })).status).toBe(401);
    expect((await http("POST", "/auth/login", { body: { email: m.email, password: "outra-senha-forte" } })).status).toBe(200);

    const reused = await http("POST", "/auth/verify-email", { body: { token, password: "mais-uma-senha-forte" } });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ error: { message: expect.stringMatching(/inválido, expirado ou já usado/), codigo: "REQUISICAO_INVALIDA", erros: [expect.objectContaining({ campo: "token" })] } });
    const reopened = await open(link);
    expect(reopened.status).toBe(400);
    const inBrowser = await open(link, "browser");
    expect(inBrowser.status).toBe(400);
    expect(await inBrowser.text()).toMatch(/Link inválido/);
  });

  it("confirms through the page's plain HTML form (urlencoded), then shows the confirmation page", async () => {
    const m = await signUp(http);
    const link = await verificationLinkFor(stack, m.email);
    const post = (password: string) => fetch(`${stack.url}/auth/verify-email`, {
      method: "POST", redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html,application/xhtml+xml,*/*;q=0.8" },
      body: new URLSearchParams({ token: link.searchParams.get("token")!, password }).toString(),
    });
    const weak = await post("curta");
    expect(weak.status).toBe(400);
    expect(await weak.text()).toMatch(/role="alert">A senha deve ter pelo menos 10 caracteres/);
    const res = await post("senha-pelo-formulario");
    expect(res.status).toBe(303);
    const page = await fetch(new URL(res.headers.get("location")!, `${stack.url}/auth/verify-email`));
    expect(new URL(page.url).pathname).toBe("/auth/email-verified");
    expect(await page.text()).toMatch(/E-mail confirmado/);
    expect((await http("POST", "/auth/login", { body: { email: m.email, password: "senha-pelo-formulario" } })).status).toBe(200);
    const again = await post("senha-pelo-formulario");
    expect(again.status).toBe(400);
    expect(await again.text()).toMatch(/Link inválido/);
    // Any other form body elsewhere is still refused: the API speaks JSON.
    const elsewhere = await fetch(`${stack.url}/auth/login`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "email=a%40b.test&password=x" });
    expect(elsewhere.status).toBe(415);
  });

  it("stores only the token's hash", async () => {
    const m = await signUp(http);
    const token = (await verificationLinkFor(stack, m.email)).searchParams.get("token")!;
    const rows = await identity.query("SELECT token_hash FROM email_verification_tokens WHERE user_id = $1", [m.user.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toContain(token);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses an expired link", async () => {
    const m = await signUp(http);
    const link = await verificationLinkFor(stack, m.email);
    await identity.query("UPDATE email_verification_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1", [m.user.id]);
    expect((await open(link)).status).toBe(400);
    expect((await http("POST", "/auth/verify-email", { body: { token: link.searchParams.get("token"), password: "outra-senha-forte" } })).status).toBe(400);
    expect((await http("GET", "/auth/me", { token: m.accessToken })).body.data.email_verified).toBe(false);
  });

  it.each([
    ["a forged token", `token=${randomBytes(32).toString("base64url")}`],
    ["a malformed token", "token=abc"],
    ["no token", ""],
    ["two tokens", `token=${randomBytes(32).toString("base64url")}&token=x`],
    ["a NUL in the token", "token=%00"],
  ])("answers 400 in the contract's shape for %s", async (_name, query) => {
    const res = await http("GET", `/auth/verify-email?${query}`);
    expect(res.status).toBe(400);
    expectContractError(res.body);
    const token = new URLSearchParams(query).get("token") ?? "";
    const posted = await http("POST", "/auth/verify-email", { body: { token, password: "outra-senha-forte" } });
    expect(posted.status).toBe(400);
    expectContractError(posted.body);
  });
});

describe("POST /auth/verify-email/resend", () => {
  it("mails a new link at most once a minute; the new link replaces the old one", async () => {
    const m = await signUp(http);
    const first = await verificationLinkFor(stack, m.email);
    const tooSoon = await http("POST", "/auth/verify-email/resend", { token: m.accessToken });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body).toEqual({ error: { message: expect.any(String), codigo: "LIMITE_DE_EMAILS" } });
    expect(Number(tooSoon.headers.get("retry-after"))).toBeGreaterThan(0);

    await forgetLastSend(m.user.id);
    const resent = await http("POST", "/auth/verify-email/resend", { token: m.accessToken });
    expect(resent.status).toBe(202);
    expect(resent.body).toEqual({ data: { sent: true } });
    expect(mailsTo(m.email)).toHaveLength(2);
    const second = new URL(/http\S+token=\S+/.exec(mailsTo(m.email)[1].text)![0]);
    expect(second.searchParams.get("token")).not.toBe(first.searchParams.get("token"));
    expect((await open(first)).status).toBe(400);
    expect((await open(second)).status).toBe(200);
    const confirmed = await http("POST", "/auth/verify-email", { body: { token: second.searchParams.get("token"), password: "outra-senha-forte" } });
    expect(confirmed.status).toBe(200);
    expect((await http("POST", "/auth/verify-email/resend", { token: confirmed.body.data.accessToken })).status).toBe(409);
  });

  it("sends one mail for concurrent requests (the limit is one conditional update)", async () => {
    const m = await signUp(http);
    await verificationLinkFor(stack, m.email);
    await forgetLastSend(m.user.id);
    const answers = await Promise.all(Array.from({ length: 6 }, () => http("POST", "/auth/verify-email/resend", { token: m.accessToken })));
    expect(answers.map((a) => a.status).sort()).toEqual([202, 429, 429, 429, 429, 429]);
    expect(mailsTo(m.email)).toHaveLength(2);
  });

  it("needs a session: 401 without a credential, 403 with an API key", async () => {
    const m = await signUpConfirmed(stack, http);
    expect((await http("POST", "/auth/verify-email/resend")).status).toBe(401);
    const key = await http("POST", "/api-keys", { token: m.accessToken, body: { name: "erp", environment: "test" } });
    const withKey = await http("POST", "/auth/verify-email/resend", { token: key.body.data.key });
    expect(withKey.status).toBe(403);
    expect(withKey.body.error.message).toMatch(/sessão/);
  });
});

describe("without SMTP_URL", () => {
  it("signs up without mail (logged) and answers 503 to a resend", async () => {
    const bare = await startStack({ env: { identity: { SMTP_URL: "" } } });
    try {
      const api = client(bare.url);
      const m = await signUp(api, uniqueEmail());
      expect(m.user.email_verified).toBe(false);
      const resend = await api("POST", "/auth/verify-email/resend", { token: m.accessToken });
      expect(resend.status).toBe(503);
      expect(resend.body).toEqual({ error: { message: expect.stringMatching(/não está configurado/), codigo: "NAO_CONFIGURADO" } });
      expect((bare.extras.identity as IdentityExtras).smtp.messages).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});

/** Contract section 7's shape: a message, its code (issue 33), and the list of problems beside it. */
function expectContractError(body: { error: Record<string, unknown> }) {
  expect(body.error).toEqual({ message: expect.any(String), codigo: "REQUISICAO_INVALIDA", erros: expect.any(Array) });
}
