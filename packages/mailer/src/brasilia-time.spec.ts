import { brasiliaShort, brasiliaTime } from "./brasilia-time";

describe("Brasília time", () => {
  it("reads a UTC instant in America/Sao_Paulo (UTC−3), the day turning back across midnight", () => {
    const at = new Date("2026-11-27T00:29:40.693Z");
    expect(brasiliaTime(at)).toBe("26/11/2026 às 21:29 (horário de Brasília)");
    expect(brasiliaShort(at)).toBe("26/11/2026 21:29");
  });
  it("writes midnight as 00, not 24", () => {
    expect(brasiliaShort(new Date("2026-01-05T03:00:00Z"))).toBe("05/01/2026 00:00");
  });
});
