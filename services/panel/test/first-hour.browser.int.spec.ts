import type { BrowserContext, Page } from "playwright-core";
import { client, signUp, signUpTeam, signUpVerified, startStack, type Stack, uniqueEmail } from "../../gateway/test/stack";
import type { ChargesExtras } from "../../gateway/test/stack/charges";
import type { IdentityExtras } from "../../gateway/test/stack/identity";
import { ANSWERS, documents, requestProduction } from "../../gateway/test/production-support";
import { startPanelBrowser, type PanelBrowser } from "./browser-support";

/**
 * Issue 33, items 1 and 6: the first hour of a shop owner and of the team, in a real headless Chromium
 * in front of the real services, on a desktop and on a phone (390 × 844). No API key before the
 * address is confirmed, and the key page says why and offers the resend; a charge's expiry typed in
 * Brasília time, "Vence em" and "Expirou em"; the team lands on its console; a throttled sign-in says
 * how long to wait; the console's refunds in the team's words; an approved store's change request
 * (`alteracao`) and the approvals (`aprovacoes`); each `erros` entry of a 400 beside its field;
 * today's bar whole at the chart's right edge; "Entrar com Google" as wide as "Entrar".
 */
const PASSWORD = "s3nha-forte";

jest.setTimeout(120_000);

let stack: Stack;
let http: ReturnType<typeof client>;
let ui: PanelBrowser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  stack = await startStack({ services: ["onboarding", "charges", "webhooks-dispatcher"] });
  http = client(stack.url);
  ui = await startPanelBrowser(stack.url, { idpUrl: stack.idp.url });
}, 180_000);
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await ui?.close();
  await stack?.close();
});

const identity = () => stack.extras.identity as IdentityExtras;

const SCREENS = [["desktop", { width: 1280, height: 900 }], ["phone", { width: 390, height: 844 }]] as const;

