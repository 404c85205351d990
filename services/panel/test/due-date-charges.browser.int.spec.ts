import { join } from "node:path";
import type { Page } from "playwright-core";
import { client, signUp, startStack, type Stack } from "../../gateway/test/stack";
import type { CheckoutExtras } from "../../gateway/test/stack/checkout";
import type { RunningPanel } from "../src/server/app";
import { ARTIFACTS, type PanelBrowser, startPanelBrowser } from "./browser-support";

/**
 * Issue 37 in the panel, in a real headless Chromium in front of the real services: "Nova cobrança"
 * with a due date, fine, interest and discount previews the amounts at three dates and issues the
 * charge ("Vence em" on its page and in the list); a CSV batch shows each line's result; "Novo link"
 * offers the same terms, and the link's page shows today's amount with its parts.
 */
jest.setTimeout(120_000);

let stack: Stack;
let http: ReturnType<typeof client>;
let running: PanelBrowser;
let panel: RunningPanel;

beforeAll(async () => {
  stack = await startStack({ services: ["charges", "checkout"] });
  http = client(stack.url);
  running = await startPanelBrowser(stack.url);
  ({ panel } = running);
}, 120_000);
afterAll(async () => {
  await running?.close();
  await stack?.close();
});

async function signedIn(): Promise<{ page: Page; token: string; problems: string[]; close(): Promise<void> }> {
  const { email, accessToken } = await signUp(http);
  const context = await running.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(e.message));
  await page.goto(`${panel.url}/entrar`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha").fill("s3nha-forte");
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await page.getByRole("heading", { name: "Início", level: 1 }).waitFor();
  return { page, token: accessToken, problems, close: () => context.close() };
}

it("Nova cobrança with a due date previews the amounts before, on and after it, then issues the charge", async () => {
  const t = await signedIn();
  try {
    const { page } = t;
    await page.goto(`${panel.url}/cobrancas/nova`);
    await page.getByLabel("Valor (R$)").fill("100,00");
    await page.getByLabel("Descrição").fill("Mensalidade de dezembro");
    await page.getByLabel(/Cobrança com vencimento/).check();
    await page.getByLabel("Data de vencimento").fill("2030-12-10");
    await page.getByLabel("Multa por atraso (%)").fill("2");
    await page.getByLabel("Juros por atraso (% ao mês)").fill("1");
    await page.getByLabel("Desconto por pagamento antecipado (R$)").fill("5,00");
    await page.getByLabel("Desconto válido até").fill("2030-12-05");
    await page.getByRole("button", { name: "Ver prévia dos valores" }).click();
    const preview = page.getByRole("table", { name: "Prévia dos valores" });
    await preview.waitFor();
    // 5 days early: R$ 5,00 off; on the due date: the amount; 10 days late: 2 % + 1 % a month × 10/30.
    expect(await preview.locator("tbody tr").allInnerTexts()).toEqual([
      expect.stringMatching(/05\/12\/2030.*R\$\s*5,00.*R\$\s*95,00/s),
      expect.stringMatching(/10\/12\/2030.*R\$\s*100,00/s),
      expect.stringMatching(/20\/12\/2030.*R\$\s*2,00.*R\$\s*0,33.*R\$\s*102,33/s),
    ]);
    await page.getByLabel("Nome do pagador").fill("Ana Pagadora");
    await page.getByLabel("CPF ou CNPJ do pagador").fill("529.982.247-25");
    await page.getByRole("button", { name: "Gerar cobrança" }).click();
    await page.getByTestId("vencimento").filter({ hasText: "Vence em 10/12/2030" }).waitFor();
    await page.screenshot({ path: join(ARTIFACTS, "due-date-charge.png"), fullPage: true });
    await page.goto(`${panel.url}/cobrancas`);
    await page.getByTestId("vencimento").filter({ hasText: "Vence em 10/12/2030" }).waitFor();
    expect(t.problems).toEqual([]);
  } finally {
    await t.close();
  }
});

