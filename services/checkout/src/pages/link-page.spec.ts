import type { PaymentLink } from "../repositories/payment-links";
import type { LinkProduct } from "../usecases/link-product";
import { linkPage } from "./link-page";

const link: PaymentLink = {
  id: "5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e", userId: "0b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d", environment: "test", productId: null,
  slug: "mensalidade", description: "Mensalidade", amountCents: 10_000, method: "pix", active: true, dueTerms: null,
  createdAt: new Date(), updatedAt: new Date(),
};

describe("link page", () => {
  it("a link without a due date offers its amount on the button and says nothing of a due date", () => {
    const page = linkPage({ link, storeName: "Loja", nonce: "N0nce" });
    expect(page).toMatch(/Gerar Pix de R\$\s100,00/);
    expect(page).not.toContain("Vence em");
  });

  it("a link with a due date says when it is due and no fixed amount on the button; the payer's name and CPF/CNPJ are required", () => {
    const page = linkPage({ link: { ...link, dueTerms: { due_date: "2030-12-10", multa: { modalidade: 2, valor_perc: 200 } } }, storeName: "Loja", nonce: "N0nce", today: "2030-12-01" });
    expect(page).toContain("Vence em 10/12/2030");
    expect(page).toMatch(/<button type="submit">Gerar Pix<\/button>/);
    // The payer's name and CPF/CNPJ, which a due-date charge requires, are required fields of the form.
    expect(page).toMatch(/id="customer_name"[^>]*required/);
    expect(page).toMatch(/id="customer_cpf"[^>]*required/);
  });

  /** R$ 100,00 due Tuesday 2030-12-10 with R$ 2,00 of abatimento, 5 % off until 05/12, 2 % fine and 1 % a month. */
  const TERMS = {
    due_date: "2030-12-10", abatimento: { modalidade: 1, valor_perc: 200 }, multa: { modalidade: 2, valor_perc: 200 }, juros: { modalidade: 3, valor_perc: 100 },
    desconto: { modalidade: 2, descontos_data_fixa: [{ data: "2030-12-05", valor_perc: 500 }] },
  };
  const partsOf = (page: string) => [...page.matchAll(/<dt>([^<]+)<\/dt><dd>([^<]+)<\/dd>/g)].map((m) => [m[1], m[2].replace(/\s/g, " ")]);

  it("before the due date: today's amount in large type, with the original, the abatimento and the discount (Brasília date, BRL)", () => {
    const page = linkPage({ link: { ...link, dueTerms: TERMS }, storeName: "Loja", nonce: "N0nce", today: "2030-12-04" });
    // base 98,00 (100 − 2); 5 % of it is 4,90 → 93,10
    expect(partsOf(page)).toEqual([
      ["Valor original", "R$ 100,00"], ["Desconto", "− R$ 4,90"], ["Abatimento", "− R$ 2,00"], ["Valor a pagar hoje (04/12/2030)", "R$ 93,10"],
    ]);
    expect(page).toMatch(/<p class="amount"><span class="visually-hidden">Valor: <\/span>R\$\s93,10<\/p>/);
    expect(page).toContain("Vence em 10/12/2030");
  });

  it("after the due date: late, with the fine and the interest of the days since; past the validity, when it ended", () => {
    const page = linkPage({ link: { ...link, dueTerms: TERMS }, storeName: "Loja", nonce: "N0nce", today: "2030-12-16" });
    // base 98,00: fine 2 % = 1,96; interest 98 × 1 % / 30 × 6 = 0,196 → 0,20; 98 + 1,96 + 0,20 = 100,16
    expect(partsOf(page)).toEqual([
      ["Valor original", "R$ 100,00"], ["Abatimento", "− R$ 2,00"], ["Multa", "+ R$ 1,96"], ["Juros", "+ R$ 0,20"], ["Valor a pagar hoje (16/12/2030)", "R$ 100,16"],
    ]);
    expect(page).toContain("Em atraso: venceu em 10/12/2030");
    const ended = linkPage({ link: { ...link, dueTerms: TERMS }, storeName: "Loja", nonce: "N0nce", today: "2031-01-10" });
    expect(ended).toContain("O prazo de pagamento terminou em 09/01/2031");
    expect(partsOf(ended)).toEqual([]);
  });

  it("a link with a product takes the product's price as the original", () => {
    const product: LinkProduct = { id: "p1", name: "Curso", priceCents: 20_000, imageUrl: null };
    const page = linkPage({ link: { ...link, dueTerms: { due_date: "2030-12-10" } }, product, storeName: "Loja", nonce: "N0nce", today: "2030-12-01" });
    expect(partsOf(page)).toEqual([["Valor original", "R$ 200,00"], ["Valor a pagar hoje (01/12/2030)", "R$ 200,00"]]);
  });
});
