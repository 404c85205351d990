import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import type { Page } from "playwright-core";
import { startStack, type Stack } from "../../gateway/test/stack";
import { ledgerPoster, type LedgerPoster } from "../../gateway/test/statement-support";
import { withdrawalKit, type WithdrawalKit } from "../../gateway/test/withdrawal-support";
import { STATEMENT_CSV_HEADER } from "../../gateway/src/http/statement-csv";
import { ARTIFACTS, startPanelBrowser, type PanelBrowser } from "./browser-support";

/**
 * The "Extrato" page in a real headless Chromium in front of the real services (subaccount mode,
 * payments through the engine emulator's notices, a withdrawal's facts posted by the ledger's posting
 * function): the period pickers, the totals, the rows, and the CSV downloaded through the panel's /api.
 */


jest.setTimeout(120_000);

let stack: Stack;
let kit: WithdrawalKit;
let ui: PanelBrowser;
let ledger: LedgerPoster;

beforeAll(async () => {
  stack = await startStack({ services: ["onboarding", "charges"], env: { onboarding: { CONTA_UNICA: "false" } } });
  kit = withdrawalKit(stack);
  await kit.charges.connectNotices(stack.url);
  ledger = ledgerPoster(kit.charges.databaseUrl);
  ui = await startPanelBrowser(stack.url);
});
afterAll(async () => {
  await ui?.close();
  await ledger?.close();
  await kit?.close();
  await stack?.close();
});

async function signIn(page: Page, email: string) {
  await page.goto(`${ui.panel.url}/entrar`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha").fill("s3nha-forte");
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await page.getByRole("heading", { name: "Início", level: 1 }).waitFor();
}

const csvCents = (text: string) => Number(text.replace(",", ""));

describe("the Extrato page", () => {
  it("shows the period's totals and rows, changes period, and downloads the CSV through the panel", async () => {
    const m = await kit.merchant();
    await kit.paidCharge(m.token, 1234.56);
    await kit.paidCharge(m.token, 10.37);
    await ledger.withdrawal(m.storeId, 1001, "paid");
    const statement = (await kit.http("GET", "/statement", { token: m.token })).body.data;
    expect(statement).toHaveLength(6);
    const available = statement[0].balance_after;

    const context = await ui.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "pt-BR", timezoneId: "America/Sao_Paulo", acceptDownloads: true });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (msg) => { if (msg.type() === "error") problems.push(msg.text()); });
    page.on("pageerror", (e) => problems.push(e.message));
    page.on("response", (r) => { if (r.status() >= 400) problems.push(`${r.status()} ${new URL(r.url()).pathname}`); });
    try {
      await signIn(page, m.email);
      await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Extrato", exact: true }).click();
      await page.getByRole("heading", { name: "Extrato", level: 1 }).waitFor();

      const brl = (reais: number) => `R$ ${reais.toFixed(2).replace(".", ",").replace(/\B(?=(\d{3})+(?!\d))/g, ".")}`.replace("R$ -", "-R$ ");
      await page.getByTestId("saldo-final").filter({ hasText: brl(available) }).waitFor();
      expect(await page.getByTestId("saldo-inicial").textContent()).toBe("R$ 0,00");
      expect(await page.getByTestId("lancamentos").textContent()).toBe("6");
      const table = page.getByRole("table", { name: "Lançamentos do período" });
      await table.waitFor();
      const rows = table.locator("tbody tr");
      // "Saque pago" leaves the available balance as it was (R$ 0,00): only the CSV has it (issue 33).
      expect(await rows.count()).toBe(5);
      expect((await rows.nth(0).locator("td").allTextContents()).slice(1, 7)).toEqual(["Saque solicitado", "—", "—", "-R$ 10,01", brl(available), "R$ 10,01"]);
      expect(await table.getByText("Saque pago").count()).toBe(0);
      expect(await page.getByTestId("saidas").textContent()).toBe(brl(statement.filter((r: any) => r.amount < 0).reduce((s: number, r: any) => s + Math.round(r.amount * 100), 0) / 100));
      // The oldest row: the first payment, its amount and the balance it made.
      expect(await rows.nth(4).locator("td").allTextContents()).toEqual([expect.any(String), "Pix recebido", expect.any(String), "—", "R$ 1.234,56", "R$ 1.234,56", "—", expect.any(String)]);
      await page.screenshot({ path: join(ARTIFACTS, "statement.png"), fullPage: true });

      // The download: the CSV fetched through the panel's /api, saved by the browser, parsed back.
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Baixar CSV" }).click()]);
      expect(download.suggestedFilename()).toMatch(/^extrato-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv$/);
      const bytes = readFileSync((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, ...lines]: string[][] = parse(bytes, { bom: true, delimiter: ";" });
      expect(header).toEqual(STATEMENT_CSV_HEADER);
      expect(lines.map((l) => l[STATEMENT_CSV_HEADER.indexOf("Id do lançamento")])).toEqual(statement.map((r: any) => r.id));
      const total = lines.reduce((s, l) => s + csvCents(l[STATEMENT_CSV_HEADER.indexOf("Valor (R$)")]), 0);
      expect(total).toBe(Math.round(available * 100));
      await page.getByText(/^Arquivo extrato-.*\.csv baixado\.$/).waitFor();

      // A period before today: no rows, no movement.
      const yesterday = await page.evaluate(() => {
        const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
        return new Date(new Date(`${today}T12:00:00Z`).getTime() - 86_400_000).toISOString().slice(0, 10);
      });
      await page.getByLabel("Até").fill(yesterday);
      await page.getByText("Nenhum lançamento no período.").waitFor();
      await page.getByTestId("lancamentos").filter({ hasText: /^0$/ }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
