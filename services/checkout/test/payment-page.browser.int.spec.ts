import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BrowserContext, chromium, Page } from "playwright-core";
import { client, signUp, startStack, Stack } from "../../gateway/test/stack";
import type { CheckoutExtras } from "../../gateway/test/stack/checkout";

/**
 * The hosted payment page in a real headless Chromium (Debian's `chromium`, driven by
 * playwright-core), against the real services: QR, copy, simulate, paid, redirect to success_url.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ARTIFACTS = join(__dirname, "../../../test-artifacts");
const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
  "--disable-component-update", "--disable-sync"];

let stack: Stack;
let http: ReturnType<typeof client>;
let checkoutUrl: string;
let shop: Server;
let shopUrl: string;
const shopHits: string[] = [];
let profileDir: string;
let browser: BrowserContext;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}. Install Debian's package (apt-get install -y chromium; .ci/run does it) or set CHROMIUM_PATH.`);
  }
  mkdirSync(ARTIFACTS, { recursive: true });
  shop = createServer((req, res) => {
    shopHits.push(req.url ?? "");
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end("<!doctype html><title>Loja</title><h1>Obrigado pela compra</h1>");
  });
  await new Promise<void>((resolve) => shop.listen(0, "127.0.0.1", resolve));
  shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
  stack = await startStack({ services: ["charges", "checkout"] });
  http = client(stack.url);
  checkoutUrl = (stack.extras.checkout as CheckoutExtras).url;
  profileDir = mkdtempSync(join(tmpdir(), "pix-chromium-"));
  browser = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM, headless: true, args: ARGS, viewport: { width: 390, height: 844 }, locale: "pt-BR",
  });
  await browser.grantPermissions(["clipboard-read", "clipboard-write"], { origin: checkoutUrl });
});
afterAll(async () => {
  await browser?.close();
  if (profileDir) rmSync(profileDir, { recursive: true, force: true });
  await stack?.close();
  await new Promise((resolve) => shop?.close(resolve));
});

/** Console errors include CSP violations: a page that breaks its own policy fails here. */
function watchErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (m) => { if (m.type() === "error") problems.push(m.text()); });
  page.on("pageerror", (e) => problems.push(e.message));
  return problems;
}

/** A merchant's test charge with a success_url, through the gateway's POST /pix. */
async function testCharge(body: { amount: number; description: string; success_url: string }) {
  const { accessToken } = await signUp(http);
  await http("PUT", "/auth/profile", { token: accessToken, body: { company: "Loja do Teste" } });
  const res = await http("POST", "/pix", { token: accessToken, body: { customer_name: "Ana Pagadora", customer_cpf: "52998224725", ...body } });
  if (res.status !== 201) throw new Error(`POST /pix: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

describe("the hosted payment page in Chromium", () => {
  it("shows the QR, copies the code, simulates the payment, shows paid and lands on success_url", async () => {
    const charge = await testCharge({ amount: 25, description: `Pedido 42 <img src=x onerror="window.__xss=1">`, success_url: `${shopUrl}/obrigado?pedido=42` });
    const page = await browser.newPage();
    const problems = watchErrors(page);
    await page.goto(`${checkoutUrl}/checkout/${charge.txid}`);

    const qr = page.getByRole("img", { name: /QR Code Pix/ });
    await qr.waitFor({ state: "visible" });
    expect(await qr.evaluate((img: any) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await page.getByText("R$ 25,00").first().isVisible()).toBe(true);
    expect(await page.getByText("Loja do Teste").first().isVisible()).toBe(true);
    expect(await page.getByText("Modo de teste.").first().isVisible()).toBe(true);
    expect(await page.getByText(`Pedido 42 <img src=x onerror="window.__xss=1">`).isVisible()).toBe(true);
    expect(await page.evaluate(() => (globalThis as any).__xss)).toBeUndefined();
    expect(await page.getByRole("status").textContent()).toBe("Aguardando pagamento…");
    expect(await page.getByLabel("Pix copia e cola").inputValue()).toBe(charge.pix_code);

    await page.getByRole("button", { name: "Copiar código Pix" }).click();
    await page.getByText("Código copiado.").waitFor();
    expect(await page.evaluate(() => (globalThis as any).navigator.clipboard.readText())).toBe(charge.pix_code);
    await page.screenshot({ path: join(ARTIFACTS, "checkout-page-pending.png"), fullPage: true });

    await page.getByRole("button", { name: "Simular pagamento" }).click();
    await page.getByRole("status").filter({ hasText: "Pagamento confirmado!" }).waitFor();
    expect(await qr.isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Simular pagamento" }).isVisible()).toBe(false);
    await page.screenshot({ path: join(ARTIFACTS, "checkout-page-paid.png"), fullPage: true });

    await page.waitForURL(`${shopUrl}/obrigado?pedido=42`);
    expect(await page.getByRole("heading").textContent()).toBe("Obrigado pela compra");
    expect(shopHits).toContain("/obrigado?pedido=42");
    expect(existsSync(join(ARTIFACTS, "checkout-page-paid.png"))).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("takes a payer from a link's form to the new charge's page, by keyboard alone", async () => {
    const { accessToken } = await signUp(http);
    const link = (await http("POST", "/payment-links", { token: accessToken, body: { amount: 12.34, description: "Aula avulsa" } })).body.data;
    const page = await browser.newPage();
    const problems = watchErrors(page);
    await page.goto(`${checkoutUrl}/checkout/link/${link.slug}`);
    await page.getByLabel("Nome completo").focus();
    await page.keyboard.type("Bruno Pagador");
    await page.keyboard.press("Tab");
    await page.keyboard.type("529.982.247-25");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/checkout\/[A-Za-z0-9]+$/);
    await page.getByRole("img", { name: /QR Code Pix para pagar R\$ 12,34/ }).waitFor({ state: "visible" });
    await page.screenshot({ path: join(ARTIFACTS, "checkout-link-to-charge.png"), fullPage: true });
    expect(problems).toEqual([]);
    await page.close();
  });
});
