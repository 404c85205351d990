import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { APIResponse, BrowserContext, chromium, Page } from "playwright-core";
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

  /**
   * Holds each form post in flight (sent to the server by Playwright, answered to the page only when
   * released), so that a second submit really happens while the first is under way, as on a slow
   * network: without that Chromium folds a quick double click into one post.
   */
  async function holdPosts(page: Page) {
    const posts: { key: string; response: Promise<APIResponse> }[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/pay", async (route) => {
      const response = route.fetch({ maxRedirects: 0 });
      posts.push({ key: new URLSearchParams(route.request().postData() ?? "").get("idempotency_key") ?? "", response });
      const answer = await response;
      await released;
      await route.fulfill({ response: answer }).catch(() => undefined); // the page dropped a superseded post
    });
    const posted = async (n: number) => {
      while (posts.length < n) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    return { posts, posted, release };
  }

  /** A link's page with the payer's details typed in, and the merchant's view of the charges made. */
  async function filledLinkPage(amount: number, description: string) {
    const { accessToken } = await signUp(http);
    const link = (await http("POST", "/payment-links", { token: accessToken, body: { amount, description } })).body.data;
    const page = await browser.newPage();
    const problems = watchErrors(page);
    await page.goto(`${checkoutUrl}/checkout/link/${link.slug}`);
    await page.getByLabel("Nome completo").fill("Carla Pagadora");
    await page.getByLabel("CPF ou CNPJ").fill("529.982.247-25");
    // Mouse events by coordinates: a locator action would wait on the page, which is mid-navigation then.
    const centre = (box: { x: number; y: number; width: number; height: number } | null) => [box!.x + box!.width / 2, box!.y + box!.height / 2] as const;
    const submitAt = centre(await page.getByRole("button", { name: /Gerar Pix/ }).boundingBox());
    const nameAt = centre(await page.getByLabel("Nome completo").boundingBox());
    const clickSubmit = () => page.mouse.click(...submitAt);
    const appendToName = async (text: string) => {
      await page.mouse.click(...nameAt);
      await page.keyboard.press("End");
      await page.keyboard.type(text);
    };
    const charges = async () => (await http("GET", "/pix/list", { token: accessToken })).body.data as { txid: string }[];
    return { page, problems, clickSubmit, appendToName, charges };
  }

  it("makes one charge when the payer clicks the link's submit button again while the first post is under way", async () => {
    const { page, problems, clickSubmit, charges } = await filledLinkPage(13.5, "Clique duplo");
    const { posts, posted, release } = await holdPosts(page);
    await clickSubmit();
    await posted(1);
    await clickSubmit();
    await posted(2);
    release();
    await page.waitForURL(/\/checkout\/[A-Za-z0-9]+$/);
    const [first, second] = await Promise.all(posts.map((p) => p.response));
    expect(posts[0].key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(posts[1].key).toBe(posts[0].key);
    expect([first.status(), second.status()]).toEqual([303, 303]);
    expect(second.headers()["location"]).toBe(first.headers()["location"]);
    expect(second.headers()["idempotent-replayed"]).toBe("true");
    const made = await charges();
    expect(made).toHaveLength(1);
    expect(page.url()).toBe(`${checkoutUrl}/checkout/${made[0].txid}`);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("starts a new attempt, with a new key, when the payer changes the form before submitting again", async () => {
    const { page, problems, clickSubmit, appendToName, charges } = await filledLinkPage(14, "Formulário alterado");
    const { posts, posted, release } = await holdPosts(page);
    await clickSubmit();
    await posted(1);
    await appendToName(" da Silva");
    await clickSubmit();
    await posted(2);
    release();
    await page.waitForURL(/\/checkout\/[A-Za-z0-9]+$/);
    await Promise.all(posts.map((p) => p.response));
    expect(posts[1].key).not.toBe(posts[0].key);
    expect(await charges()).toHaveLength(2);
    expect(problems).toEqual([]);
    await page.close();
  });
});
