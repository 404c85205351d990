import { chargesFilterInput, pageInput, periodInput, pixFilterInput, txidsInput } from "./list-input";

const PERIOD = { from: "2026-11-01T00:00:00-03:00", to: "2026-11-02T00:00:00Z" };

describe("the BCB lists' requests", () => {
  it("reads a period with its offsets, to the millisecond; an end before the start is refused, an equal one is a period", () => {
    expect(periodInput(PERIOD.from, PERIOD.to)).toEqual({ from: new Date("2026-11-01T03:00:00Z"), to: new Date("2026-11-02T00:00:00Z") });
    expect(periodInput(PERIOD.to, PERIOD.to).from).toEqual(new Date(PERIOD.to));
    expect(() => periodInput(PERIOD.to, PERIOD.from)).toThrow(/Período inválido/);
    expect(() => periodInput("ontem", PERIOD.to)).toThrow(/ISO 8601/);
  });

  it("turns the page number and size into a limit and offset, within 1..1000 a page", () => {
    expect(pageInput(0, 100)).toEqual({ limit: 100, offset: 0 });
    expect(pageInput(3, 25)).toEqual({ limit: 25, offset: 75 });
    expect(() => pageInput(0, 0)).toThrow(/no mínimo 1/);
    expect(() => pageInput(-1, 10)).toThrow(/no mínimo 0/);
  });

  it("keeps an unset filter as none, and an empty status set as matching nothing", () => {
    expect(chargesFilterInput({ ...PERIOD, with_due_date: true, status: null })).toMatchObject({
      withDueDate: true, document: null, statuses: null, locationPresent: null, batchExternalId: null,
    });
    expect(chargesFilterInput({ ...PERIOD, with_due_date: false, status: { statuses: [] }, location_present: false }))
      .toMatchObject({ statuses: [], locationPresent: false });
    expect(pixFilterInput({ ...PERIOD, has_refunds: true, txid: "abc123" })).toMatchObject({ hasRefunds: true, txid: "abc123", document: null });
  });

  it("refuses what is not a CPF/CNPJ, a status of ours, a lote number or a txid", () => {
    expect(() => chargesFilterInput({ ...PERIOD, with_due_date: false, status: null, customer_document: "123.456.789-09" })).toThrow(/CPF/);
    expect(() => chargesFilterInput({ ...PERIOD, with_due_date: false, status: { statuses: ["failed"] } })).toThrow();
    expect(() => chargesFilterInput({ ...PERIOD, with_due_date: true, status: null, batch_external_id: "0" })).toThrow(/lote/);
    expect(() => pixFilterInput({ ...PERIOD, txid: "not-a-txid" })).toThrow(/letras ou dígitos/);
    expect(() => txidsInput(["ok1", "no!"])).toThrow(/letras ou dígitos/);
  });
});
