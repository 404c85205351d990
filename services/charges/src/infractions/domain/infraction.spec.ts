import { defenseOpen, infractionMail, outcomeOfEngine, reasonOf, type Infraction } from "./infraction";

const base: Infraction = {
  id: "6b7c8d9e-0f1a-4b2c-8d3e-4f5a6b7c8d9e", storeId: "s", environment: "test", engineInfractionId: "inf_1", chargeId: "c", txid: "TX1",
  endToEndId: "E1", amountCents: 4990, reason: "fraude", details: null, status: "open", outcome: null,
  defenseDueAt: new Date("2026-11-29T03:15:00.000Z"), debtCents: 0, blockedCents: 4990, defenseText: null, defenseFiles: [], defenseSentAt: null,
  refundId: null, createdAt: new Date("2026-11-22T03:15:00.000Z"), closedAt: null,
};

describe("MED infractions, pure", () => {
  it("maps the engine's words to ours", () => {
    expect([outcomeOfEngine("PROCEDENTE"), outcomeOfEngine("IMPROCEDENTE"), outcomeOfEngine("SEM_DECISAO")]).toEqual(["upheld", "rejected", "expired"]);
    expect([reasonOf("FRAUDE"), reasonOf("FALHA_OPERACIONAL")]).toEqual(["fraude", "falha_operacional"]);
  });

  it("takes a defense only while open and before the deadline", () => {
    expect(defenseOpen(base, new Date("2026-11-29T03:14:59.999Z"))).toBe(true);
    expect(defenseOpen(base, new Date("2026-11-29T03:15:00.000Z"))).toBe(false);
    expect(defenseOpen({ ...base, status: "defended" }, new Date("2026-11-23T00:00:00Z"))).toBe(false);
  });

  const sale = { description: "Camiseta azul M", payerName: "Maria da Silva", amountCents: 4990, paidAt: new Date("2026-11-21T18:30:00.000Z") };
  const PANEL = "https://painel.pix.example";
  const mail = (over: Partial<Infraction>, kind: "opened" | "closed") => infractionMail({ ...base, ...over }, kind, "loja@example.com", sale, PANEL);

  it("mails the deadline in Brasília time (UTC−3), the amount, and the debt when there is one", () => {
    const opened = mail({ debtCents: 1000 }, "opened");
    expect(opened.subject).toBe("Infração MED aberta [TESTE]: R$ 49,90 bloqueados da venda «Camiseta azul M»");
    expect(opened.text).toContain("até 29/11/2026 às 00:15 (horário de Brasília)");
    expect(opened.text).toContain("R$ 10,00 ficaram como débito");
    expect(opened.text).not.toMatch(/se limita/);
    const closed = mail({ status: "closed", outcome: "expired" }, "closed");
    expect(closed.text).toMatch(/encerrada sem decisão no prazo: o bloqueio de R\$ 49,90 foi liberado/);
  });

  it("names the sale in words (description, payer, amount, payment time in Brasília) and links to the panel's pages, not the API (issue 33)", () => {
    const opened = mail({}, "opened");
    expect(opened.text).toContain("O banco do pagador contestou o Pix da venda «Camiseta azul M», de R$ 49,90, paga por Maria da Silva em 21/11/2026 às 15:30 (horário de Brasília)");
    expect(opened.text).toContain(`${PANEL}/infracoes`);
    expect(opened.text).toContain(`${PANEL}/cobrancas/TX1`);
    expect(opened.text).not.toContain("GET /infractions");
    const upheld = mail({ status: "closed", outcome: "upheld", closedAt: new Date("2026-11-23T13:00:00.000Z") }, "closed");
    expect(upheld.subject).toBe("Infração MED encerrada [TESTE]: venda «Camiseta azul M», valor devolvido ao pagador");
    expect(upheld.text).toContain("A infração MED sobre a venda «Camiseta azul M», de R$ 49,90, paga por Maria da Silva em 21/11/2026 às 15:30 (horário de Brasília) foi procedente: R$ 49,90 foram devolvidos ao pagador (devolução MED) em 23/11/2026 às 10:00 (horário de Brasília).");
    expect(upheld.text).toContain(`${PANEL}/cobrancas/TX1`);
    // Closed: nothing left to answer.
    expect(upheld.text).not.toMatch(/Acompanhe|responda|defesa/i);
    const rejected = mail({ status: "closed", outcome: "rejected" }, "closed");
    expect(rejected.subject).toBe("Infração MED encerrada [TESTE]: venda «Camiseta azul M», bloqueio liberado");
    // A charge without a payer name and description still reads as a sentence.
    const bare = infractionMail(base, "opened", "loja@example.com", { ...sale, description: " ", payerName: null }, PANEL);
    expect(bare.subject).toBe("Infração MED aberta [TESTE]: R$ 49,90 bloqueados da venda de R$ 49,90");
    expect(bare.text).toContain("contestou o Pix da venda sem descrição, de R$ 49,90, paga em 21/11/2026");
  });

  it("says what the block really took when the payment had less left (issue 32: a duplicated notice blocks nothing)", () => {
    const nothing = mail({ blockedCents: 0 }, "opened");
    expect(nothing.subject).toBe("Infração MED aberta [TESTE]: R$ 0,00 bloqueados da venda «Camiseta azul M»");
    expect(nothing.text).toContain("Valor bloqueado por precaução: R$ 0,00.");
    expect(nothing.text).toContain("nada foi bloqueado");
    const part = mail({ blockedCents: 1000 }, "opened");
    expect(part.text).toContain("R$ 10,00 de R$ 49,90");
  });
});
