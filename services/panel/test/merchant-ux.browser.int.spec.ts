import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { client, signUp, signUpTeam, signUpVerified, startStack, type Stack } from "../../gateway/test/stack";
import type { IdentityExtras } from "../../gateway/test/stack/identity";
import { ANSWERS, documents, requestProduction } from "../../gateway/test/production-support";
import { startPanelBrowser, type PanelBrowser } from "./browser-support";

/**
 * What a new Brazilian merchant meets first (issue 26, "What a merchant reads"), in a real headless
 * Chromium in front of the real services in single-account mode (CONTA_UNICA, the default): the
 * unconfirmed-address banner and its resend, the environment badge and notes, withdrawals explained
 * instead of refused, the charges list on a phone. Screenshots go to docs/img/.
 */
const DOCS_IMG = join(__dirname, "../../../docs/img");

jest.setTimeout(120_000);

let stack: Stack;
let http: ReturnType<typeof client>;
let ui: PanelBrowser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  mkdirSync(DOCS_IMG, { recursive: true });
  stack = await startStack({ services: ["onboarding", "charges", "webhooks-dispatcher"] });
  http = client(stack.url);
  ui = await startPanelBrowser(stack.url);
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await ui?.close();
  await stack?.close();
});

const identity = () => stack.extras.identity as IdentityExtras;