it("a CSV batch shows each line's result: created with its txid, refused with why", async () => {
  const t = await signedIn();
  try {
    const { page } = t;
    await page.goto(`${panel.url}/cobrancas/lote`);
    const csv = "valor;descricao;nome;cpf_cnpj;vencimento;multa_percentual;juros_percentual_mes\n"
      + "150,00;Mensalidade Ana;Ana Pagadora;529.982.247-25;10/12/2030;2;1\n"
      + "abc;Valor errado;Bia;529.982.247-25;10/12/2030;;\n"
      + "80,00;CPF errado;Caio;529.982.247-26;10/12/2030;;\n"
      + "90,00;Mensalidade Dani;Dani;529.982.247-25;2030-12-10;;\n";
    await page.getByLabel("Arquivo CSV").setInputFiles({ name: "dezembro.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await page.getByText("4 linhas lidas; 1 com problema.").waitFor();
    await page.getByRole("button", { name: "Enviar lote" }).click();
    await page.getByRole("heading", { name: "Resultado: 2 criadas, 2 negadas" }).waitFor();
    expect(await page.getByTestId("linha-2").innerText()).toMatch(/Criada/);
    expect(await page.getByTestId("linha-3").innerText()).toMatch(/Negada\s+valor inválido/);
    expect(await page.getByTestId("linha-4").innerText()).toMatch(/Negada\s+customer_cpf inválido/);
    expect(await page.getByTestId("linha-5").innerText()).toMatch(/Criada/);
    await page.screenshot({ path: join(ARTIFACTS, "due-date-batch.png"), fullPage: true });
    const batches = (await http("GET", "/pix/lotes", { token: t.token })).body.data;
    expect(batches).toEqual([expect.objectContaining({ descricao: "dezembro", total: 3, criadas: 2, negadas: 1 })]);
    expect(t.problems).toEqual([]);
  } finally {
    await t.close();
  }
});

it("Novo link offers the due-date terms of Nova cobrança: the API's refusal shows beside its field, the link is saved with its terms and its page shows today's amount", async () => {
  const t = await signedIn();
  try {
    const { page } = t;
    await page.goto(`${panel.url}/links`);
    const form = page.getByRole("form", { name: "Novo link" });
    await form.getByLabel("Descrição do link").fill("Mensalidade por link");
    await form.getByLabel("Valor do link (R$)").fill("100,00");
    await form.getByLabel(/Link com vencimento/).check();
    await form.getByLabel("Data de vencimento").fill("2030-12-10");
    await form.getByLabel("Multa por atraso (%)").fill("2");
    await form.getByLabel("Juros por atraso (% ao mês)").fill("1");
    await form.getByLabel("Desconto por pagamento antecipado (R$)").fill("5,00");
    // A discount date after the due date: the API refuses it, and the form says so beside the field.
    await form.getByLabel("Desconto válido até").fill("2030-12-11");
    await form.getByRole("button", { name: "Salvar" }).click();
    await form.getByTestId("erro-campo").filter({ hasText: "a data do desconto deve ser no máximo o vencimento" }).waitFor();
    await form.getByLabel("Desconto válido até").fill("2030-12-05");
    await form.getByRole("button", { name: "Ver prévia dos valores" }).click();
    const preview = form.getByRole("table", { name: "Prévia dos valores" });
    await preview.waitFor();
    expect(await preview.locator("tbody tr").allInnerTexts()).toEqual([
      expect.stringMatching(/05\/12\/2030.*R\$\s*5,00.*R\$\s*95,00/s),
      expect.stringMatching(/10\/12\/2030.*R\$\s*100,00/s),
      expect.stringMatching(/20\/12\/2030.*R\$\s*2,00.*R\$\s*0,33.*R\$\s*102,33/s),
    ]);
    await form.getByRole("button", { name: "Salvar" }).click();
    const row = page.getByRole("row").filter({ hasText: "Mensalidade por link" });
    await row.getByTestId("vencimento-link").filter({ hasText: "Vence em 10/12/2030" }).waitFor();
    await page.screenshot({ path: join(ARTIFACTS, "due-date-link.png"), fullPage: true });

    // Saved through the API with the terms the form showed (valor_perc in reais and percent).
    const links = (await http("GET", "/payment-links", { token: t.token })).body.data as { slug: string; description: string }[];
    const saved = links.find((l) => l.description === "Mensalidade por link")!;
    expect(saved).toMatchObject({
      amount: 100, due_date: "2030-12-10", multa: { modalidade: 2, valor_perc: 2 }, juros: { modalidade: 3, valor_perc: 1 },
      desconto: { modalidade: 1, descontos_data_fixa: [{ data: "2030-12-05", valor_perc: 5 }] },
    });

    // The payer's page of the link: today (well before 05/12/2030) the R$ 5,00 discount applies.
    await page.goto(`${(stack.extras.checkout as CheckoutExtras).url}/checkout/link/${saved.slug}`);
    await page.getByText("Vence em 10/12/2030").waitFor();
    const parts = (await page.locator("dl.breakdown").innerText()).replace(/\s+/g, " ");
    expect(parts).toMatch(/Valor original R\$ 100,00 Desconto − R\$ 5,00 Valor a pagar hoje \(\d{2}\/\d{2}\/\d{4}\) R\$ 95,00/);
    await page.screenshot({ path: join(ARTIFACTS, "due-date-link-page.png"), fullPage: true });
    expect(t.problems).toEqual([]);
  } finally {
    await t.close();
  }
});
