import { CHARGE_LINK_MAIL_BOUNDS, chargeLinkMail, chargeLinkMailFits } from "./charge-link-mail";

const charge = {
  txid: "TX123", amount_cents: 1990, description: "Assinatura: Plano Ouro", environment: "live", store_name: "Loja da Ana",
  checkout_url: "https://pagar.example/checkout/TX123", pix_code: "00020101021226...6304ABCD", expires_at: "2026-11-27T00:29:40.693Z",
};

describe("charge-now's e-mail to the subscriber", () => {
  it("carries the payment page, the copia e cola, the amount and the deadline in Brasília time", () => {
    const mail = chargeLinkMail(charge, { customerName: "Bia", customerEmail: "bia@x.test", description: "Plano Ouro" });
    expect(mail.to).toBe("bia@x.test");
    expect(mail.subject).toBe("Cobrança da sua assinatura: R$ 19,90 para Loja da Ana");
    expect(mail.text).toContain("Olá, Bia!");
    expect(mail.text).toContain(charge.checkout_url);
    expect(mail.text).toContain(charge.pix_code);
    expect(mail.text).toContain("Válido até 26/11/2026 às 21:29 (horário de Brasília).");
    expect(mail.text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it("marks a test charge as such in the subject and the text", () => {
    const mail = chargeLinkMail({ ...charge, environment: "test", expires_at: null }, { customerName: null, customerEmail: "b@x.test", description: "" });
    expect(mail.subject).toMatch(/^Cobrança da sua assinatura \[TESTE\]/);
    expect(mail.text).toContain("nenhum dinheiro de verdade");
    expect(mail.text).not.toContain("Válido até");
  });

  it("fits the store's hourly and the recipient's daily bound, and no more", () => {
    const now = new Date("2026-11-26T12:00:00Z");
    const times = (n: number) => Array.from({ length: n }, (_, i) => new Date(now.getTime() - (i + 1) * 30_000));
    expect(chargeLinkMailFits({ store: times(1), recipient: times(CHARGE_LINK_MAIL_BOUNDS.perRecipient.max - 1) }, now)).toBe(true);
    expect(chargeLinkMailFits({ store: times(1), recipient: times(CHARGE_LINK_MAIL_BOUNDS.perRecipient.max) }, now)).toBe(false);
    expect(chargeLinkMailFits({ store: times(CHARGE_LINK_MAIL_BOUNDS.perStore.max), recipient: [] }, now)).toBe(false);
  });
});
