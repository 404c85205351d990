import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BrowserContext, chromium, Page } from "playwright-core";
import { client, signUp, startStack, Stack } from "../../gateway/test/stack";
import type { ChargesExtras } from "../../gateway/test/stack/charges";
import type { CheckoutExtras } from "../../gateway/test/stack/checkout";

/**
 * The hosted Pix Automático authorization page (issue 14) in a real headless Chromium, against the
 * real services: a J3 subscription's page explains in pt-BR what the payer authorizes (store, amount,
 * periodicity, first payment now, first debit date, retries, how to cancel in the bank) with its QR;
 * once the payer approves, the page says so and shows no QR. The screenshot is docs/subscriptions.md's.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ARTIFACTS = join(__dirname, "../../../test-artifacts");
const DOCS_IMAGE = join(__dirname, "../../../docs/img/pix-automatico-autorizacao.png");
const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
  "--disable-component-update", "--disable-sync"];

let stack: Stack;
let http: ReturnType<typeof client>;
let profileDir: string;
let browser: BrowserContext;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}. Install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  mkdirSync(ARTIFACTS, { recursive: true });
  stack = await startStack({ services: ["charges", "checkout", "subscriptions"] });
  http = client(stack.url);
  await (stack.extras.charges as ChargesExtras).connectNotices(stack.url);
  profileDir = mkdtempSync(join(tmpdir(), "pix-chromium-"));
  browser = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM, headless: true, args: ARGS, viewport: { width: 390, height: 844 }, locale: "pt-BR",
  });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  if (profileDir) rmSync(profileDir, { recursive: true, force: true });
  await stack?.close();
});

function watchErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (m) => { if (m.type() === "error") problems.push(m.text()); });
  page.on("pageerror", (e) => problems.push(e.message));
  return problems;
}

describe("the hosted Pix Automático authorization page in Chromium", () => {
  it("explains what is authorized in pt-BR, shows the QR, and follows the approval", async () => {
    const { accessToken: token } = await signUp(http);
    await http("PUT", "/auth/profile", { token, body: { company: "Academia Boa Forma" } });
    const created = await http("POST", "/subscriptions", {
      token,
      body: {
        method: "pix_automatico", customer_name: "Ana Pagadora", customer_cpf: "52998224725", amount: "89.90",
        description: "Plano mensal <b>academia</b>", next_billing_at: "2027-03-10T09:00:00-03:00",
      },
    });
    expect(created.status).toBe(201);
    const sub = created.body.data;
    const checkoutUrl = (stack.extras.checkout as CheckoutExtras).url;
    expect(sub.authorization.checkout_url).toMatch(new RegExp(`^${checkoutUrl}/checkout/autorizacao/[A-Za-z0-9_-]{24}$`));

    const page = await browser.newPage();
    const problems = watchErrors(page);
    await page.goto(sub.authorization.checkout_url);
    await page.getByRole("heading", { name: "Autorizar Pix Automático" }).waitFor();
    const text = await page.locator("main").innerText();
    expect(text).toContain("Academia Boa Forma");
    expect(text).toContain("R$ 89,90");
    expect(text).toContain("todo mês");
    expect(text).toContain("Plano mensal <b>academia</b>"); // escaped, shown as text
    expect(text).toMatch(/Agora\s+o pagamento da primeira cobrança, R\$ 89,90/);
    expect(text).toMatch(/Primeiro débito automático\s+10 de abril de 2027/);
    expect(text).toMatch(/Se um débito falhar\s+até 3 novas tentativas, cada uma em um dia diferente, até 7 dias depois do vencimento/);
    expect(text).toContain("cancelar quando quiser, direto no app do seu banco");
    expect(text).toContain("pode ser cancelada até as 23h59 do dia anterior ao débito");
    expect(text).toContain("no próximo dia útil, se ela cair em fim de semana ou feriado");
    expect(text).toContain("Modo de teste");
    await expect(page.getByRole("img", { name: "QR Code do Pix Automático" }).isVisible()).resolves.toBe(true);
    expect(await page.locator("#pix-code").inputValue()).toBe(sub.authorization.pix_code);
    await page.screenshot({ path: join(ARTIFACTS, "pix-automatico-autorizacao.png"), fullPage: true });
    mkdirSync(join(DOCS_IMAGE, ".."), { recursive: true });
    copyFileSync(join(ARTIFACTS, "pix-automatico-autorizacao.png"), DOCS_IMAGE);

    // The payer approves in the bank: the page says so, without the QR.
    expect((await http("POST", `/subscriptions/${sub.id}/test/authorization/approve`, { token })).status).toBe(200);
    await page.reload();
    expect(await page.getByRole("status").innerText()).toContain("Autorização concedida");
    expect(await page.getByRole("img", { name: "QR Code do Pix Automático" }).count()).toBe(0);
    expect(problems).toEqual([]);

    // JSON for non-browsers; an unknown key is a 404.
    const json = await fetch(sub.authorization.checkout_url, { headers: { accept: "application/json" } });
    expect(json.status).toBe(200);
    expect(((await json.json()) as any).data).toMatchObject({ store_name: "Academia Boa Forma", amount: 89.9, interval: "monthly", journey: "J3", status: "APROVADA" });
    expect((await fetch(`${checkoutUrl}/checkout/autorizacao/${"x".repeat(24)}`, { headers: { accept: "application/json" } })).status).toBe(404);

    // NAO_PERMITE promises no retry (issue 38).
    const strict = await http("POST", "/subscriptions", {
      token, body: { method: "pix_automatico", journey: "J2", retry_policy: "NAO_PERMITE", customer_name: "Ana Pagadora", customer_cpf: "52998224725", amount: "89.90", next_billing_at: "2027-03-10T09:00:00-03:00" },
    });
    const strictPage = await (await fetch(strict.body.data.authorization.checkout_url, { headers: { accept: "text/html" } })).text();
    expect(strictPage).toContain("não há nova tentativa: a cobrança não é debitada de novo");
    expect(strictPage).not.toContain("novas tentativas");

    // J4 (issue 38): the first charge has a due date — the page names it, the JSON carries it.
    const j4 = await http("POST", "/subscriptions", {
      token, body: { method: "pix_automatico", journey: "J4", customer_name: "Ana Pagadora", customer_cpf: "52998224725", amount: "89.90", next_billing_at: "2027-03-10T09:00:00-03:00" },
    });
    expect(j4.status).toBe(201);
    const j4Page = await (await fetch(j4.body.data.authorization.checkout_url, { headers: { accept: "text/html" } })).text();
    expect(j4Page).toContain("Primeira cobrança</dt><dd>R$ 89,90, com vencimento em 10/03/2027, paga com este mesmo QR Code");
    expect(j4Page).toContain("pagando a primeira cobrança, que vence em 10/03/2027");
    expect(j4Page).not.toContain("o primeiro pagamento é feito na hora");
    const j4Json = await fetch(j4.body.data.authorization.checkout_url, { headers: { accept: "application/json" } });
    expect(((await j4Json.json()) as any).data).toMatchObject({ journey: "J4", first_payment_now: true, first_payment_due_date: "2027-03-10" });
  }, 120_000);
});
