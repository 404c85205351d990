import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { Browser, BrowserContext, chromium, Page } from "playwright-core";
import { createLogger } from "@pix/logger";
import { client, confirmEmail, confirmOwnEmail, signUp, signUpTeam, startStack, Stack, uniqueEmail, verificationLinkFor } from "../../gateway/test/stack";
import { startReceiver, type Receiver } from "../../gateway/test/webhook-support";
import type { ChargesExtras } from "../../gateway/test/stack/charges";
import { mainPixKeyOf, type TestEngines } from "../../gateway/test/stack/engines";
import { companyDataFor, type OnboardingExtras } from "../../gateway/test/stack/onboarding";
import { PANEL_PUBLIC_URL, type IdentityExtras } from "../../gateway/test/stack/identity";
import { defaultDist, REFRESH_COOKIE, RunningPanel, startPanel } from "../src/server/app";
import { merchantOf, paidCharge, startRefundWorld, type RefundWorld } from "../../gateway/test/refund-support";

/**
 * The merchant panel and the team's console in a real headless Chromium (Debian's `chromium`, driven
 * by playwright-core), built by `vite build` and served by the panel's server in front of the real
 * services: every click goes through the public gateway API.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ARTIFACTS = join(__dirname, "../../../test-artifacts/panel");
const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
  "--disable-component-update", "--disable-sync"];

jest.setTimeout(120_000);

let stack: Stack;
let http: ReturnType<typeof client>;
let panel: RunningPanel;
let browser: Browser;
let receiver: Receiver;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}. Install Debian's package (apt-get install -y chromium; .ci/run does it) or set CHROMIUM_PATH.`);
  }
  if (!existsSync(join(defaultDist(), "index.html"))) {
    throw new Error("The panel is not built: run `node scripts/setup.mjs --no-db` (or `pnpm --filter @pix/panel build`).");
  }
  mkdirSync(ARTIFACTS, { recursive: true });
  receiver = await startReceiver(() => ({ status: 200 }));
  stack = await startStack({ services: ["charges", "webhooks-dispatcher", "onboarding", "subscriptions", "checkout"] });
  http = client(stack.url);
  panel = await startPanel(
    { GATEWAY_URL: stack.url, HTTP_HOST: "127.0.0.1", HTTP_PORT: 0, PANEL_SECURE_COOKIE: false, PANEL_IDP_URL: stack.idp.url, LOG_LEVEL: "silent" },
    createLogger("panel-test", "silent"),
  );
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  await panel?.close();
  await stack?.close();
  await receiver?.close();
});

/** A fresh browser profile (own cookies) with a desktop or phone viewport. */
async function person(viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport, locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: panel.url });
  contexts.push(context);
  const page = await context.newPage();
  const problems: string[] = [];
  // Console errors include CSP violations: a page that breaks its own policy fails the test.
  // (A 4xx/5xx answer is recorded once, by its route, below; the console's copy of it names no route.)
  page.on("console", (m) => { if (m.type() === "error" && !m.text().startsWith("Failed to load resource")) problems.push(m.text()); });
  page.on("pageerror", (e) => problems.push(e.message));
  page.on("response", (r) => { if (r.status() >= 400) problems.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`); });
  const writes: string[] = [];
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith("/api/") && r.method() !== "GET" && !path.startsWith("/api/auth/")) writes.push(`${r.method()} ${path}`);
  });
  return { context, page, problems, writes };
}

const identity = () => stack.extras.identity as IdentityExtras;
const shot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });

async function signInThroughPanel(page: Page, email: string, password = "s3nha-forte", base = panel.url) {
  await page.goto(`${base}/entrar`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha").fill(password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  // A merchant lands on Início, the team on its console (issue 33).
  await page.getByRole("heading", { name: /^(Início|Console da equipe: fila de aprovação)$/, level: 1 }).waitFor();
}

async function go(page: Page, link: string, heading: string | RegExp) {
  // On a phone the navigation sits behind the "Menu" button.
  const nav = page.getByRole("navigation", { name: "Principal" });
  if (!(await nav.isVisible())) await page.getByRole("button", { name: "Menu" }).click();
  // The entry's own words, then at most its badge ("Infrações MED1 infração aguardando defesa").
  const words = new RegExp(`^${link.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\s*\\d+\\+?\\s.*)?$`);
  await nav.getByRole("link", { name: words }).click();
  await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
}

describe("the merchant panel in Chromium", () => {
  it("shows single-account mode's Pix key on the receiving account page: the main account's, every store's", async () => {
    const merchant = await signUp(http);
    const { page, problems } = await person();
    await signInThroughPanel(page, merchant.email);
    await go(page, "Conta de recebimento", "Conta de recebimento");
    const mainKey = await mainPixKeyOf((stack.extras.charges as ChargesExtras).engine);
    expect(await page.getByTestId("chave-pix").textContent()).toBe(`${mainKey} (ativa) — da conta principal do serviço, a mesma para todas as lojas`);
    expect(problems).toEqual([]);
  });

  it("signs up, creates a test charge, sees it listed, simulates the payment, and sees it paid on the home chart and in a webhook endpoint's delivery log", async () => {
    const { context, page, problems } = await person();
    const email = uniqueEmail("painel");
    await page.goto(panel.url);
    await page.waitForURL(`${panel.url}/entrar`);
    await shot(page, "login");
    await page.getByRole("link", { name: "Criar conta" }).click();
    await page.getByLabel("Nome").fill("Maria do Painel");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Senha").fill("s3nha-forte");
    await page.getByRole("button", { name: "Criar conta" }).click();
    await page.getByRole("heading", { name: "Início", level: 1 }).waitFor();
    expect(await page.getByTestId("situacao-conta").textContent()).toBe("Modo de teste (produção não solicitada)");

    // The refresh token is an httpOnly, SameSite=Strict cookie scoped to /api/auth; page script never sees it.
    const cookie = (await context.cookies()).find((c) => c.name === REFRESH_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api/auth" });
    expect(await page.evaluate(() => (globalThis as any).document.cookie)).toBe("");
    expect(await page.evaluate(() => JSON.stringify({ ...(globalThis as any).localStorage }) + JSON.stringify({ ...(globalThis as any).sessionStorage }))).not.toContain(cookie.value);

    // A webhook endpoint first, so the payment's event has somewhere to go.
    await go(page, "Webhooks", "Webhooks");
    await page.getByLabel("URL do endpoint").fill(`${receiver.url}/pix`);
    await page.getByLabel("Nome (opcional)").fill("ERP");
    await page.getByRole("button", { name: "Criar endpoint" }).click();
    const secret = await page.getByLabel("Segredo do endpoint", { exact: true }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole("button", { name: "Já guardei" }).click();
    expect(await page.getByText(secret).count()).toBe(0);

    await go(page, "Cobranças", "Cobranças");
    await page.getByRole("link", { name: "Nova cobrança" }).click();
    await page.getByLabel("Valor (R$)").fill("1.234,56");
    await page.getByLabel("Descrição").fill("Pedido 1001");
    await page.getByLabel("Nome do pagador").fill("Ana Pagadora");
    await page.getByLabel("CPF ou CNPJ do pagador").fill("529.982.247-25");
    await page.getByRole("button", { name: "Gerar cobrança" }).click();
    await page.getByRole("heading", { name: "Cobrança R$ 1.234,56" }).waitFor();
    const qr = page.getByRole("img", { name: "QR Code Pix de R$ 1.234,56" });
    await qr.waitFor();
    expect(await qr.evaluate((img: any) => img.complete && img.naturalWidth > 0)).toBe(true);
    const code = await page.getByLabel("Pix copia e cola").inputValue();
    expect(code).toMatch(/^000201/);
    await page.getByRole("button", { name: "Copiar pix copia e cola" }).click();
    await page.getByText("Copiado.").waitFor();
    expect(await page.evaluate(() => (globalThis as any).navigator.clipboard.readText())).toBe(code);
    await shot(page, "charge-detail");

    await go(page, "Cobranças", "Cobranças");
    const row = page.getByRole("row").filter({ hasText: "Pedido 1001" });
    await row.waitFor();
    expect(await row.textContent()).toContain("R$ 1.234,56");
    expect(await row.textContent()).toContain("Pendente");
    await shot(page, "charges");

    await row.getByRole("link", { name: "Pedido 1001" }).click();
    await page.getByRole("button", { name: "Simular pagamento" }).click();
    await page.getByText("Pagamento simulado.").waitFor();
    expect(await page.getByTestId("status-cobranca").textContent()).toBe("Paga");
    expect(await page.getByRole("button", { name: "Simular pagamento" }).count()).toBe(0);

    await go(page, "Início", "Início");
    expect(await page.getByTestId("total-30-dias").textContent()).toBe("R$ 1.234,56");
    // The balances of the store's ledger (issue 24): the payment received, nothing withdrawn, refunded or blocked.
    // The balances load after the chart's figures: wait for all eight before reading them.
    await page.waitForFunction(() => (globalThis as any).document.querySelectorAll(".figures > div").length === 8);
    const figures = await page.locator(".figures > div").evaluateAll((divs: any[]) => divs.map((d) => d.textContent));
    expect(figures).toEqual([
      "DisponívelR$ 1.234,56", "RecebidoR$ 1.234,56", "TarifasR$ 0,00", "Saques em andamentoR$ 0,00", "SacadoR$ 0,00",
      "Devoluções em andamentoR$ 0,00", "DevolvidoR$ 0,00", "Bloqueado (MED)R$ 0,00",
    ]);
    const paidCount = page.getByRole("listitem").filter({ hasText: /^Paga: / });
    expect(await paidCount.textContent()).toBe("Paga: 1");
    await page.getByText("Ver os valores por dia").click();
    expect(await page.getByRole("table", { name: "Recebido por dia" }).textContent()).toContain("R$ 1.234,56");
    expect(await page.locator(".chart canvas").count()).toBeGreaterThan(0);
    await shot(page, "home");

    // The delivery log shows charge.paid answered 200; the redelivery reaches the endpoint again.
    await go(page, "Webhooks", "Webhooks");
    await page.getByRole("link", { name: "ERP" }).click();
    const paidRow = page.getByRole("row").filter({ hasText: "charge.paid" });
    for (let i = 0; i < 200 && (await paidRow.count()) === 0; i++) {
      await page.getByRole("button", { name: "Atualizar" }).click();
      await page.getByRole("table").or(page.getByText("Nenhuma entrega ainda.")).first().waitFor();
    }
    expect(await paidRow.first().textContent()).toContain("HTTP 200");
    await shot(page, "webhook-deliveries");
    await receiver.waitFor(1, (h) => h.body?.event === "charge.paid");
    await paidRow.first().getByRole("button", { name: /^Reenviar charge\.paid/ }).click();
    await page.getByText("Reenvio solicitado.").waitFor();
    await receiver.waitFor(2, (h) => h.body?.event === "charge.paid");

    // A reload keeps the session (cookie → new access token), and leaving ends it: at identity too,
    // so the cookie's last value, replayed from outside the browser, no longer refreshes.
    await page.reload();
    await page.getByRole("heading", { name: "Endpoint ERP", level: 1 }).waitFor();
    const lastCookie = (await context.cookies()).find((c) => c.name === REFRESH_COOKIE)!.value;
    await page.getByRole("button", { name: "Sair" }).click();
    await page.waitForURL(`${panel.url}/entrar`);
    expect((await context.cookies()).find((c) => c.name === REFRESH_COOKIE)).toBeUndefined();
    const replay = await fetch(`${panel.url}/api/auth/refresh`, { method: "POST", headers: { "x-pix-panel": "1", cookie: `${REFRESH_COOKIE}=${lastCookie}` } });
    expect(replay.status).toBe(401);
    await page.reload();
    await page.getByRole("heading", { name: "Entrar no painel Pix" }).waitFor();
    expect(problems).toEqual([]);
  });

  it("lists a charge's webhook deliveries per endpoint on its detail, with their answers, and redelivers one", async () => {
    const merchant = await signUp(http);
    const token = merchant.accessToken;
    await http("POST", "/webhook-endpoints", { token, body: { url: `${receiver.url}/detalhe`, name: "Loja virtual" } });
    const charge = (await http("POST", "/pix", { token, body: { amount: 42.5, description: "Pedido com entregas" } })).body.data;
    expect((await http("POST", "/pix/simulate-payment", { token, body: { txid: charge.txid } })).status).toBe(200);
    const ofCharge = (event: string) => (h: any) => h.body?.event === event && h.body?.data?.txid === charge.txid;
    await receiver.waitFor(1, ofCharge("charge.paid"));

    const { page, problems } = await person();
    await signInThroughPanel(page, merchant.email);
    await page.goto(`${panel.url}/cobrancas/${charge.txid}`);
    const deliveries = page.getByRole("region", { name: "Entregas de webhook" });
    await deliveries.getByRole("heading", { name: "Loja virtual", level: 3 }).waitFor();
    const table = deliveries.getByRole("table", { name: "Entregas desta cobrança para Loja virtual" });
    const paidRow = table.getByRole("row").filter({ hasText: "charge.paid" });
    // The page may open before the dispatcher recorded the attempt's answer: ask again until it shows.
    for (let i = 0; i < 200 && !((await paidRow.count()) > 0 && (await paidRow.first().textContent())!.includes("HTTP 200")); i++) {
      await deliveries.getByRole("button", { name: "Atualizar entregas" }).click();
      await table.or(deliveries.getByText("Nenhuma entrega desta cobrança para este endpoint.")).first().waitFor();
    }
    expect(await paidRow.first().textContent()).toContain("HTTP 200");
    expect(await table.getByRole("row").filter({ hasText: "charge.created" }).first().textContent()).toContain("HTTP 200");
    await shot(page, "charge-deliveries");
    await paidRow.first().getByRole("button", { name: "Reenviar charge.paid para Loja virtual" }).click();
    await deliveries.getByText("Reenvio solicitado.").waitFor();
    await receiver.waitFor(2, ofCharge("charge.paid"));
    expect(problems).toEqual([]);
  });

  it("charges a subscription now and runs the test clock from the subscriptions page", async () => {
    const merchant = await signUp(http);
    const created = await http("POST", "/subscriptions", {
      token: merchant.accessToken,
      body: { customer_name: "Bruno Assinante", customer_cpf: "529.982.247-25", amount: 49.9, description: "Plano Ouro", next_billing_at: "2027-03-10T10:00:00-03:00" },
    });
    expect(created.status).toBe(201);

    const { page, problems } = await person();
    await signInThroughPanel(page, merchant.email);
    await go(page, "Assinaturas", "Assinaturas");
    const row = page.getByRole("row").filter({ hasText: "Plano Ouro" });
    await row.waitFor();
    expect(await row.textContent()).toContain("R$ 49,90");
    expect(await row.textContent()).toContain("Ativa");
    expect(await row.textContent()).toContain("10/03/2027 10:00");
    await row.getByRole("button", { name: "Cobrar agora Plano Ouro" }).click();
    await page.getByText("Cobrança de R$ 49,90 gerada para Plano Ouro.").waitFor();
    // No e-mail on this subscription: the panel says the link must reach the subscriber another way.
    await page.getByText("A assinatura não tem e-mail: envie o link da cobrança ao assinante.").waitFor();
    await row.filter({ hasText: "10/04/2027 10:00" }).waitFor(); // the period billed, the next one shown
    await page.getByRole("link", { name: "Ver cobrança" }).click();
    await page.getByRole("heading", { name: "Cobrança R$ 49,90", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Simular pagamento" }).click();
    await page.getByText("Pagamento simulado.").waitFor();

    // The test clock: a month later (Brasília time), the next period is billed by the job's path.
    await go(page, "Assinaturas", "Assinaturas");
    await page.getByLabel("Data e hora (horário de Brasília)").fill("2027-04-10T11:00");
    await page.getByRole("button", { name: "Rodar cobrança" }).click();
    await page.getByTestId("resultado-relogio").filter({ hasText: "Cobradas: 1 · Puladas: 0 · Sem data: 0 · Falhas: 0" }).waitFor();
    await row.filter({ hasText: "10/05/2027 10:00" }).waitFor();
    await shot(page, "subscriptions");
    expect(problems).toEqual([]);
  });

  it("shows the catalog and the audit trail with the API's own fields, creates a coupon, and changes a member's role", async () => {
    const merchant = await signUp(http);
    Object.assign(merchant, await confirmEmail(stack, merchant.email)); // inviting members needs a verified e-mail
    const customer = await http("POST", "/customers", { token: merchant.accessToken, body: { name: "Carla Cliente", cpf_cnpj: "529.982.247-25" } });
    expect(customer.status).toBe(201);
    const link = await http("POST", "/payment-links", { token: merchant.accessToken, body: { description: "Camiseta", amount: 59.9 } });
    expect(link.status).toBe(201);

    const { page, problems } = await person();
    await signInThroughPanel(page, merchant.email);
    await go(page, "Clientes", "Clientes");
    expect(await page.getByRole("row").filter({ hasText: "Carla Cliente" }).textContent()).toContain(customer.body.data.cpf_cnpj);
    await go(page, "Links de pagamento", "Links de pagamento");
    expect(await page.getByRole("link", { name: link.body.data.slug }).getAttribute("href")).toBe(link.body.data.checkout_url);
    await go(page, "Cupons", "Cupons");
    await page.getByLabel("Código do cupom").fill("BEMVINDO");
    await page.getByLabel("Desconto (% ou R$)").fill("12,5");
    await page.getByRole("button", { name: "Salvar" }).click();
    const coupon = page.getByRole("row").filter({ hasText: "BEMVINDO" });
    await coupon.waitFor();
    expect((await coupon.textContent())!.replace(/\s+/g, " ")).toMatch(/BEMVINDO.*12,5%.*0.*Sim/);
    // The audit entry arrives through the broker: wait for the API to have it before opening the page.
    for (let i = 0; !(await http("GET", "/audit?action=coupon.created", { token: merchant.accessToken })).body.data?.length; i++) {
      if (i > 100) throw new Error("the coupon's audit entry never arrived");
      await new Promise((r) => setTimeout(r, 100));
    }
    await go(page, "Auditoria", "Auditoria");
    // Portuguese labels, the target by its name, Brasília time; the raw code and full ids under "Código".
    const entry = page.getByRole("row").filter({ hasText: "Cupom criado" }).first();
    await entry.waitFor();
    expect(await entry.getByRole("cell").nth(2).textContent()).toBe("Você");
    expect(await entry.getByRole("cell").nth(3).textContent()).toBe("Cupom «BEMVINDO»");
    expect(await entry.getByRole("cell").nth(0).textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(await entry.getByTitle("coupon.created").textContent()).toBe("Cupom criado");
    await entry.getByText("Código").click();
    await entry.getByText("coupon.created", { exact: true }).waitFor();
    expect(await entry.textContent()).toContain(`user ${merchant.user.id}`);
    expect(await page.locator("main").textContent()).not.toContain("[object Object]");
    await shot(page, "audit");

    // Members: the owner changes an invited member's role from the list.
    const invited = await http("POST", "/members", { token: merchant.accessToken, body: { emails: [uniqueEmail("membro")], role: "viewer" } });
    expect(invited.status).toBe(201);
    const member = invited.body.data[0];
    await go(page, "Membros", "Membros");
    await page.getByRole("button", { name: `Editar ${member.email}` }).click();
    const form = page.getByRole("form", { name: `Editar membro ${member.email}` });
    await form.getByLabel("Papel do membro").selectOption("editor");
    await form.getByRole("button", { name: "Salvar" }).click();
    await page.getByRole("row").filter({ hasText: member.email }).filter({ hasText: "Editor" }).waitFor();
    const members = await http("GET", "/members", { token: merchant.accessToken });
    expect(members.body.data.find((x: any) => x.id === member.id).role).toBe("editor");
    expect(problems).toEqual([]);
  });

  it("edits products, coupons, customers and payment links from their rows, sending only the changed fields, and shows the API's refusal in the form", async () => {
    const merchant = await signUp(http);
    const token = merchant.accessToken;
    const product = (await http("POST", "/products", { token, body: { name: "Caneca", price: 30, sku: "CAN-1" } })).body.data;
    expect((await http("POST", "/coupons", { token, body: { code: "PROMO10", discount_type: "percent", discount_value: 10 } })).status).toBe(201);
    const customer = (await http("POST", "/customers", { token, body: { name: "Davi Cliente", email: "davi@example.com" } })).body.data;
    expect((await http("POST", "/payment-links", { token, body: { description: "Boné", amount: 40 } })).status).toBe(201);

    const { page, problems } = await person();
    const puts: { path: string; body: unknown }[] = [];
    page.on("request", (r) => { if (r.method() === "PUT") puts.push({ path: new URL(r.url()).pathname, body: r.postDataJSON() }); });
    await signInThroughPanel(page, merchant.email);

    // Products: prefilled from the row; a price under R$ 5,00 is the API's VALOR_MINIMO, shown in the form.
    await go(page, "Produtos", "Produtos");
    await page.getByRole("button", { name: "Editar Caneca" }).click();
    const productForm = page.getByRole("form", { name: "Editar produto Caneca" });
    expect(await productForm.getByLabel("Nome do produto").inputValue()).toBe("Caneca");
    expect(await productForm.getByLabel("Preço (R$)").inputValue()).toBe("30,00");
    expect(await productForm.getByLabel("SKU").inputValue()).toBe("CAN-1");
    expect(await productForm.getByLabel("Produto ativo").isChecked()).toBe(true);
    await productForm.getByRole("button", { name: "Salvar" }).click();
    await productForm.getByRole("alert").filter({ hasText: "Nada foi alterado." }).waitFor();
    await productForm.getByLabel("Preço (R$)").fill("4,99");
    await productForm.getByRole("button", { name: "Salvar" }).click();
    await productForm.getByRole("alert").filter({ hasText: "O valor mínimo de uma cobrança é R$ 5,00" }).waitFor();
    await productForm.getByLabel("Preço (R$)").fill("12,50");
    await productForm.getByRole("button", { name: "Salvar" }).click();
    await productForm.waitFor({ state: "detached" });
    expect(await page.getByRole("row").filter({ hasText: "Caneca" }).textContent()).toContain("R$ 12,50");
    expect(puts).toEqual([
      { path: `/api/products/${product.id}`, body: { price: "4.99" } },
      { path: `/api/products/${product.id}`, body: { price: "12.50" } },
    ]);
    await shot(page, "edit-product");

    // Coupons: is_active off and a new percentage.
    await go(page, "Cupons", "Cupons");
    await page.getByRole("button", { name: "Editar PROMO10" }).click();
    const couponForm = page.getByRole("form", { name: "Editar cupom PROMO10" });
    expect(await couponForm.getByLabel("Desconto (% ou R$)").inputValue()).toBe("10,00");
    expect(await couponForm.getByLabel("Tipo de desconto").inputValue()).toBe("percent");
    await couponForm.getByLabel("Desconto (% ou R$)").fill("15");
    await couponForm.getByLabel("Cupom ativo").uncheck();
    await couponForm.getByRole("button", { name: "Salvar" }).click();
    await couponForm.waitFor({ state: "detached" });
    const coupon = page.getByRole("row").filter({ hasText: "PROMO10" });
    await coupon.filter({ hasText: "15%" }).waitFor();
    expect(await coupon.getByRole("cell").nth(3).textContent()).toBe("Não");
    expect(puts[2].body).toEqual({ discount_value: "15.00", is_active: false });

    // Customers: an emptied e-mail is sent as "" (the API clears it), the new document as typed.
    await go(page, "Clientes", "Clientes");
    await page.getByRole("button", { name: "Editar Davi Cliente" }).click();
    const customerForm = page.getByRole("form", { name: "Editar cliente Davi Cliente" });
    expect(await customerForm.getByLabel("E-mail do cliente").inputValue()).toBe("davi@example.com");
    await customerForm.getByLabel("E-mail do cliente").fill("");
    await customerForm.getByLabel("CPF ou CNPJ do cliente").fill("529.982.247-25");
    await customerForm.getByRole("button", { name: "Salvar" }).click();
    await customerForm.waitFor({ state: "detached" });
    expect(puts[3]).toEqual({ path: `/api/customers/${customer.id}`, body: { email: "", cpf_cnpj: "529.982.247-25" } });
    const saved = (await http("GET", `/customers/${customer.id}`, { token })).body.data;
    expect(saved.email).toBeNull();
    await page.getByRole("row").filter({ hasText: "Davi Cliente" }).filter({ hasText: saved.cpf_cnpj }).waitFor();

    // Payment links: description, amount and active.
    await go(page, "Links de pagamento", "Links de pagamento");
    await page.getByRole("button", { name: "Editar Boné" }).click();
    const linkForm = page.getByRole("form", { name: "Editar link Boné" });
    expect(await linkForm.getByLabel("Valor do link (R$)").inputValue()).toBe("40,00");
    await linkForm.getByLabel("Descrição do link").fill("Boné azul");
    await linkForm.getByLabel("Valor do link (R$)").fill("45,5");
    await linkForm.getByLabel("Link ativo").uncheck();
    await linkForm.getByRole("button", { name: "Salvar" }).click();
    await linkForm.waitFor({ state: "detached" });
    const linkRow = page.getByRole("row").filter({ hasText: "Boné azul" });
    await linkRow.waitFor();
    expect((await linkRow.textContent())!.replace(/\s+/g, " ")).toMatch(/Boné azul.*R\$ 45,50.*Não/);
    expect(puts[4].body).toEqual({ description: "Boné azul", amount: "45.50", active: false });
    expect(puts).toHaveLength(5);
    expect(problems).toEqual([`400 PUT /api/products/${product.id}`]);
  });

  it("creates a subscription from the panel (first billing in Brasília time) and edits its description, amount, status and next billing date", async () => {
    const merchant = await signUp(http);
    const token = merchant.accessToken;
    const { page, problems } = await person();
    const sent: { method: string; body: unknown }[] = [];
    page.on("request", (r) => { if (new URL(r.url()).pathname.startsWith("/api/subscriptions") && ["POST", "PUT"].includes(r.method())) sent.push({ method: r.method(), body: r.postDataJSON() }); });
    await signInThroughPanel(page, merchant.email);
    await go(page, "Assinaturas", "Assinaturas");
    await page.getByText("Nenhuma assinatura.").waitFor();

    const create = page.getByRole("form", { name: "Nova assinatura" });
    await create.getByLabel("Nome do assinante").fill("Clara Assinante");
    await create.getByLabel("E-mail do assinante").fill("clara@example.com");
    await create.getByLabel("CPF ou CNPJ do assinante").fill("529.982.247-25");
    await create.getByLabel("Valor da assinatura (R$)").fill("29,90");
    await create.getByLabel("Descrição da assinatura").fill("Plano Prata");
    await create.getByLabel("Periodicidade").selectOption("yearly");
    await create.getByLabel("Primeira cobrança (horário de Brasília, opcional)").fill("2027-05-01T09:30");
    await create.getByRole("button", { name: "Salvar" }).click();
    const row = page.getByRole("row").filter({ hasText: "Plano Prata" });
    await row.waitFor();
    expect((await row.textContent())!.replace(/\s+/g, " ")).toMatch(/Plano Prata.*Clara Assinante.*R\$ 29,90.*Ativa.*01\/05\/2027 09:30/);
    expect(sent[0]).toEqual({ method: "POST", body: {
      customer_name: "Clara Assinante", customer_email: "clara@example.com", customer_cpf: "529.982.247-25", amount: "29.90",
      description: "Plano Prata", interval: "yearly", next_billing_at: "2027-05-01T09:30:00-03:00",
    } });
    const [created] = (await http("GET", "/subscriptions", { token })).body.data;
    expect(created).toMatchObject({ interval: "yearly", amount: 29.9, customer_email: "clara@example.com" });
    expect(new Date(created.next_billing_at).toISOString()).toBe("2027-05-01T12:30:00.000Z");
    expect(await create.getByLabel("Nome do assinante").inputValue()).toBe(""); // the create form clears after saving

    // Edit: prefilled in Brasília time; under R$ 5,00 the API's VALOR_MINIMO shows in the form.
    await row.getByRole("button", { name: "Editar Plano Prata" }).click();
    const edit = page.getByRole("form", { name: "Editar assinatura Plano Prata" });
    expect(await edit.getByLabel("Valor da assinatura (R$)").inputValue()).toBe("29,90");
    expect(await edit.getByLabel("Situação").inputValue()).toBe("active");
    expect(await edit.getByLabel("Próxima cobrança (horário de Brasília)").inputValue()).toBe("2027-05-01T09:30");
    await edit.getByLabel("Valor da assinatura (R$)").fill("4,00");
    await edit.getByRole("button", { name: "Salvar" }).click();
    await edit.getByRole("alert").filter({ hasText: "O valor mínimo de uma cobrança é R$ 5,00" }).waitFor();
    await edit.getByLabel("Valor da assinatura (R$)").fill("35,00");
    await edit.getByLabel("Descrição da assinatura").fill("Plano Prata Plus");
    await edit.getByLabel("Situação").selectOption("paused");
    await edit.getByLabel("Próxima cobrança (horário de Brasília)").fill("2027-06-15T08:00");
    await edit.getByRole("button", { name: "Salvar" }).click();
    await edit.waitFor({ state: "detached" });
    const edited = page.getByRole("row").filter({ hasText: "Plano Prata Plus" });
    await edited.waitFor();
    expect((await edited.textContent())!.replace(/\s+/g, " ")).toMatch(/R\$ 35,00.*Pausada.*15\/06\/2027 08:00/);
    expect(await edited.getByRole("button", { name: /^Cobrar agora/ }).count()).toBe(0);
    expect(sent[2]).toEqual({ method: "PUT", body: { description: "Plano Prata Plus", amount: "35.00", status: "paused", next_billing_at: "2027-06-15T08:00:00-03:00" } });

    // Canceled is final: a later move back to active is the API's 409, shown in the form.
    await edited.getByRole("button", { name: "Editar Plano Prata Plus" }).click();
    const cancel = page.getByRole("form", { name: "Editar assinatura Plano Prata Plus" });
    await cancel.getByLabel("Situação").selectOption("canceled");
    await cancel.getByRole("button", { name: "Salvar" }).click();
    await cancel.waitFor({ state: "detached" });
    await edited.filter({ hasText: "Cancelada" }).waitFor();
    await edited.getByRole("button", { name: "Editar Plano Prata Plus" }).click();
    await cancel.getByLabel("Situação").selectOption("active");
    await cancel.getByRole("button", { name: "Salvar" }).click();
    await cancel.getByRole("alert").filter({ hasText: "Assinatura cancelada não pode mudar de status; crie uma nova assinatura" }).waitFor();
    await shot(page, "subscription-edit");
    await cancel.getByRole("button", { name: "Cancelar" }).click();
    await cancel.waitFor({ state: "detached" });
    const id = created.id;
    expect(problems).toEqual([`400 PUT /api/subscriptions/${id}`, `409 PUT /api/subscriptions/${id}`]);
  });

  it("approves, rejects and cancels a Pix Automático authorization as the payer from the subscriptions page (test environment)", async () => {
    const merchant = await signUp(http);
    const payer = { customer_name: "Ana Pagadora", customer_cpf: "529.982.247-25", amount: 29.9, method: "pix_automatico" };
    for (const description of ["Plano Auto", "Plano Recusado"]) {
      expect((await http("POST", "/subscriptions", { token: merchant.accessToken, body: { ...payer, description } })).status).toBe(201);
    }
    const { page, problems } = await person();
    await signInThroughPanel(page, merchant.email);
    await go(page, "Assinaturas", "Assinaturas");
    const auto = page.getByRole("row").filter({ hasText: "Plano Auto" });
    const refused = page.getByRole("row").filter({ hasText: "Plano Recusado" });
    await auto.filter({ hasText: "Pix Automático: Aguardando o pagador" }).waitFor();

    await auto.getByRole("button", { name: "Aprovar autorização de Plano Auto (teste)" }).click();
    await auto.filter({ hasText: "Pix Automático: Aprovada" }).waitFor();
    // Approved: only cancelling is left to the payer.
    expect(await auto.getByRole("button", { name: /^(Aprovar|Recusar) autorização/ }).count()).toBe(0);
    await auto.getByRole("button", { name: "Cancelar autorização de Plano Auto (teste)" }).click();
    await auto.filter({ hasText: "Pix Automático: Cancelada" }).waitFor();
    expect(await auto.getByRole("button", { name: /autorização/ }).count()).toBe(0);

    await refused.getByRole("button", { name: "Recusar autorização de Plano Recusado (teste)" }).click();
    await refused.filter({ hasText: "Pix Automático: Recusada" }).waitFor();
    const authorizations = (await http("GET", "/subscriptions", { token: merchant.accessToken })).body.data
      .map((x: any) => [x.description, x.authorization.status]).sort();
    expect(authorizations).toEqual([["Plano Auto", "CANCELADA"], ["Plano Recusado", "REJEITADA"]]);
    await shot(page, "subscription-automatico");
    expect(problems).toEqual([]);
  });

  it("shows a Pix Automático subscription's cycle history in Portuguese, in Brasília time", async () => {
    const merchant = await signUp(http);
    const token = merchant.accessToken;
    const due = new Date("2031-06-10T13:00:00Z"); // a Tuesday
    const created = await http("POST", "/subscriptions", { token, body: {
      customer_name: "Ana Pagadora", customer_cpf: "529.982.247-25", amount: 29.9, method: "pix_automatico", journey: "J2", description: "Plano Histórico", next_billing_at: due.toISOString(),
    } });
    const id = created.body.data.id;
    expect((await http("POST", `/subscriptions/${id}/test/authorization/approve`, { token })).status).toBe(200);
    // The cycle is sent 3 days before (the engine's calendar and the test clock together), then its debit fails.
    const sendAt = new Date(due.getTime() - 3 * 86_400_000);
    await (stack.extras.charges as ChargesExtras).engine.setRecurrenceClock(sendAt.toISOString());
    expect((await http("POST", "/subscriptions/billing-runs", { token, body: { as_of: sendAt.toISOString() } })).body.data.charged).toBe(1);
    const [{ txid }] = (await http("GET", `/subscriptions/${id}/cycles`, { token })).body.data;
    expect((await http("POST", `/subscriptions/${id}/test/cycles/${txid}/fail`, { token, body: { codigo: "AM02" } })).status).toBe(200);

    const { page, problems } = await person();
    await signInThroughPanel(page, merchant.email);
    await go(page, "Assinaturas", "Assinaturas");
    await page.getByRole("button", { name: "Histórico dos ciclos de Plano Histórico" }).click();
    const table = page.getByRole("table", { name: "Histórico dos ciclos de Plano Histórico" });
    await table.getByText("Débito recusado (código AM02)").waitFor();
    const text = await table.innerText();
    expect(text).toContain("Instrução enviada ao banco do pagador");
    expect(text).toMatch(/07\/06\/2031,? 10:00/); // sent at 13:00 UTC: 10:00 in Brasília
    await shot(page, "subscription-cycle-history");
    expect(problems).toEqual([]);
  });

  it("signs in with Google through the identity provider's sign-in page (the emulator), creating the account", async () => {
    const { page, problems } = await person();
    const email = uniqueEmail("social");
    await page.goto(`${panel.url}/entrar`);
    // Cancelling at the provider comes back with nothing signed in.
    await page.getByRole("button", { name: "Entrar com Google" }).click();
    await page.getByRole("heading", { name: "Entrar com Google (emulador)" }).waitFor();
    await page.getByRole("button", { name: "Cancelar" }).click();
    await page.getByText("Entrada com Google cancelada.").waitFor();
    await page.getByRole("link", { name: "Voltar para a entrada" }).click();

    await page.getByRole("button", { name: "Entrar com Google" }).click();
    await page.getByRole("heading", { name: "Entrar com Google (emulador)" }).waitFor();
    expect(new URL(page.url()).origin).toBe(stack.idp.url);
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Nome").fill("Ana Social");
    await shot(page, "social-provider");
    await page.getByRole("button", { name: "Continuar" }).click();
    await page.getByRole("heading", { name: "Início", level: 1 }).waitFor();
    expect(new URL(page.url()).hash).toBe(""); // the provider's token left the address bar
    expect(await page.getByRole("banner").textContent()).toContain("Ana Social · Dono");
    await page.reload(); // the usual session: the refresh cookie keeps it
    await page.getByRole("heading", { name: "Início", level: 1 }).waitFor();
    // The account exists now: the same identity signs in again (200, not 201).
    expect((await http("POST", "/auth/social", { body: { idpJwt: await stack.idp.mintToken({ email }) } })).status).toBe(200);
    expect(problems).toEqual([]);
  });

  it("walks the go-live journey (onboarding, three documents) and the team approves it in the console", async () => {
    const merchant = await signUp(http);
    Object.assign(merchant, await confirmEmail(stack, merchant.email));
    const team = await signUpTeam(stack, http);

    const m = await person();
    await signInThroughPanel(m.page, merchant.email);
    await go(m.page, "Ir para produção", "Ir para produção");
    const answers: Record<string, string> = {
      "Razão social": "Loja da Maria", CNPJ: "12.ABC.345/01DE-35", "Nome do responsável": "Maria Souza", "CPF do responsável": "529.982.247-25",
      Telefone: "(11) 98765-4321", Segmento: "varejo", "Faturamento mensal (R$)": "15.000,00", CEP: "01310-100", Endereço: "Avenida Paulista",
      Número: "1000", Complemento: "sala 12", Bairro: "Bela Vista", Cidade: "São Paulo", UF: "SP",
    };
    for (const [label, value] of Object.entries(answers)) await m.page.getByLabel(label, { exact: true }).fill(value);
    await m.page.getByRole("button", { name: "Salvar dados da empresa" }).click();
    await m.page.getByText("Dados da empresa salvos.").waitFor();

    const files = {
      "Cartão CNPJ ou contrato social": { name: "contrato-social.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n") },
      "Documento do responsável (RG ou CNH)": { name: "rg.png", mimeType: "image/png", buffer: Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000" + "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082", "hex") },
      "Comprovante de endereço": { name: "conta.jpg", mimeType: "image/jpeg", buffer: Buffer.concat([Buffer.from("ffd8ffe000104a46494600010100000100010000", "hex"), Buffer.alloc(32, 7), Buffer.from("ffd9", "hex")]) },
    };
    for (const [label, file] of Object.entries(files)) await m.page.getByLabel(label).setInputFiles(file);
    await m.page.getByText("3 de 3 documentos escolhidos").waitFor();
    await m.page.getByLabel("Li e aceito os termos de uso em produção").check();
    await m.page.getByRole("button", { name: "Pedir liberação em produção" }).click();
    await m.page.getByTestId("situacao-producao").filter({ hasText: "Pedido de produção em análise" }).waitFor();
    await m.page.getByText("Documentos: 3 de 3 enviados").waitFor();
    await shot(m.page, "go-live-pending");

    const t = await person();
    await signInThroughPanel(t.page, team.email);
    await go(t.page, "Console da equipe", "Console da equipe: fila de aprovação");
    await t.page.getByRole("link", { name: "Maria Lojista" }).first().waitFor();
    // The ledger reconciliation's section (issue 24): no run yet on this stack, nothing open.
    const reconciliation = t.page.getByRole("region", { name: "Conciliação do livro-razão" });
    await reconciliation.getByText("Nenhuma diferença aberta.").waitFor();
    expect(await reconciliation.getByTestId("conciliacao-execucao").textContent()).toMatch(/^Nenhuma execução ainda/);
    await t.page.getByLabel("Buscar lojista").fill(merchant.email);
    await t.page.getByRole("link", { name: "Maria Lojista" }).click();
    await t.page.getByRole("heading", { name: "Loja da Maria", level: 1 }).waitFor();
    // The revenue typed the Brazilian way ("15.000,00") reached the team as R$ 15.000,00 (issue 26).
    await t.page.getByRole("region", { name: "Respostas do cadastro" }).getByText("R$ 15.000,00", { exact: true }).waitFor();
    await t.page.getByRole("button", { name: "Ver Documento do responsável (RG ou CNH)" }).click();
    const image = t.page.getByRole("img", { name: "Documento do responsável (RG ou CNH): rg.png" });
    await image.waitFor();
    expect(await image.evaluate((img: any) => img.complete && img.naturalWidth === 1)).toBe(true);
    await t.page.getByRole("button", { name: "Ver Cartão CNPJ ou contrato social" }).click();
    await t.page.locator('iframe[title="Cartão CNPJ ou contrato social: contrato-social.pdf"]').waitFor();

    // The motivo counter: under 10 characters the reject button stays disabled.
    // The decision form can re-render while the merchant's detail finishes loading, dropping a value typed
    // into it that early (seen once in CI): type again until the counter took it, then assert as before.
    const counter = t.page.getByText("5/1000 caracteres (mínimo 10)");
    for (let i = 0; i < 5 && !(await counter.isVisible()); i++) {
      await t.page.getByLabel("Motivo da recusa").fill("curto");
      await t.page.waitForTimeout(300);
    }
    await t.page.getByText("5/1000 caracteres (mínimo 10)").waitFor().catch(async (e) => {
      await shot(t.page, "console-motivo-failure"); // diagnostics for a failure here
      console.log(await t.page.locator("main").innerHTML());
      throw e;
    });
    expect(await t.page.getByRole("button", { name: "Recusar" }).isDisabled()).toBe(true);
    await t.page.getByLabel("Motivo da recusa").fill("Documento ilegível");
    expect(await t.page.getByRole("button", { name: "Recusar" }).isEnabled()).toBe(true);
    await shot(t.page, "console-merchant");
    await t.page.getByRole("button", { name: "Aprovar" }).click();
    await t.page.getByTestId("situacao-lojista").filter({ hasText: "Produção liberada" }).waitFor();

    // The merchant now sees production released and may switch to live.
    await m.page.reload();
    await m.page.getByTestId("situacao-conta").filter({ hasText: "Produção liberada" }).waitFor();
    await m.page.getByRole("radio", { name: "Produção" }).click();
    await m.page.locator(".badge-test").waitFor({ state: "detached" });
    expect(await m.page.getByRole("radio", { name: "Produção" }).isChecked()).toBe(true);
    // Before the first request there is none: GET /production-request answers 404, which the page shows as "not requested".
    expect(m.problems.filter((p) => p !== "404 GET /api/production-request")).toEqual([]);
    expect(t.problems).toEqual([]);
  });

  it("follows a member invite e-mail: the sign-up page opens with the address filled in, and the store link opens the store (signed in or not)", async () => {
    const owner = await signUp(http);
    Object.assign(owner, await confirmEmail(stack, owner.email));
    const email = uniqueEmail("convidado+painel");
    expect((await http("POST", "/members", { token: owner.accessToken, body: { emails: [email], role: "viewer" } })).status).toBe(201);
    const mail = await (stack.extras.identity as IdentityExtras).smtp.waitFor((m) => m.to.includes(email) && /Convite/.test(m.subject));
    // The e-mail names the panel's public address (PANEL_PUBLIC_URL); this test's panel listens elsewhere.
    const [signUpLink, storeLink] = (mail.text.match(/https?:\/\/\S+/g) ?? []).map((l) => new URL(l)).filter((l) => l.origin === PANEL_PUBLIC_URL).map((l) => panel.url + l.pathname + l.search);

    const { page, problems } = await person();
    await page.goto(signUpLink);
    await page.getByRole("heading", { name: "Criar conta", level: 1 }).waitFor();
    expect(await page.getByLabel("E-mail").inputValue()).toBe(email);
    await page.getByLabel("Nome").fill("Pessoa Convidada");
    await page.getByLabel("Senha").fill("s3nha-forte");
    await page.getByRole("button", { name: "Criar conta" }).click();
    await page.getByRole("heading", { name: "Início", level: 1 }).waitFor();
    // Confirming the address ends every earlier session, the browser's included: the store link signs in again.
    await confirmEmail(stack, email, "s3nha-forte");
    await page.goto(storeLink);
    await page.getByRole("heading", { name: "Entrar no painel Pix", level: 1 }).waitFor();
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Senha").fill("s3nha-forte");
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await page.getByRole("button", { name: "Loja: Maria Lojista" }).waitFor();
    expect(await page.getByTestId("papel").textContent()).toBe("Papel: Leitor");
    expect(problems).toEqual(["401 POST /api/auth/refresh"]); // the revoked sign-up session, once

    // Signed out, the same link asks for the sign-in first and then opens the store.
    const other = await person();
    await other.page.goto(storeLink);
    await other.page.getByRole("heading", { name: "Entrar no painel Pix", level: 1 }).waitFor();
    await other.page.getByLabel("E-mail").fill(email);
    await other.page.getByLabel("Senha").fill("s3nha-forte");
    await other.page.getByRole("button", { name: "Entrar", exact: true }).click();
    await other.page.getByRole("button", { name: "Loja: Maria Lojista" }).waitFor();
    expect(other.problems).toEqual([]);
  });

  it("the registrant confirms from the browser that registered, on a phone: one button, nothing asked, nothing lost; the key page said why", async () => {
    const { page, problems } = await person({ width: 390, height: 844 });
    const email = uniqueEmail("mesma+sessao");
    await page.goto(`${panel.url}/cadastro`);
    await page.getByLabel("Nome").fill("Maria Mesma Sessão");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Senha").fill("s3nha-forte");
    await page.getByRole("button", { name: "Criar conta" }).click();
    await page.getByRole("heading", { name: "Início", level: 1 }).waitFor();
    // A key from before issue 33 (the API now makes none before the confirmation), and another session.
    const signedIn = (await http("POST", "/auth/login", { body: { email, password: "s3nha-forte" } })).body.data;
    const key = (await identity().legacyApiKey(signedIn.user.id)).key;
    await page.goto(`${panel.url}/chaves`);
    await page.getByTestId("nota-chaves-email").filter({ hasText: "Abra o link do e-mail de confirmação neste navegador" }).waitFor();

    const link = await verificationLinkFor(stack, email);
    await page.goto(panel.url + link.pathname + link.search);
    await page.getByRole("heading", { name: "Confirme seu e-mail", level: 1 }).waitFor();
    await page.getByText(/Confirmar mantém sua senha, esta sessão e suas chaves de API/).waitFor();
    expect(await page.getByLabel("Nova senha", { exact: true }).count()).toBe(0);
    expect(await page.getByText(/serão encerradas|são encerradas/).count()).toBe(0);
    await shot(page, "confirm-email-own-session");
    await page.getByRole("button", { name: "Confirmar e-mail", exact: true }).click();
    await page.getByRole("heading", { name: "E-mail confirmado", level: 1 }).waitFor();
    await page.getByTestId("email-confirmado").filter({ hasText: "Sua senha, esta sessão e suas chaves de API continuam valendo" }).waitFor();
    expect(new URL(page.url()).search).toBe(""); // the used link left the address bar

    // Nothing was lost: the key, the other session, the password; the panel stays signed in, verified.
    expect((await http("GET", "/auth/me", { token: key })).status).toBe(200);
    expect((await http("GET", "/auth/me", { token: signedIn.accessToken })).body.data.email_verified).toBe(true);
    expect((await http("POST", "/auth/login", { body: { email, password: "s3nha-forte" } })).status).toBe(200);
    await page.goto(`${panel.url}/chaves`);
    await page.getByRole("heading", { name: "Chaves de API", level: 1 }).waitFor();
    expect(await page.getByTestId("nota-chaves-email").count()).toBe(0);
    expect(await page.getByTestId("aviso-email-nao-confirmado").count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it("follows the verification e-mail to the panel's /confirmar-email page in another browser: sets the password, ends the sign-up's sessions and keys, says E-mail confirmado; a used link says so and offers a new one", async () => {
    const registrant = await person();
    const email = uniqueEmail("confirma+painel");
    await registrant.page.goto(`${panel.url}/cadastro`);
    await registrant.page.getByLabel("Nome").fill("Maria Confirmando");
    await registrant.page.getByLabel("E-mail").fill(email);
    await registrant.page.getByLabel("Senha").fill("s3nha-forte");
    await registrant.page.getByRole("button", { name: "Criar conta" }).click();
    await registrant.page.getByRole("heading", { name: "Início", level: 1 }).waitFor();
    const squatted = (await http("POST", "/auth/login", { body: { email, password: "s3nha-forte" } })).body.data;
    const key = (await identity().legacyApiKey(squatted.user.id)).key; // made before issue 33 refused keys to an unconfirmed address

    // The mailbox's owner opens the link elsewhere, signed in to nothing.
    const { context, page, problems } = await person();
    const link = await verificationLinkFor(stack, email);
    expect(link.origin + link.pathname).toBe(`${PANEL_PUBLIC_URL}/confirmar-email`);
    const here = panel.url + link.pathname + link.search;
    await page.goto(here);
    await page.getByRole("heading", { name: "Confirme seu e-mail", level: 1 }).waitFor();
    await page.getByText(email, { exact: true }).waitFor();
    expect(await page.getByText(/todas as sessões e chaves de API criadas antes são encerradas/).count()).toBe(1);
    await page.getByText(/Foi você quem criou a conta\? Para não perder nada/).waitFor();
    await shot(page, "confirm-email");

    // Different passwords in the two fields: refused before any request. A common one: the API's message, link kept.
    await page.getByLabel("Nova senha", { exact: true }).fill("senha-do-dono-1");
    await page.getByLabel("Repita a nova senha").fill("senha-do-dono-2");
    await page.getByRole("button", { name: "Confirmar e-mail e definir a senha" }).click();
    await page.getByRole("alert").filter({ hasText: "não são iguais" }).waitFor();
    await page.getByLabel("Nova senha", { exact: true }).fill("1234567890");
    await page.getByLabel("Repita a nova senha").fill("1234567890");
    await page.getByRole("button", { name: "Confirmar e-mail e definir a senha" }).click();
    await page.getByRole("alert").filter({ hasText: "mais usadas" }).waitFor();
    expect(await page.getByRole("heading", { name: "Confirme seu e-mail", level: 1 }).count()).toBe(1);

    await page.getByLabel("Nova senha", { exact: true }).fill("senha-do-dono-1");
    await page.getByLabel("Repita a nova senha").fill("senha-do-dono-1");
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/auth/verify-email" && r.request().method() === "POST" && r.status() === 200);
    await page.getByRole("button", { name: "Confirmar e-mail e definir a senha" }).click();
    const session = (await (await answered).json()).data;
    await page.getByRole("heading", { name: "E-mail confirmado", level: 1 }).waitFor();
    await page.getByTestId("email-confirmado").filter({ hasText: "As sessões e chaves de API criadas antes foram encerradas" }).waitFor();
    // Kept as a sign-in keeps it: the refresh token only in the httpOnly cookie, the access token in memory.
    expect(session.refreshToken).toBeUndefined();
    expect(session.kept).toBe(false);
    const cookie = (await context.cookies()).find((c) => c.name === REFRESH_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api/auth" });
    const me = await http("GET", "/auth/me", { token: session.accessToken });
    expect(me.body.data).toMatchObject({ email, email_verified: true });
    // The new password signs in, the sign-up's does not; the squatter's key says why it died.
    expect((await http("POST", "/auth/login", { body: { email, password: "senha-do-dono-1" } })).status).toBe(200);
    expect((await http("POST", "/auth/login", { body: { email, password: "s3nha-forte" } })).status).toBe(401);
    const dead = await http("GET", "/auth/me", { token: key });
    expect(dead.status).toBe(401);
    expect(dead.body.error).toMatch(/revogada em .* quando o e-mail da conta foi confirmado/);
    await page.getByRole("link", { name: "Ir para o início" }).click();
    await page.getByRole("heading", { name: "Início", level: 1 }).waitFor();
    await page.reload();
    await page.getByRole("heading", { name: "Início", level: 1 }).waitFor();
    // The registrant's browser lost its session.
    await registrant.page.reload();
    await registrant.page.getByRole("heading", { name: "Entrar no painel Pix", level: 1 }).waitFor();

    // The used link, in this (signed-in, verified) browser: the API's message, and nothing left to do.
    await page.goto(here);
    await page.getByRole("heading", { name: "Link de confirmação inválido", level: 1 }).waitFor();
    await page.getByRole("alert").filter({ hasText: "Link de confirmação inválido, expirado ou já usado" }).waitFor();
    await page.getByText(`O e-mail da conta conectada (${email}) já está confirmado`).waitFor();
    expect(problems).toEqual([
      "400 POST /api/auth/verify-email", // the common password
      "400 GET /api/auth/verify-email", // the used link
    ]);

    // Signed out, the used link offers the public request for a new link; a missing token says what is missing.
    const other = await person();
    await other.page.goto(here);
    await other.page.getByRole("alert").filter({ hasText: "Link de confirmação inválido, expirado ou já usado" }).waitFor();
    await other.page.getByLabel("E-mail da conta").fill(email);
    await other.page.getByRole("button", { name: "Pedir novo link" }).click();
    await other.page.getByRole("status").filter({ hasText: "Se este e-mail tem uma conta ainda não confirmada" }).waitFor();
    await other.page.goto(`${panel.url}/confirmar-email`);
    await other.page.getByRole("heading", { name: "Link de confirmação incompleto", level: 1 }).waitFor();
    expect(other.problems).toEqual(["400 GET /api/auth/verify-email"]);
  });

  it("offers a signed-in, unverified account the resend when its link no longer works", async () => {
    const { page, problems } = await person();
    const account = await signUp(http, uniqueEmail("reenvio+painel"));
    const first = await verificationLinkFor(stack, account.email);
    await identity().query("UPDATE email_verification_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1", [account.user.id]);
    await identity().query("UPDATE users SET email_verification_sent_at = now() - interval '2 minutes' WHERE id = $1", [account.user.id]);
    await signInThroughPanel(page, account.email);
    await page.goto(panel.url + first.pathname + first.search);
    await page.getByRole("alert").filter({ hasText: "Link de confirmação inválido, expirado ou já usado" }).waitFor();
    await page.getByRole("button", { name: "Reenviar e-mail de confirmação" }).click();
    await page.getByRole("status").filter({ hasText: `Enviamos um novo link para ${account.email}` }).waitFor();
    const mails = identity().smtp.messages.filter((m) => m.to.includes(account.email) && /Confirme seu e-mail/.test(m.subject));
    expect(mails).toHaveLength(2);
    expect(mails[1].text).toContain(`${PANEL_PUBLIC_URL}/confirmar-email?token=`);
    expect(mails[1].text).not.toContain(first.searchParams.get("token")!);
    expect(problems).toEqual(["400 GET /api/auth/verify-email"]);
  });

  it("creates a restricted API key with checkboxes in the merchant's words, and filters the audit trail by that key (issue 40)", async () => {
    const merchant = await signUp(http);
    await confirmOwnEmail(stack, merchant); // no key before the address is confirmed (issue 33)
    const { page, problems } = await person();
    await signInThroughPanel(page, merchant.email);
    await go(page, "Chaves de API", "Chaves de API");
    await page.getByLabel("Nome da chave").fill("Assistente");
    await page.getByRole("radio", { name: "Escolher permissões" }).check();
    await page.getByRole("checkbox", { name: "Ver cobranças e pagamentos" }).check();
    await page.getByRole("checkbox", { name: "Criar cobranças" }).check();
    await page.getByRole("button", { name: "Criar chave" }).click();
    const row = page.getByRole("row").filter({ hasText: "Assistente" });
    await row.waitFor();
    expect(await row.textContent()).toContain("Ver cobranças e pagamentos; Criar cobranças");
    const keys = (await http("GET", "/api-keys", { token: merchant.accessToken })).body.data;
    expect(keys).toEqual([expect.objectContaining({ name: "Assistente", permissoes: ["cobrancas:escrever", "cobrancas:ler"] })]);
    const key = (await http("POST", "/api-keys", { token: merchant.accessToken, body: { name: "ERP", environment: "test" } })).body.data;
    expect((await http("POST", "/pix", { token: key.key, body: { amount: 10, description: "Pelo ERP" } })).status).toBe(201);
    for (let i = 0; !(await http("GET", `/audit?actor_id=${key.id}`, { token: merchant.accessToken })).body.data?.length; i++) {
      if (i > 100) throw new Error("the key's audit entry never arrived");
      await new Promise((r) => setTimeout(r, 100));
    }
    await go(page, "Auditoria", "Auditoria");
    await page.getByLabel("Filtrar por chave de API").selectOption({ label: `ERP (${key.prefix}…${key.last_four})` });
    const entry = page.getByRole("row").filter({ hasText: "Chave de API \"ERP\"" });
    await entry.waitFor();
    expect(await page.getByRole("row").filter({ hasText: "Você" }).count()).toBe(0); // only the key's actions
    expect(problems).toEqual([]);
    await shot(page, "restricted-key");
  });

  it("shows a viewer member no write actions, on a phone-sized screen, and sends no write request", async () => {
    const owner = await signUp(http);
    Object.assign(owner, await confirmEmail(stack, owner.email));
    const charge = (await http("POST", "/pix", { token: owner.accessToken, body: { amount: 30, description: "Pedido do dono" } })).body.data;
    await http("POST", "/webhook-endpoints", { token: owner.accessToken, body: { url: `${receiver.url}/dono`, name: "Dono" } });
    expect((await http("POST", "/products", { token: owner.accessToken, body: { name: "Produto do dono", price: 10 } })).status).toBe(201);
    await http("POST", "/subscriptions", { token: owner.accessToken, body: { customer_name: "Cliente do dono", customer_cpf: "529.982.247-25", amount: 19.9, description: "Plano do dono" } });
    const viewer = await signUp(http, uniqueEmail("leitor"));
    Object.assign(viewer, await confirmEmail(stack, viewer.email));
    const invited = await http("POST", "/members", { token: owner.accessToken, body: { emails: [viewer.email], role: "viewer" } });
    expect(invited.status).toBe(201);

    const v = await person({ width: 390, height: 844 });
    await signInThroughPanel(v.page, viewer.email);
    await v.page.getByRole("button", { name: "Menu" }).click();
    await v.page.getByRole("button", { name: "Atuar por outra loja" }).click();
    await v.page.getByLabel("Id da loja (do convite)").fill(owner.user.id);
    await v.page.getByRole("button", { name: "Trocar" }).click();
    await v.page.getByRole("button", { name: "Loja: Maria Lojista" }).waitFor();
    const nav = v.page.getByRole("navigation", { name: "Principal" });
    expect(await v.page.getByTestId("papel").textContent()).toBe("Papel: Leitor");
    expect(await nav.getByRole("link", { name: "Membros" }).count()).toBe(0);
    expect(await nav.getByRole("link", { name: "Auditoria" }).count()).toBe(0);

    await go(v.page, "Cobranças", "Cobranças");
    await v.page.getByRole("link", { name: "Pedido do dono" }).click();
    await v.page.getByRole("heading", { name: "Cobrança R$ 30,00" }).waitFor();
    expect(await v.page.getByRole("button", { name: "Simular pagamento" }).count()).toBe(0);
    await shot(v.page, "viewer-charge");
    await go(v.page, "Cobranças", "Cobranças");
    await v.page.getByRole("link", { name: "Pedido do dono" }).waitFor();
    expect(await v.page.getByRole("link", { name: "Nova cobrança" }).count()).toBe(0);

    await go(v.page, "Webhooks", "Webhooks");
    await v.page.getByRole("link", { name: "Dono" }).waitFor();
    expect(await v.page.getByRole("button", { name: "Criar endpoint" }).count()).toBe(0);
    await v.page.getByRole("link", { name: "Dono" }).click();
    await v.page.getByRole("heading", { name: "Endpoint Dono" }).waitFor();
    for (const name of ["Enviar teste", "Desativar", "Remover"]) expect(await v.page.getByRole("button", { name }).count()).toBe(0);

    await go(v.page, "Assinaturas", "Assinaturas");
    await v.page.getByRole("row").filter({ hasText: "Plano do dono" }).waitFor();
    for (const name of [/^Cobrar agora/, /^Editar/, "Salvar", "Rodar cobrança", "Excluir"]) expect(await v.page.getByRole("button", { name }).count()).toBe(0);
    expect(await v.page.getByRole("heading", { name: "Relógio de teste" }).count()).toBe(0);
    expect(await v.page.getByRole("form", { name: "Nova assinatura" }).count()).toBe(0);

    await go(v.page, "Chaves de API", "Chaves de API");
    // Issue 40: a viewer may create a key within its role: read scopes only, never full access.
    expect(await v.page.getByRole("radio", { name: /^Acesso total/ }).isDisabled()).toBe(true);
    expect(await v.page.getByRole("checkbox", { name: "Ver cobranças e pagamentos" }).isDisabled()).toBe(false);
    expect(await v.page.getByRole("checkbox", { name: /^Criar cobranças/ }).isDisabled()).toBe(true);
    expect(await v.page.getByRole("checkbox", { name: /^Fazer devoluções/ }).isDisabled()).toBe(true);
    await go(v.page, "Produtos", "Produtos");
    await v.page.getByRole("row").filter({ hasText: "Produto do dono" }).waitFor();
    for (const name of [/^Editar/, "Salvar"]) expect(await v.page.getByRole("button", { name }).count()).toBe(0);
    await go(v.page, "Saques", "Saques");
    expect(await v.page.getByRole("button", { name: "Salvar" }).count()).toBe(0);
    await go(v.page, "Ir para produção", "Ir para produção");
    await v.page.getByTestId("situacao-producao").waitFor();
    expect(await v.page.getByRole("button", { name: "Salvar dados da empresa" }).count()).toBe(0);
    await shot(v.page, "viewer-phone");
    expect(v.writes).toEqual([]);
    expect(v.problems.filter((p) => p !== "404 GET /api/production-request")).toEqual([]);
    void charge;
  });
});

/** Subaccount mode (the other tests run single-account, as `npm start` does): its own stack and panel. */
describe("the receiving account page in subaccount mode", () => {
  let sub: Stack;
  let subPanel: RunningPanel;
  beforeAll(async () => {
    sub = await startStack({ services: ["onboarding", "charges"], env: { onboarding: { CONTA_UNICA: "false" } } });
    await (sub.extras.engines as TestEngines).connectNotices(sub.url);
    subPanel = await startPanel(
      { GATEWAY_URL: sub.url, HTTP_HOST: "127.0.0.1", HTTP_PORT: 0, PANEL_SECURE_COOKIE: false, LOG_LEVEL: "silent" },
      createLogger("panel-test", "silent"),
    );
  });
  afterAll(async () => {
    await subPanel?.close();
    await sub?.close();
  });

  it("opens the account and shows its status and each approval front as the engine decides them", async () => {
    const merchant = await signUp(client(sub.url));
    (sub.extras.onboarding as OnboardingExtras).setCompanyData(merchant.user.id, companyDataFor("painel"));
    const engine = (sub.extras.engines as TestEngines).test;

    const { page, problems } = await person();
    await signInThroughPanel(page, merchant.email, undefined, subPanel.url);
    await go(page, "Conta de recebimento", "Conta de recebimento");
    const status = page.getByTestId("status-conta-recebimento");
    expect(await status.textContent()).toBe("Não aberta");
    await page.getByRole("button", { name: "Abrir conta de recebimento" }).click();
    await page.getByText("Conta de recebimento aberta.").waitFor();
    await status.filter({ hasText: "Em análise" }).waitFor();
    const fronts = page.getByRole("table", { name: "Frentes de aprovação do provedor" });
    const front = (name: string) => fronts.getByRole("row", { name: new RegExp(`^${name} `) });
    for (const name of ["Geral", "Dados comerciais", "Conta bancária", "Documentos"]) expect(await front(name).getByRole("cell").textContent()).toBe("Pendente");
    const qr = page.getByRole("img", { name: "QR Code do link de envio de documentos" });
    expect(await qr.evaluate((img: any) => img.complete && img.naturalWidth > 0)).toBe(true);
    const link = page.getByRole("link", { name: "Enviar documentos e selfie ao provedor" });
    const { account_id } = (await client(sub.url)("GET", "/receiving-account", { token: merchant.accessToken })).body.data;
    expect(await link.getAttribute("href")).toBe(`${engine.url}/onboarding/${account_id}`);

    // The engine decides two fronts; "Verificar aprovação agora" shows them.
    await engine.approveFront(account_id, "dados_comerciais");
    await engine.rejectFront(account_id, "documentos");
    await page.getByRole("button", { name: "Verificar aprovação agora" }).click();
    await page.getByText("Situação consultada agora no provedor.").waitFor();
    await status.filter({ hasText: "Recusada" }).waitFor();
    expect(await front("Dados comerciais").getByRole("cell").textContent()).toBe("Aprovado");
    expect(await front("Documentos").getByRole("cell").textContent()).toBe("Recusado");
    expect(await front("Conta bancária").getByRole("cell").textContent()).toBe("Pendente");
    expect(await page.getByTestId("motivos-recusa").textContent()).toBe("Documentos: recusado");
    await shot(page, "receiving-account");
    expect(problems).toEqual([]);
  });

  it("approves a pending test account by the simulation, with the line saying who approves in production", async () => {
    const merchant = await signUp(client(sub.url));
    (sub.extras.onboarding as OnboardingExtras).setCompanyData(merchant.user.id, companyDataFor("painel-simulada"));
    const { page, problems } = await person();
    await signInThroughPanel(page, merchant.email, undefined, subPanel.url);
    await go(page, "Conta de recebimento", "Conta de recebimento");
    const approve = page.getByRole("button", { name: "Aprovar conta de teste (simulação)" });
    expect(await approve.count()).toBe(0); // nothing to approve before the account is opened
    await page.getByRole("button", { name: "Abrir conta de recebimento" }).click();
    const status = page.getByTestId("status-conta-recebimento");
    await status.filter({ hasText: "Em análise" }).waitFor();
    expect(await page.getByTestId("simular-aprovacao").textContent()).toContain("Em produção, o provedor de pagamentos confere os documentos enviados");
    await approve.click();
    await page.getByText("Conta de teste aprovada por simulação.").waitFor();
    await status.filter({ hasText: "Aprovada" }).waitFor();
    expect(await approve.count()).toBe(0);
    expect(problems).toEqual([]);
  });
});

/**
 * Refunds (issue 24) in subaccount mode, where the fee rule shows: off by default (a sentence, no
 * button), switched on by the team in the console, then the charge page's dialog and the refunds list.
 * Screenshots of the dialog and of the refunds go to docs/img/.
 */
describe("refunds in the panel (subaccount mode)", () => {
  let w: RefundWorld;
  let refundPanel: RunningPanel;
  const DOCS_IMG = join(__dirname, "../../../docs/img");
  beforeAll(async () => {
    w = await startRefundWorld("subaccount");
    refundPanel = await startPanel(
      { GATEWAY_URL: w.stack.url, HTTP_HOST: "127.0.0.1", HTTP_PORT: 0, PANEL_SECURE_COOKIE: false, LOG_LEVEL: "silent" },
      createLogger("panel-test", "silent"),
    );
  });
  afterAll(async () => {
    await refundPanel?.close();
    await w?.close();
  });

  it("shows how refunds are arranged until the team enables them, then refunds through the dialog with the fee rule", async () => {
    const m = await merchantOf(w, "subaccount");
    const { txid } = await paidCharge(w, m, 80);
    const email = (await m.call("GET", "/auth/me")).body.data.email as string;

    const merchant = await person();
    await signInThroughPanel(merchant.page, email, undefined, refundPanel.url);
    await merchant.page.goto(`${refundPanel.url}/cobrancas/${txid}`);
    await merchant.page.getByRole("heading", { name: "Cobrança R$ 80,00", level: 1 }).waitFor();
    await merchant.page.getByTestId("estornos-desabilitados").waitFor();
    expect(await merchant.page.getByTestId("estornos-desabilitados").textContent()).toMatch(/fale com o suporte/);
    expect(await merchant.page.getByRole("button", { name: /Devolver|Estornar|Reembolsar/ }).count()).toBe(0);
    await go(merchant.page, "Conta de recebimento", "Conta de recebimento");
    expect(await merchant.page.getByTestId("estornos-conta").textContent()).toMatch(/não estão habilitadas/);

    // The team switches refunds on for this store in the console, keeping the service's fee (Asaas' rule).
    const team = await person();
    await signInThroughPanel(team.page, (await w.http("GET", "/auth/me", { token: w.team.accessToken })).body.data.email, undefined, refundPanel.url);
    await team.page.goto(`${refundPanel.url}/console/${m.storeId}`);
    await team.page.getByRole("heading", { name: "Devoluções", level: 2 }).waitFor();
    await team.page.getByLabel("Taxa do serviço numa devolução (modo subconta)").selectOption("lojista");
    await team.page.getByRole("button", { name: "Habilitar devoluções" }).click();
    await team.page.getByText(/^Habilitadas/).waitFor();
    expect(team.problems).toEqual([]);

    await merchant.page.goto(`${refundPanel.url}/cobrancas/${txid}`);
    await merchant.page.getByRole("button", { name: "Devolver", exact: true }).click();
    const dialog = merchant.page.getByRole("dialog", { name: "Devolver pagamento" });
    await dialog.waitFor();
    expect(await dialog.getByLabel("Valor a devolver (R$)").inputValue()).toBe("80,00");
    expect(await dialog.getByTestId("regra-taxa").textContent()).toMatch(/não é devolvida/);
    // Above what remains: refused in the dialog with what is allowed, nothing sent.
    await dialog.getByLabel("Valor a devolver (R$)").fill("80,01");
    await dialog.getByRole("button", { name: "Confirmar devolução" }).click();
    await dialog.getByRole("alert").filter({ hasText: "No máximo R$ 80,00" }).waitFor();
    // More than the available balance (the fee the store paid is not in it): the gateway's specific message.
    await dialog.getByLabel("Valor a devolver (R$)").fill("80,00");
    await dialog.getByRole("button", { name: "Confirmar devolução" }).click();
    await dialog.getByRole("alert").filter({ hasText: "Saldo insuficiente" }).waitFor();
    // Cancel, and open a fresh dialog (a new Idempotency-Key) for a partial refund.
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await dialog.waitFor({ state: "detached" });
    await merchant.page.getByRole("button", { name: "Devolver", exact: true }).click();
    await dialog.waitFor();
    await dialog.getByLabel("Valor a devolver (R$)").fill("30,00");
    await dialog.getByLabel("Motivo (opcional)").fill("Produto devolvido");
    mkdirSync(DOCS_IMG, { recursive: true });
    await merchant.page.screenshot({ path: join(DOCS_IMG, "panel-refund-dialog.png") });
    await dialog.getByRole("button", { name: "Confirmar devolução" }).click();
    await dialog.waitFor({ state: "detached" });
    const row = merchant.page.getByTestId("estorno").first();
    // The page polls while the refund is in processing: the row turns "Concluída" by itself.
    await row.filter({ hasText: /30,00\s*Concluída/ }).waitFor({ timeout: 15_000 });
    expect(await row.textContent()).toMatch(/R\$\s30,00.*Concluída.*Produto devolvido/);
    await merchant.page.getByTestId("estornado").filter({ hasText: "30,00" }).waitFor();
    await merchant.page.screenshot({ path: join(DOCS_IMG, "panel-refunds.png"), fullPage: true });

    const writes = merchant.writes.filter((x) => x.includes("/pix/refund"));
    expect(writes).toEqual(["POST /api/pix/refund", "POST /api/pix/refund"]);
    // The one refused request (Saldo insuficiente) is the only problem the page met.
    expect(merchant.problems).toEqual(["409 POST /api/pix/refund"]);
  });
});

/**
 * MED infractions (issue 25) in subaccount mode: the engine emulator opens an infraction on a paid Pix;
 * the merchant's inbox lists it with the blocked amount and the defense deadline counting down, and the
 * defense form sends a text and a file; a viewer member has no inbox.
 */
describe("the MED infractions inbox (subaccount mode)", () => {
  let w: RefundWorld;
  let medPanel: RunningPanel;
  beforeAll(async () => {
    w = await startRefundWorld("subaccount");
    medPanel = await startPanel(
      { GATEWAY_URL: w.stack.url, HTTP_HOST: "127.0.0.1", HTTP_PORT: 0, PANEL_SECURE_COOKIE: false, LOG_LEVEL: "silent" },
      createLogger("panel-test", "silent"),
    );
  });
  afterAll(async () => {
    await medPanel?.close();
    await w?.close();
  });

  it("lists the infraction with its deadline counting down and sends the defense (text and a PDF) from the form", async () => {
    const m = await merchantOf(w, "subaccount");
    const { txid, charge } = await paidCharge(w, m, 45);
    const email = (await m.call("GET", "/auth/me")).body.data.email as string;
    await w.extras.engine.infractions.open({ end_to_end_id: charge.end_to_end_id, amount: 3000 });

    const merchant = await person();
    await signInThroughPanel(merchant.page, email, undefined, medPanel.url);
    await go(merchant.page, "Infrações MED", "Infrações MED");
    const item = merchant.page.getByTestId(`infraction-${txid}`);
    await item.waitFor();
    expect(await item.textContent()).toMatch(/R\$\s30,00 bloqueados/);
    expect(await item.textContent()).toMatch(/Aguardando sua defesa/);
    expect(await item.textContent()).toMatch(/\(horário de Brasília\)/);
    // The countdown moves by itself (about 7 days left).
    const countdown = item.locator(".countdown");
    const first = await countdown.textContent();
    expect(first).toMatch(/^faltam (6|7) dias \d\d:\d\d:\d\d$/);
    for (let tries = 0; (await countdown.textContent()) === first; tries++) {
      if (tries > 40) throw new Error("the countdown did not move");
      await new Promise((r) => setTimeout(r, 100));
    }

    await item.getByLabel("Sua defesa").fill("Entregamos o pedido; segue a nota fiscal.");
    await item.getByLabel(/Arquivos/).setInputFiles({ name: "nota.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") });
    await shot(merchant.page, "med-inbox");
    await merchant.page.screenshot({ path: join(__dirname, "../../../docs/img/panel-med-inbox.png"), fullPage: true }); // the README's picture
    await item.getByRole("button", { name: "Enviar defesa" }).click();
    await item.filter({ hasText: "Defesa enviada, em análise" }).waitFor();
    expect(await item.textContent()).toMatch(/com nota\.pdf/);
    expect(await item.getByRole("button", { name: "Enviar defesa" }).count()).toBe(0);
    expect(merchant.writes.filter((x) => x.includes("/infractions"))).toEqual([expect.stringMatching(/^POST \/api\/infractions\/[0-9a-f-]+\/defense$/)]);
    expect(merchant.problems).toEqual([]);
    const atEngine = (await w.extras.engine.infractions.list()).find((i) => i.txid !== undefined && i.endToEndId === charge.end_to_end_id);
    expect(atEngine?.defense).toMatchObject({ text: "Entregamos o pedido; segue a nota fiscal.", attachments: [{ name: "nota.pdf", type: "application/pdf" }] });
  });
});
