import { parse } from "csv-parse/sync";
import { brasiliaDateTime, csvAmount, STATEMENT_CSV_HEADER, statementCsvRecord, statementCsvStream, statementFilename, type StatementEntryMessage } from "./statement-csv";

const entry = (over: Partial<StatementEntryMessage> = {}): StatementEntryMessage => ({
  id: "0b6f1c8e-3a51-4d7e-9c1b-2f0e8a7d6c54", type: "payment", type_label: "Pix recebido", amount_cents: 123_456, balance_after_cents: 123_456,
  blocked_cents: 0, in_withdrawal_cents: 0, refunding_cents: 0, txid: "abc123", description: "Camiseta azul M", payer_name: "Maria da Silva", end_to_end_id: "E12345678202611261200abcdef12345",
  created_at: "2026-11-26T03:04:05.678Z", occurred_at: "2026-11-26T03:04:05.000Z", ...over,
});

async function csvOf(entries: StatementEntryMessage[]): Promise<Buffer> {
  const csv = statementCsvStream();
  const chunks: Buffer[] = [];
  csv.on("data", (c: Buffer | string) => chunks.push(Buffer.from(c)));
  const done = new Promise((r) => csv.on("end", r));
  for (const e of entries) csv.write(statementCsvRecord(e));
  csv.end();
  await done;
  return Buffer.concat(chunks);
}

describe("statement CSV", () => {
  it("writes amounts the way Brazilian spreadsheets read them, exactly, from centavos", () => {
    expect(csvAmount(123_456)).toBe("1234,56");
    expect(csvAmount(-5)).toBe("-0,05");
    expect(csvAmount(0)).toBe("0,00");
    expect(csvAmount(100)).toBe("1,00");
    expect(csvAmount(-987_654_321_09)).toBe("-987654321,09");
    expect(csvAmount(Number.MAX_SAFE_INTEGER)).toBe("90071992547409,91");
  });

  it("shows people the Brasília time (UTC−3), on the Brasília day", () => {
    expect(brasiliaDateTime("2026-11-26T03:04:05.678Z")).toBe("26/11/2026 00:04:05");
    expect(brasiliaDateTime("2026-11-26T02:59:59.999Z")).toBe("25/11/2026 23:59:59");
    expect(brasiliaDateTime("2026-01-01T00:00:00Z")).toBe("31/12/2025 21:00:00");
    // Daylight saving (UTC−2) of a past summer is honoured.
    expect(brasiliaDateTime("2018-12-01T12:00:00Z")).toBe("01/12/2018 10:00:00");
  });

  it("is UTF-8 with a BOM, `;`-separated, with a header, names each row's sale (description, payer), and parses back to the same fields", async () => {
    const bytes = await csvOf([
      entry(),
      entry({ id: "1b6f1c8e-3a51-4d7e-9c1b-2f0e8a7d6c54", type: "withdrawal_requested", type_label: "Saque solicitado; com \"aspas\"", amount_cents: -1001,
        balance_after_cents: 122_455, in_withdrawal_cents: 1001, txid: undefined, description: undefined, payer_name: undefined, end_to_end_id: undefined,
        withdrawal_id: "w-1" }),
    ]);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    expect(text.split("\r\n")[0]).toBe(`\ufeff${STATEMENT_CSV_HEADER.join(";")}`);
    const rows: string[][] = parse(bytes, { bom: true, delimiter: ";" });
    expect(rows[0]).toEqual(STATEMENT_CSV_HEADER);
    expect(rows[1]).toEqual(["26/11/2026 00:04:05", "Pix recebido", "payment", "1234,56", "1234,56", "0,00", "0,00", "0,00", "Camiseta azul M", "Maria da Silva", "abc123", "", "",
      "E12345678202611261200abcdef12345", "0b6f1c8e-3a51-4d7e-9c1b-2f0e8a7d6c54", "2026-11-26T03:04:05.678Z", "", "", "", "", ""]);
    expect(rows[2].slice(1, 5)).toEqual(["Saque solicitado; com \"aspas\"", "withdrawal_requested", "-10,01", "1224,55"]);
    expect(rows[2][6]).toBe("10,01");
    // A withdrawal names no sale: description and payer stay empty.
    expect(rows[2].slice(8, 12)).toEqual(["", "", "", "w-1"]);
    expect(rows).toHaveLength(3);
  });

  it("with no rows is the BOM and the header only", async () => {
    const rows: string[][] = parse(await csvOf([]), { bom: true, delimiter: ";" });
    expect(rows).toEqual([STATEMENT_CSV_HEADER]);
  });

  it("names the file after the period's Brasília days, `to` being exclusive", () => {
    expect(statementFilename("2026-11-01T03:00:00.000Z", "2026-12-01T03:00:00.000Z")).toBe("extrato-2026-11-01-a-2026-11-30.csv");
  });

  it("shows a due-date payment's components in their own columns (issue 37)", () => {
    const record = statementCsvRecord(entry({
      amount_cents: 10_233,
      componentes_valor: { original_cents: 10_000, multa_cents: 200, juros_cents: 33, abatimento_cents: 0, desconto_cents: 0 },
    }));
    expect(record.slice(-5)).toEqual(["100,00", "2,00", "0,33", "0,00", "0,00"]);
    expect(STATEMENT_CSV_HEADER.slice(-5)).toEqual(["Valor original (R$)", "Multa (R$)", "Juros (R$)", "Abatimento (R$)", "Desconto (R$)"]);
  });
});
