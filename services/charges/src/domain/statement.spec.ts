import { AppError } from "@pix/errors";
import { decodeStatementCursor, encodeStatementCursor, parsePeriod, rowsOf, typeLabel, type OwnPosting } from "./statement";

const at = new Date("2026-11-26T12:00:00.000Z");
const posting = (id: number, transactionId: string, account: string, amount: number, after: number, kind = "payment"): OwnPosting => ({
  id: BigInt(id), transactionId, account, amountCents: BigInt(amount), balanceAfterCents: BigInt(after), createdAt: at, kind,
  txid: null, chargeId: null, withdrawalId: null, refundId: null, endToEndId: null, occurredAt: at,
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
    expect(typeLabel("withdrawal_rejected")).toBe("Saque recusado (estorno)");
    expect(typeLabel("novo")).toBe("Lançamento (novo)");
  });
});

describe("statement cursor", () => {
  it("round-trips what it encodes", () => {
    expect(decodeStatementCursor(encodeStatementCursor(123n))).toBe(123n);
    expect(decodeStatementCursor(encodeStatementCursor(9_223_372_036_854_775_807n))).toBe(9_223_372_036_854_775_807n);
  });

  const raw = (s: string) => Buffer.from(s).toString("base64url");
  it.each([
    ["zero", raw("s:0")], ["a negative id", raw("s:-1")], ["a leading zero", raw("s:01")], ["past bigint", raw("s:9223372036854775808")],
    ["20 digits", raw("s:12345678901234567890")], ["no prefix", raw("123")], ["another cursor's shape", raw(`2026-11-21T12:34:56.789Z|${crypto.randomUUID()}`)],
    ["a float", raw("s:1.5")], ["an exponent", raw("s:1e3")], ["empty", ""], ["not base64url", "s:1"], ["padding", `${raw("s:12")}==`],
    ["too long", "A".repeat(65)], ["binary garbage", raw("\u0000\u0001")],
  ])("refuses %s with a validation error", (_what, text) => {
    let err: unknown;
    try {
      decodeStatementCursor(text);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).kind).toBe("validation");
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
