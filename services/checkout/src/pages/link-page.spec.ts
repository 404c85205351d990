import type { PaymentLink } from "../repositories/payment-links";
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

  it("a link with a due date says when it is due and no fixed amount on the button (the charge's page says today's)", () => {
    const page = linkPage({ link: { ...link, dueTerms: { due_date: "2030-12-10", multa: { modalidade: 2, valor_perc: 200 } } }, storeName: "Loja", nonce: "N0nce" });
    expect(page).toContain("Vence em 10/12/2030");
    expect(page).toMatch(/<button type="submit">Gerar Pix<\/button>/);
    // The payer's name and CPF/CNPJ, which a due-date charge requires, are required fields of the form.
    expect(page).toMatch(/id="customer_name"[^>]*required/);
    expect(page).toMatch(/id="customer_cpf"[^>]*required/);
  });
});
