import { chargeJson, chargesJsonBytes, listingBody, type ChargeMessage } from "./charge-view";

const message: ChargeMessage = {
  id: "c1", user_id: "s1", txid: "tx1", description: "Pedido \"especial\" – ação", amount_cents: 1999, status: "paid",
  created_at: "2026-11-25T10:00:00.000Z", environment: "test", checkout_url: "http://127.0.0.1:8081/checkout/tx1",
  fee_amount_cents: 197, extra_payments: [{ end_to_end_id: "E2", amount_cents: 1050, paid_at: "2026-11-25T11:00:00.000Z" }], refunded_amount_cents: 0,
};

describe("the listing's body", () => {
  it("is what res.json writes for the parsed views, with and without `aviso`", () => {
    const data = chargesJsonBytes([message, { ...message, id: "c2", fee_amount_cents: null, extra_payments: [] }]);
    const views = [message, { ...message, id: "c2", fee_amount_cents: null, extra_payments: [] }].map((c) => chargeJson(c));
    expect(listingBody(data).toString()).toBe(JSON.stringify({ data: views }));
    const aviso = "Mostrando as 5000 cobranças mais recentes; há \"mais\".";
    expect(listingBody(data, aviso).toString()).toBe(JSON.stringify({ data: views, aviso }));
  });

  it("shows money in reais and absent fields as null", () => {
    expect(chargeJson(message)).toMatchObject({ amount: 19.99, fee_amount: 1.97, customer_id: null, qr_code_url: null,
      extra_payments: [{ end_to_end_id: "E2", amount: 10.5, paid_at: "2026-11-25T11:00:00.000Z" }] });
  });
});

describe("a charge with a due date (issue 37)", () => {
  it("answers its terms in reais and percent (valor_perc ×100 in the message); an immediate charge has none of these fields", () => {
    const vencimento = {
      due_date: "2030-12-10", validade_apos_vencimento: 30, multa: { modalidade: 2, valor_perc: 200 }, juros: { modalidade: 1, valor_perc: 15 }, abatimento: null,
      desconto: { modalidade: 1, descontos_data_fixa: [{ data: "2030-12-05", valor_perc: 550 }] },
    };
    expect(chargeJson({ ...message, vencimento })).toMatchObject({
      validade_apos_vencimento: 30, multa: { modalidade: 2, valor_perc: 2 }, juros: { modalidade: 1, valor_perc: 0.15 }, abatimento: null,
      desconto: { modalidade: 1, descontos_data_fixa: [{ data: "2030-12-05", valor_perc: 5.5 }] },
    });
    expect(chargeJson({ ...message, vencimento: { ...vencimento, desconto: { modalidade: 5, valor_perc: 10, descontos_data_fixa: [] } } }).desconto)
      .toEqual({ modalidade: 5, valor_perc: 0.1 });
    expect(Object.keys(chargeJson(message))).not.toContain("multa");
  });

  it("answers due_date as the day sent (AAAA-MM-DD) on a due-date charge, and as the contract's date-time otherwise", () => {
    const vencimento = { due_date: "2030-12-10", validade_apos_vencimento: 30, multa: null, juros: null, abatimento: null, desconto: null };
    expect(chargeJson({ ...message, due_date: "2030-12-10T00:00:00.000Z", vencimento }).due_date).toBe("2030-12-10");
    expect(chargeJson({ ...message, due_date: "2026-12-10T00:00:00.000Z" }).due_date).toBe("2026-12-10T00:00:00.000Z");
    expect(chargeJson({ ...message, due_date: null }).due_date).toBeNull();
  });
});
