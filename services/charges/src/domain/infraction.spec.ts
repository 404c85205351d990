import { defenseOpen, infractionMail, outcomeOfEngine, reasonOf, type Infraction } from "./infraction";

const base: Infraction = {
  id: "6b7c8d9e-0f1a-4b2c-8d3e-4f5a6b7c8d9e", storeId: "s", environment: "test", engineInfractionId: "inf_1", chargeId: "c", txid: "TX1",
  endToEndId: "E1", amountCents: 4990, reason: "fraude", details: null, status: "open", outcome: null,
  defenseDueAt: new Date("2026-11-29T03:15:00.000Z"), debtCents: 0, defenseText: null, defenseFiles: [], defenseSentAt: null,
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

  it("mails the deadline in Brasília time (UTC−3), the amount, and the debt when there is one", () => {
    const opened = infractionMail({ ...base, debtCents: 1000 }, "opened", "loja@example.com");
    expect(opened.subject).toBe("Infração MED aberta [TESTE]: R$ 49,90 bloqueados da cobrança TX1");
    expect(opened.text).toContain("até 29/11/2026 às 00:15 (horário de Brasília)");
    expect(opened.text).toContain("R$ 10,00 ficaram como débito");
    const closed = infractionMail({ ...base, status: "closed", outcome: "expired" }, "closed", "loja@example.com");
    expect(closed.text).toMatch(/encerrada sem decisão no prazo: o bloqueio foi liberado/);
  });
});
