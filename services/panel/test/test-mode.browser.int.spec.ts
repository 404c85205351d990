import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { enable, merchantOf, startRefundWorld, type Merchant, type RefundWorld } from "../../gateway/test/refund-support";
import type { RunningPanel } from "../src/server/app";
import { ARTIFACTS, type PanelBrowser, startPanelBrowser } from "./browser-support";

/**
 * Test mode that can try everything (issue 32), in a real headless Chromium in front of the real
 * services (subaccount mode): "Simular pagamento" then "Devolver" on the same test charge ends
 * "Concluída", on a desktop and on a 390 px phone; "Simular MED" blocks the amount and the
 * infractions inbox decides it. Before issue 32 the refund answered 409 ESTORNO_DE_SIMULACAO.
 */
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

jest.setTimeout(120_000);

let w: RefundWorld;
let panel: RunningPanel;
let browser: Browser;
let running: PanelBrowser;

beforeAll(async () => {
  w = await startRefundWorld("subaccount");
  running = await startPanelBrowser(w.stack.url);
  ({ panel, browser } = running);
}, 120_000);
afterAll(async () => {
  await running?.close();
  await w?.close();
});

/** A merchant with refunds enabled by the team (the service bears its fee) and a pending test charge, signed in at its page. */
async function atTestCharge(viewport: { width: number; height: number }, amount: number) {
  const m: Merchant = await merchantOf(w, "subaccount");
  await enable(w, m.storeId, { habilitado: true, taxa_paga_por: "servico" });
  const txid: string = (await m.call("POST", "/pix", { amount, description: "Pedido de teste" })).body.data.txid;
  const email = (await m.call("GET", "/auth/me")).body.data.email as string;
  const context = await browser.newContext({ viewport, locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(e.message));
  page.on("console", (msg) => { if (msg.type() === "error" && !msg.text().startsWith("Failed to load resource")) problems.push(msg.text()); });
  page.on("response", (r) => { if (r.status() >= 400) problems.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`); });
  await page.goto(`${panel.url}/entrar`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha").fill("s3nha-forte");
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await page.getByRole("heading", { name: "Início", level: 1 }).waitFor();
  await page.goto(`${panel.url}/cobrancas/${txid}`);
  return { m, txid, page, problems, close: () => context.close() };
}

async function simulatePayment(page: Page) {
  await page.getByRole("button", { name: "Simular pagamento" }).click();
  await page.getByText("Pagamento simulado.").waitFor();
  // The payment is a Pix at the test engine: its end-to-end id is on the timeline.
  await page.getByText(/Paga em .*\(E2E E\d{20}/).waitFor();
}

describe.each([["desktop", DESKTOP], ["a 390 px phone", PHONE]] as const)("Simular pagamento, then Devolver, on %s", (name, viewport) => {
  it("refunds the simulated payment: the row turns Concluída and the charge shows what was refunded", async () => {
    const t = await atTestCharge(viewport, 35);
    try {
      await t.page.getByRole("heading", { name: "Cobrança R$ 35,00", level: 1 }).waitFor();
      await simulatePayment(t.page);
      await t.page.getByRole("button", { name: "Devolver", exact: true }).click();
      const dialog = t.page.getByRole("dialog", { name: "Devolver pagamento" });
      await dialog.waitFor();
      expect(await dialog.getByLabel("Valor a devolver (R$)").inputValue()).toBe("35,00");
      await dialog.getByRole("button", { name: "Confirmar devolução" }).click();
      await dialog.waitFor({ state: "detached" });
      await t.page.getByTestId("estorno").filter({ hasText: /35,00\s*Concluída/ }).waitFor({ timeout: 15_000 });
      await t.page.getByTestId("estornado").filter({ hasText: "35,00" }).waitFor();
      await t.page.screenshot({ path: join(ARTIFACTS, `test-mode-refund-${name.replace(/\W+/g, "-")}.png`), fullPage: true });
      if (viewport.width === PHONE.width) {
        // Nothing wider than the phone: the refunds table scrolls inside its own wrapper.
        expect(await t.page.evaluate(() => (globalThis as any).document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      }
      const refunds = (await t.m.call("GET", `/pix/refunds?txid=${t.txid}`)).body.data;
      expect(refunds).toEqual([expect.objectContaining({ amount: 35, status: "DEVOLVIDO" })]);
      expect(t.problems).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe("Simular MED", () => {
  it("opens a test infraction on the simulated payment (blocked) and the inbox decides it Procedente", async () => {
    const t = await atTestCharge(DESKTOP, 50);
    try {
      await simulatePayment(t.page);
      await t.page.getByRole("button", { name: "Simular MED" }).click();
      const dialog = t.page.getByRole("dialog", { name: "Simular MED" });
      await dialog.getByLabel("Valor contestado (R$)").fill("20,00");
      await dialog.getByLabel("Motivo alegado pelo banco do pagador").selectOption("fraude");
      await dialog.getByRole("button", { name: "Abrir infração de teste" }).click();
      await dialog.waitFor({ state: "detached" });
      expect(await t.page.getByTestId("med-simulada").textContent()).toMatch(/R\$\s20,00 bloqueados/);

      await t.page.getByRole("link", { name: "Infrações MED" }).last().click();
      await t.page.getByRole("heading", { name: "Infrações MED", level: 1 }).waitFor();
      const item = t.page.getByTestId(`infraction-${t.txid}`);
      await item.getByText("Aguardando sua defesa").waitFor();
      await item.getByRole("button", { name: "Procedente (devolver ao pagador)" }).click();
      await item.getByText("Procedente: valor devolvido ao pagador").waitFor();
      expect(await item.getByRole("button", { name: /Procedente|Improcedente/ }).count()).toBe(0);
      await t.page.screenshot({ path: join(ARTIFACTS, "test-mode-med.png"), fullPage: true });

      const [infraction] = (await t.m.call("GET", "/infractions")).body.data;
      expect(infraction).toMatchObject({ txid: t.txid, amount: 20, status: "closed", outcome: "upheld", refund_id: expect.any(String) });
      expect(t.problems).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
