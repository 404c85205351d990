import { waitText, brasiliaLocalToIso, formatBRL, formatCents, formatSignedBRL, formatDateTime, isoToBrasiliaLocal, lastDays, parseBRL, reaisInput, saoPauloDay } from "./format";

describe("panel formatting (pt-BR, America/Sao_Paulo)", () => {
  it("shows amounts as R$ 1.234,56 with a plain space", () => {
    expect(formatBRL(1234.56)).toBe("R$ 1.234,56");
    expect(formatBRL(0.29)).toBe("R$ 0,29");
    expect(formatBRL(25)).toBe("R$ 25,00");
    expect(formatCents(123456789)).toBe("R$ 1.234.567,89");
    expect(formatBRL(null)).toBe("—");
  });

  it("reads what people type in a money field as the API's reais string", () => {
    expect(parseBRL("1.234,56")).toBe("1234.56");
    expect(parseBRL("R$ 25")).toBe("25.00");
    expect(parseBRL("25,5")).toBe("25.50");
    expect(parseBRL("25.00")).toBe("25.00");
    expect(parseBRL("1.000")).toBe("1000.00");
    expect(parseBRL("12,345")).toBeNull();
    expect(parseBRL("-5")).toBeNull();
    expect(parseBRL("abc")).toBeNull();
  });

  it("puts instants on São Paulo's calendar day (UTC-3), not UTC's", () => {
    expect(saoPauloDay("2026-03-02T02:30:00Z")).toBe("2026-03-01");
    expect(saoPauloDay("2026-03-02T03:30:00Z")).toBe("2026-03-02");
    expect(formatDateTime("2026-03-02T02:30:00Z")).toBe("01/03/2026 23:30");
  });

  it("lists the last 30 São Paulo days ending today, oldest first", () => {
    const days = lastDays(30, new Date("2026-03-02T01:00:00Z"));
    expect(days).toHaveLength(30);
    expect(days[29]).toBe("2026-03-01");
    expect(days[0]).toBe("2026-01-31");
  });

  it("reads a datetime-local field as Brasília time for the API", () => {
    expect(brasiliaLocalToIso("2027-03-10T10:00")).toBe("2027-03-10T10:00:00-03:00");
    expect(formatDateTime(brasiliaLocalToIso("2027-03-10T10:00"))).toBe("10/03/2027 10:00");
    expect(brasiliaLocalToIso("")).toBeNull();
    expect(brasiliaLocalToIso("10/03/2027 10:00")).toBeNull();
  });

  it("prefills a money field with what parseBRL reads back", () => {
    expect(reaisInput(1234.5)).toBe("1234,50");
    expect(reaisInput(5)).toBe("5,00");
    expect(reaisInput(0.07)).toBe("0,07");
    expect(reaisInput(null)).toBe("");
    expect(parseBRL(reaisInput(59.9))).toBe("59.90");
  });

  it("shows an instant as a Brasília datetime-local value, the inverse of brasiliaLocalToIso", () => {
    expect(isoToBrasiliaLocal("2027-03-10T13:00:00.000Z")).toBe("2027-03-10T10:00");
    expect(isoToBrasiliaLocal("2027-03-10T01:30:00Z")).toBe("2027-03-09T22:30");
    expect(brasiliaLocalToIso(isoToBrasiliaLocal("2027-03-10T13:00:00Z"))).toBe("2027-03-10T10:00:00-03:00");
    expect(isoToBrasiliaLocal(null)).toBe("");
  });
});

describe("formatSignedBRL", () => {
  it("shows a statement's debits with a minus sign and credits as usual", () => {
    expect(formatSignedBRL(-10.01)).toBe("-R$ 10,01");
    expect(formatSignedBRL(-1234.56)).toBe("-R$ 1.234,56");
    expect(formatSignedBRL(0.29)).toBe("R$ 0,29");
    expect(formatSignedBRL(0)).toBe("R$ 0,00");
    expect(formatSignedBRL(null)).toBe("—");
  });

  it("reads a Retry-After as the wait a person understands, rounded up", () => {
    expect(waitText("1")).toBe("1 segundo");
    expect(waitText("30")).toBe("30 segundos");
    expect(waitText("60")).toBe("1 minuto");
    expect(waitText("61")).toBe("2 minutos");
    expect(waitText("900")).toBe("15 minutos");
    expect(waitText(new Date(Date.UTC(2026, 10, 28, 12, 5)).toUTCString(), Date.UTC(2026, 10, 28, 12, 0))).toBe("5 minutos");
    expect(waitText(null)).toBeNull();
    expect(waitText("depois")).toBeNull();
  });
});