async function person(viewport = { width: 1280, height: 900 }) {
  const context = await ui.browser.newContext({ viewport, locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
  contexts.push(context);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (m) => { if (m.type() === "error" && !m.text().startsWith("Failed to load resource")) problems.push(m.text()); });
  page.on("pageerror", (e) => problems.push(e.message));
  page.on("response", (r) => { if (r.status() >= 400) problems.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`); });
  return { page, problems };
}

async function signIn(page: Page, email: string) {
  await page.goto(`${ui.panel.url}/entrar`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha").fill("s3nha-forte");
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await page.getByRole("heading", { name: "Início", level: 1 }).waitFor();
}

async function go(page: Page, link: string) {
  const nav = page.getByRole("navigation", { name: "Principal" });
  if (!(await nav.isVisible())) await page.getByRole("button", { name: "Menu" }).click();
  await nav.getByRole("link", { name: link, exact: true }).click();
  await page.getByRole("heading", { name: link, level: 1 }).waitFor();
}

/** A verified merchant the team approved for production (single-account mode). */
async function approvedMerchant() {
  const team = await signUpTeam(stack, http);
  const m = await signUpVerified(stack, http);
  expect((await http("POST", "/auth/onboarding", { token: m.accessToken, body: ANSWERS })).status).toBe(200);
  expect((await requestProduction(stack.url, m.accessToken, documents(1))).status).toBe(201);
  expect((await http("POST", `/admin/lojistas/${m.user.id}/aprovar`, { token: team.accessToken })).status).toBe(200);
  return { ...m, team };
}

describe("what a new merchant reads in the panel", () => {
  it("shows an unconfirmed address a banner on every page whose button sends a new link, once a minute", async () => {
    const account = await signUp(http);
    const { page, problems } = await person();
    await signIn(page, account.email);
    const banner = page.getByTestId("aviso-email-nao-confirmado");
    await banner.getByText(account.email).waitFor();
    expect(await banner.textContent()).toContain("não pode criar chaves de API, pedir a liberação para produção, convidar membros");
    await go(page, "Cobranças");
    await banner.waitFor();

    // The sign-up's e-mail went out a moment ago: the limit answers 429 and the banner says why, in Portuguese.
    await banner.getByRole("button", { name: "Reenviar e-mail de confirmação" }).click();
    await banner.getByRole("alert").waitFor();
    expect(await banner.getByRole("alert").textContent()).toMatch(/minuto|aguarde|tente/i);
    expect(problems).toEqual(["429 POST /api/auth/verify-email/resend"]);

    // A minute later the same button sends a second e-mail with a new link.
    await identity().query("UPDATE users SET email_verification_sent_at = now() - interval '2 minutes' WHERE id = $1", [account.user.id]);
    await banner.getByRole("button", { name: "Reenviar e-mail de confirmação" }).click();
    await banner.getByRole("status").filter({ hasText: `Enviamos um novo link para ${account.email}` }).waitFor();
    const mails = identity().smtp.messages.filter((m) => m.to.includes(account.email) && /Confirme seu e-mail/.test(m.subject));
    expect(mails).toHaveLength(2);
    await page.screenshot({ path: join(DOCS_IMG, "panel-confirm-email-banner.png") });

    // A confirmed account sees no banner.
    const verified = await signUpVerified(stack, http);
    const other = await person();
    await signIn(other.page, verified.email);
    expect(await other.page.getByTestId("aviso-email-nao-confirmado").count()).toBe(0);
  });

  it("explains withdrawals in single-account mode instead of offering a form the API refuses", async () => {
    const m = await signUpVerified(stack, http);
    expect((await http("POST", "/withdrawals", { token: m.accessToken, body: { amount: 1, pix_key: "a@b.com", pix_key_type: "EMAIL" } })).body.error.codigo).toBe("REPASSE_MANUAL");
    const { page, problems } = await person();
    await signIn(page, m.email);
    await go(page, "Saques");
    await page.getByTestId("saques-conta-unica").waitFor();
    expect(await page.getByTestId("saques-conta-unica").textContent()).toContain("o repasse para a sua conta é feito pela equipe");
    expect(await page.getByRole("form", { name: "Novo saque" }).count()).toBe(0);
    expect(await page.getByLabel("Valor do saque (R$)").count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it("badges the environment in the header and says on the keys and webhooks pages that test stays test", async () => {
    const m = await approvedMerchant();

    const { page, problems } = await person();
    await signIn(page, m.email);
    expect(await page.getByTestId("ambiente").textContent()).toBe("Teste");
    await go(page, "Webhooks");
    expect(await page.getByTestId("nota-ambiente-webhooks").textContent()).toContain("Você está em Teste");
    await page.getByRole("radio", { name: "Produção" }).click();
    await page.getByTestId("ambiente").filter({ hasText: /^Produção$/ }).waitFor();
    expect(await page.getByTestId("nota-ambiente-webhooks").textContent()).toContain("Os endpoints cadastrados em Teste continuam em teste");
    await go(page, "Chaves de API");
    const note = await page.getByTestId("nota-ambiente-chaves").textContent();
    expect(note).toContain("continua em teste mesmo depois da liberação para produção");
    expect(note).toContain("service_live_");
    await page.screenshot({ path: join(DOCS_IMG, "panel-live-badge.png") });
    expect(problems).toEqual([]);
  });

  it("shows each charge on a phone (390 px) as a card with its amount and status in sight, nothing cut at the edge", async () => {
    const m = await signUp(http);
    for (const amount of [1234.56, 7.5]) {
      expect((await http("POST", "/pix", { token: m.accessToken, body: { amount, description: `Pedido de ${amount}`, customer_name: "Beatriz Compradora de Nome Longo" } })).status).toBe(201);
    }
    const { page, problems } = await person({ width: 390, height: 844 });
    await signIn(page, m.email);
    await go(page, "Cobranças");
    const card = page.getByRole("row").filter({ hasText: "Pedido de 1234.56" });
    await card.waitFor();
    for (const [label, text] of [["Valor", "R$ 1.234,56"], ["Status", "Pendente"]]) {
      const cell = card.locator(`td[data-label="${label}"]`);
      expect(await cell.textContent()).toBe(text);
      expect(await cell.isVisible()).toBe(true);
      const box = (await cell.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      // The cell's label is drawn beside the value (CSS ::before from data-label).
      expect(await cell.evaluate((td) => (globalThis as any).getComputedStyle(td, "::before").content)).toBe(`"${label}"`);
    }
    expect(await page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(DOCS_IMG, "panel-charges-phone.png"), fullPage: true });
    expect(problems).toEqual([]);
  });

  it("asks a change of an approved company's data from the go-live page and shows its status and the team's reason", async () => {
    const m = await approvedMerchant();
    const { page, problems } = await person();
    await signIn(page, m.email);
    await go(page, "Ir para produção");
    const section = page.getByRole("region", { name: "Alterar os dados aprovados da empresa" });
    await section.waitFor();
    const form = page.getByRole("form", { name: "Pedir alteração dos dados" });
    expect(await form.getByLabel("Novo valor: Razão social").inputValue()).toBe("Loja da Maria");
    await form.getByLabel("Novo valor: Razão social").fill("Loja da Maria Comércio Ltda");
    // What the account does not keep (the responsible person, the city) is typed again: the request carries the whole company.
    await form.getByLabel("Novo valor: Nome do responsável").fill(ANSWERS.responsible_name);
    await form.getByLabel("Novo valor: CPF do responsável").fill(ANSWERS.responsible_cpf);
    await form.getByLabel("Novo valor: Cidade").fill(ANSWERS.city);
    await form.getByLabel("Novo valor: UF").fill(ANSWERS.state);
    for (const d of documents(7)) {
      const label = { company_document: "Cartão CNPJ ou contrato social", responsible_document: "Documento do responsável (RG ou CNH)", proof_of_address: "Comprovante de endereço" }[d.field]!;
      const mime = d.name.endsWith(".pdf") ? "application/pdf" : d.name.endsWith(".png") ? "image/png" : "image/jpeg";
      await form.getByLabel(`Novo documento: ${label}`).setInputFiles({ name: d.name, mimeType: mime, buffer: d.bytes });
    }
    await form.getByLabel("Confirmo que os novos dados e documentos são verdadeiros").check();
    await form.getByRole("button", { name: "Pedir alteração" }).click();
    await page.getByTestId("situacao-alteracao").filter({ hasText: "Alteração em análise pela equipe" }).waitFor();
    expect(await page.getByRole("form", { name: "Pedir alteração dos dados" }).count()).toBe(0);
    // The approved data stay in force meanwhile.
    expect((await http("GET", "/auth/me", { token: m.accessToken })).body.data.company).toBe("Loja da Maria");

    const motivo = "O contrato social não traz a nova razão social.";
    expect((await http("POST", `/admin/lojistas/${m.user.id}/recusar`, { token: m.team.accessToken, body: { motivo } })).status).toBe(200);
    await page.reload();
    await page.getByTestId("situacao-alteracao").filter({ hasText: "Alteração recusada" }).waitFor();
    expect(await page.getByTestId("situacao-alteracao").textContent()).toContain(`Motivo da recusa: ${motivo}`);
    await page.getByRole("form", { name: "Pedir alteração dos dados" }).waitFor(); // asked again from the same page
    await page.screenshot({ path: join(DOCS_IMG, "panel-company-change.png"), fullPage: true });
    expect(problems).toEqual([]);
  });
});