describe.each(SCREENS)("the first hour on a %s", (_screen, viewport) => {
  async function person() {
    const context = await ui.browser.newContext({ viewport, locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
    contexts.push(context);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (m) => { if (m.type() === "error" && !m.text().startsWith("Failed to load resource")) problems.push(m.text()); });
    page.on("pageerror", (e) => problems.push(e.message));
    page.on("response", (r) => { if (r.status() >= 400) problems.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`); });
    return { page, problems };
  }

  async function signIn(page: Page, email: string, lands = "Início") {
    await page.goto(`${ui.panel.url}/entrar`);
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Senha").fill(PASSWORD);
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await page.getByRole("heading", { name: lands, level: 1 }).waitFor();
  }

  async function go(page: Page, link: string, heading = link) {
    const nav = page.getByRole("navigation", { name: "Principal" });
    if (!(await nav.isVisible())) await page.getByRole("button", { name: "Menu" }).click();
    await nav.getByRole("link", { name: link, exact: true }).click();
    await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
  }

  it("item 1: no key before the address is confirmed; the key page says why and resends; confirmed in this browser, a key is made", async () => {
    const email = uniqueEmail("chave");
    const { page, problems } = await person();
    await page.goto(`${ui.panel.url}/cadastro`);
    await page.getByLabel("Nome").fill("Maria Primeira Hora");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Senha").fill(PASSWORD);
    await page.getByRole("button", { name: "Criar conta" }).click();
    await page.getByRole("heading", { name: "Início", level: 1 }).waitFor();

    await go(page, "Chaves de API");
    const note = page.getByTestId("nota-chaves-email");
    await note.getByRole("heading", { name: "Confirme seu e-mail para criar chaves" }).waitFor();
    expect(await note.textContent()).toContain(`Chaves de API só são criadas depois que o e-mail da conta (${email}) é confirmado`);
    expect(await page.getByRole("button", { name: "Criar chave" }).count()).toBe(0);
    // The API agrees: 403 with the code and what to do.
    const session = (await http("POST", "/auth/login", { body: { email, password: PASSWORD } })).body.data;
    const refused = await http("POST", "/api-keys", { token: session.accessToken, body: { name: "erp", environment: "test" } });
    expect([refused.status, refused.body.error.codigo]).toEqual([403, "EMAIL_NAO_VERIFICADO"]);

    // The sign-up's e-mail left a moment ago: the resend's 429 says how long to wait, from Retry-After.
    await note.getByRole("button", { name: "Reenviar e-mail de confirmação" }).click();
    await note.getByRole("alert").waitFor();
    expect(await note.getByRole("alert").textContent()).toMatch(/Tente de novo em \d+ (segundos?|minuto)\.$/);
    await identity().query("UPDATE users SET email_verification_sent_at = now() - interval '2 minutes' WHERE email = $1", [email]);
    await note.getByRole("button", { name: "Reenviar e-mail de confirmação" }).click();
    await note.getByRole("status").filter({ hasText: `Enviamos um novo link para ${email}` }).waitFor();

    // The newest link, opened in this browser: confirmed without a new password, nothing lost.
    const mailsTo = () => identity().smtp.messages.filter((x) => x.to.includes(email));
    await identity().smtp.waitFor(() => mailsTo().length === 2);
    const link = new URL(/https?:\/\/\S+confirmar-email\?token=[\w-]+/.exec(mailsTo()[1].text)![0]);
    await page.goto(ui.panel.url + link.pathname + link.search);
    await page.getByRole("button", { name: "Confirmar e-mail", exact: true }).click();
    await page.getByRole("heading", { name: "E-mail confirmado", level: 1 }).waitFor();

    await page.getByRole("link", { name: "Chaves de API" }).last().click();
    await page.getByRole("heading", { name: "Chaves de API", level: 1 }).waitFor();
    expect(await page.getByTestId("nota-chaves-email").count()).toBe(0);
    await page.getByLabel("Nome da chave").fill("Loja virtual");
    await page.getByRole("button", { name: "Criar chave" }).click();
    const key = await page.getByLabel("Chave de API", { exact: true }).inputValue();
    expect(key).toMatch(/^service_test_/);
    expect((await http("GET", "/auth/me", { token: key })).status).toBe(200);
    expect((await http("GET", "/auth/me", { token: session.accessToken })).status).toBe(200); // the other session too
    expect(problems).toEqual(["429 POST /api/auth/verify-email/resend"]);
  });

  it("item 6: a new charge's expiry in Brasília time, its 400 `erros` beside the field, 'Vence em' while pending and 'Expirou em' after", async () => {
    const m = await signUp(http);
    const { page, problems } = await person();
    await signIn(page, m.email);
    await go(page, "Cobranças");
    await page.getByRole("link", { name: "Nova cobrança" }).click();
    await page.getByRole("heading", { name: "Nova cobrança Pix", level: 1 }).waitFor();
    const tomorrow = new Date(Date.now() + 24 * 3600_000 - 3 * 3600_000).toISOString().slice(0, 10); // Brasília's tomorrow
    const [y, mo, d] = tomorrow.split("-");
    await page.getByLabel("Valor (R$)").fill("25,00");
    await page.getByLabel("Descrição").fill("Pedido 42");
    await page.getByLabel("Vence em (horário de Brasília)").fill(`${tomorrow}T10:30`);
    // The browser takes "maria@loja" as an e-mail; the API does not, and says so beside the field.
    await page.getByLabel("E-mail do pagador").fill("maria@loja");
    await page.getByRole("button", { name: "Gerar cobrança" }).click();
    const fieldError = page.getByTestId("erro-campo");
    await fieldError.waitFor();
    expect(await fieldError.count()).toBe(1);
    expect(await page.getByLabel("E-mail do pagador").getAttribute("aria-invalid")).toBe("true");
    const described = await page.getByLabel("E-mail do pagador").getAttribute("aria-describedby");
    expect(await page.locator(`[id="${described}"]`).textContent()).toBe(await fieldError.textContent());
    expect((await fieldError.textContent())!.length).toBeGreaterThan(5);
    expect(problems).toEqual(["400 POST /api/pix"]);
    problems.length = 0;

    await page.getByLabel("E-mail do pagador").fill("maria@loja.test");
    await page.getByRole("button", { name: "Gerar cobrança" }).click();
    await page.getByRole("heading", { name: "Cobrança R$ 25,00", level: 1 }).waitFor();
    expect(await page.getByTestId("vence-em").textContent()).toBe(`${d}/${mo}/${y} 10:30`);
    const txid = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
    const charge = (await http("GET", `/pix/status?txid=${txid}`, { token: m.accessToken })).body.data;
    expect(Date.parse(charge.expires_at)).toBe(Date.parse(`${tomorrow}T13:30:00Z`));

    await go(page, "Cobranças");
    const row = page.getByRole("row").filter({ hasText: "Pedido 42" });
    expect(await row.locator('td[data-label="Vence em"]').textContent()).toBe(`${d}/${mo}/${y} 10:30`);

    // The expiry test clock moves past it: the timeline says when it expired.
    const run = await http("POST", "/pix/expiry-runs", { token: m.accessToken, body: { as_of: new Date(Date.parse(charge.expires_at) + 60_000).toISOString() } });
    expect(run.body.data.expired).toBe(1);
    await page.goto(`${ui.panel.url}/cobrancas/${encodeURIComponent(txid)}`);
    await page.getByTestId("expirou-em").filter({ hasText: `Expirou em ${d}/${mo}/${y} 10:30` }).waitFor();
    expect(await page.getByTestId("vence-em").count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it("item 6: the generic form shows each `erros` entry beside its field (a customer's e-mail)", async () => {
    const m = await signUp(http);
    const { page, problems } = await person();
    await signIn(page, m.email);
    await go(page, "Clientes");
    const form = page.getByRole("form", { name: "Novo cliente" });
    await form.getByLabel("Nome do cliente").fill("Ana");
    await form.getByLabel("E-mail do cliente").fill("ana@loja");
    await form.getByRole("button", { name: "Salvar" }).click();
    const beside = form.locator(".field.invalid").getByTestId("erro-campo");
    await beside.waitFor();
    expect(await form.locator(".field.invalid label").textContent()).toBe("E-mail do cliente");
    expect(await form.getByLabel("E-mail do cliente").getAttribute("aria-invalid")).toBe("true");
    expect(problems).toEqual(["400 POST /api/customers"]);
  });

  it("item 6: the team lands on its console, reads refunds in its own words, and decides an approved store's change request beside the approvals", async () => {
    const team = await signUpTeam(stack, http);
    const m = await signUpVerified(stack, http);
    expect((await http("POST", "/auth/onboarding", { token: m.accessToken, body: ANSWERS })).status).toBe(200);
    expect((await requestProduction(stack.url, m.accessToken, documents(1))).status).toBe(201);
    expect((await http("POST", `/admin/lojistas/${m.user.id}/aprovar`, { token: team.accessToken })).status).toBe(200);
    const change = await requestProduction(stack.url, m.accessToken, documents(2), { answers: JSON.stringify({ ...ANSWERS, company: "Loja Nova da Maria" }) });
    expect([change.status, change.body.data.alteracao?.status]).toEqual([201, "pending"]);

    const { page, problems } = await person();
    await signIn(page, team.email, "Console da equipe: fila de aprovação");
    expect(new URL(page.url()).pathname).toBe("/console");

    await page.goto(`${ui.panel.url}/console/${m.user.id}`);
    await page.getByRole("heading", { name: "Loja da Maria", level: 1 }).waitFor();
    const refunds = page.getByTestId("estornos-situacao");
    await refunds.waitFor();
    expect(await refunds.textContent()).toMatch(/^Desabilitadas: a loja não pode devolver Pix aos pagadores/);
    expect(await refunds.textContent()).not.toMatch(/POST|502|contrato/);

    const request = page.getByTestId("alteracao");
    await request.getByText("Em análise", { exact: true }).waitFor();
    const changed = request.getByRole("row").filter({ hasText: "Loja Nova da Maria" });
    expect(await changed.locator('td[data-label="Em vigor"]').textContent()).toBe("Loja da Maria");
    expect(await request.getByRole("button", { name: /^Ver / }).count()).toBe(3);
    const approvals = page.getByTestId("aprovacoes");
    expect(await approvals.locator("tbody tr").count()).toBe(1);
    expect(await approvals.locator('td[data-label="O que foi aprovado"]').first().textContent()).toBe("Liberação para produção");

    await request.getByRole("button", { name: "Aprovar alteração" }).click();
    await page.getByTestId("situacao-lojista").filter({ hasText: "Alteração aprovada: os novos dados passam a valer." }).waitFor();
    await page.getByRole("heading", { name: "Loja Nova da Maria", level: 1 }).waitFor();
    expect(await page.getByTestId("alteracao").count()).toBe(0);
    expect(await approvals.locator('td[data-label="O que foi aprovado"]').allTextContents()).toEqual(["Alteração de dados", "Liberação para produção"]);
    expect(await approvals.locator('td[data-label="Por"]').first().textContent()).toBe(team.email);
    expect(problems).toEqual([]);
  });

  it("item 6: a throttled sign-in says how long to wait, from Retry-After, in Portuguese", async () => {
    const m = await signUp(http);
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`${ui.panel.url}/api/auth/login`, {
        method: "POST", headers: { "content-type": "application/json", "x-pix-panel": "1" }, body: JSON.stringify({ email: m.email, password: `errada-${i}-xyzw` }),
      });
      expect(res.status).toBe(401);
    }
    const { page, problems } = await person();
    await page.goto(`${ui.panel.url}/entrar`);
    await page.getByLabel("E-mail").fill(m.email);
    await page.getByLabel("Senha").fill(PASSWORD);
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/^Muitas tentativas de login; tente novamente mais tarde\. Tente de novo em \d+ (minutos?|segundos?)\.$/);
    expect(problems).toEqual(["429 POST /api/auth/login"]);
  });

  it("item 6: 'Entrar com Google' is as wide as 'Entrar'", async () => {
    const { page, problems } = await person();
    await page.goto(`${ui.panel.url}/entrar`);
    const google = page.getByRole("button", { name: "Entrar com Google" });
    await google.waitFor();
    const entrar = await page.getByRole("button", { name: "Entrar", exact: true }).boundingBox();
    const wide = await google.boundingBox();
    expect(Math.abs(wide!.width - entrar!.width)).toBeLessThanOrEqual(1);
    expect(problems).toEqual([]);
  });

  it("item 6: today's bar stands whole at the chart's right edge, as wide as an earlier day's", async () => {
    const { page, problems } = await person();
    const m = await signUp(http);
    for (const description of ["Há dez dias", "Hoje"]) {
      const charge = (await http("POST", "/pix", { token: m.accessToken, body: { amount: 80, description } })).body.data;
      expect((await http("POST", "/pix/simulate-payment", { token: m.accessToken, body: { txid: charge.txid } })).status).toBe(200);
      if (description === "Há dez dias") {
        await (stack.extras.charges as ChargesExtras).query("UPDATE charges SET paid_at = now() - interval '10 days' WHERE txid = $1", [charge.txid]);
      }
    }
    await signIn(page, m.email);
    await page.locator(".chart .u-over").waitFor({ state: "attached" });
    // The bars' pixel runs on a row near the plot's bottom: today's (the rightmost) as wide as the one
    // ten days ago (cut at the plot's edge, it was about half of it), and within the plot.
    const bars = await page.evaluate(() => {
      const doc = (globalThis as any).document; // the page's (this file compiles without the DOM types)
      const over = doc.querySelector(".chart .u-over").getBoundingClientRect();
      const canvas = doc.querySelector(".chart canvas");
      const c = canvas.getBoundingClientRect();
      const ratio = canvas.width / c.width;
      const y = Math.round((over.bottom - c.top - 3) * ratio);
      const row = canvas.getContext("2d").getImageData(0, y, canvas.width, 1).data;
      const green = (x: number) => row[x * 4 + 3] > 0 && row[x * 4 + 1] > row[x * 4] + 20;
      const runs: { left: number; right: number }[] = [];
      for (let x = 0; x < canvas.width; x++) {
        if (!green(x)) continue;
        if (runs.length && runs[runs.length - 1].right === x - 1) runs[runs.length - 1].right = x;
        else runs.push({ left: x, right: x });
      }
      return { widths: runs.map((r) => (r.right - r.left + 1) / ratio), lastRight: runs.length ? (runs[runs.length - 1].right + 1) / ratio : 0, plotRight: over.right - c.left };
    });
    expect(bars.widths).toHaveLength(2);
    const [earlier, today] = bars.widths;
    expect(today).toBeGreaterThanOrEqual(earlier * 0.85);
    expect(bars.lastRight).toBeLessThanOrEqual(bars.plotRight);
    expect(problems).toEqual([]);
  });
});
