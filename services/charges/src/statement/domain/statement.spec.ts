import { AppError } from "@pix/errors";
import { parsePeriod, rowsOf, typeLabel, type OwnPosting } from "./statement";

const at = new Date("2026-11-26T12:00:00.000Z");
const posting = (id: number, transactionId: string, account: string, amount: number, after: number, kind = "payment"): OwnPosting => ({
  id: BigInt(id), transactionId, account, amountCents: BigInt(amount), balanceAfterCents: BigInt(after), createdAt: at, kind,
  txid: null, chargeId: null, withdrawalId: null, refundId: null, endToEndId: null, occurredAt: at, description: null, payerName: null,
});

describe("statement rows", () => {
  it("makes one row per transaction with its effect on each own account, newest (highest posting id) first", () => {
    const rows = rowsOf([
      posting(2, "pay", "available", 1000, 1000),
      posting(4, "fee", "available", -20, 980, "fee"),
      posting(6, "wd", "available", -500, 480, "withdrawal_requested"),
      posting(7, "wd", "withdrawal_pending", 500, 500, "withdrawal_requested"),
      posting(9, "paid", "withdrawal_pending", -500, 0, "withdrawal_paid"),
    ]);
    expect(rows.map((r) => [r.transactionId, r.seq, r.availableCents, r.inWithdrawalCents, r.balanceAfterCents])).toEqual([
      ["paid", 9n, 0n, -500n, null], // no available posting: the repository fills the balance of the posting before it
      ["wd", 7n, -500n, 500n, 480n],
      ["fee", 4n, -20n, 0n, 980n],
      ["pay", 2n, 1000n, 0n, 1000n],
    ]);
  });

  it("ignores counterparty accounts and takes the last available posting's balance", () => {
    const rows = rowsOf([posting(3, "t", "available", 5, 105), posting(1, "t", "available", 100, 100), posting(2, "t", "payer_in", -105, -105)]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ seq: 3n, availableCents: 105n, balanceAfterCents: 105n });
  });

  it("labels the ledger's kinds in Portuguese and reads an unknown kind as its code", () => {
    expect(typeLabel("payment")).toBe("Pix recebido");
    expect(typeLabel("withdrawal_rejected")).toBe("Saque recusado (valor de volta ao saldo)");
    expect(typeLabel("novo")).toBe("Lançamento (novo)");
  });
});

describe("statement period", () => {
  it("takes ISO instants with a zone, `from` before `to`", () => {
    expect(parsePeriod("2026-11-01T00:00:00-03:00", "2026-12-01T00:00:00-03:00")).toEqual({
      from: new Date("2026-11-01T03:00:00.000Z"), to: new Date("2026-12-01T03:00:00.000Z"),
    });
  });
  it.each([
    ["no zone", "2026-11-01T00:00:00", "2026-12-01T00:00:00Z"], ["a day only", "2026-11-01", "2026-12-01T00:00:00Z"],
    ["to before from", "2026-12-01T00:00:00Z", "2026-11-01T00:00:00Z"], ["an empty period", "2026-12-01T00:00:00Z", "2026-12-01T00:00:00Z"],
    ["before 2000", "1999-12-31T23:59:59Z", "2026-12-01T00:00:00Z"], ["garbage", "ontem", "hoje"], ["not a string", 5, "2026-12-01T00:00:00Z"],
  ])("refuses %s", (_what, from, to) => {
    expect(() => parsePeriod(from, to)).toThrow(AppError);
  });
});

describe("a due-date payment's row (issue 37)", () => {
  const line = (id: number, amount: number, component: string | null) => ({ ...posting(id, "t", "available", amount, 0), component });

  it("reads its componentes_valor from the labelled available postings; the amount is their sum", () => {
    const [row] = rowsOf([line(1, 10_000, "original"), line(2, -500, "desconto"), line(3, 200, "multa")]);
    expect(row!.availableCents).toBe(9_700n);
    expect(row!.components).toEqual({ original: 10_000n, multa: 200n, juros: 0n, abatimento: 0n, desconto: 500n });
  });

  it("has none on a row without labelled postings", () => {
    expect(rowsOf([line(1, 10_000, null)])[0]!.components).toBeNull();
  });
});
