import { cycleUpdateLabel } from "./cycle-labels";

describe("a Pix Automático cycle's steps in Portuguese", () => {
  it("names each step, the failure's code and the retry's date in Brasília time", () => {
    const e = (update: string, extra: Record<string, string | null> = {}) => cycleUpdateLabel({ update, rejection_code: null, retry_at: null, ...extra } as never);
    expect(e("sent")).toBe("Instrução enviada ao banco do pagador");
    expect(e("debited")).toBe("Débito realizado");
    expect(e("failed", { rejection_code: "AM02" })).toBe("Débito recusado (código AM02)");
    expect(e("retry_scheduled", { retry_at: "2029-03-14T13:00:00.000Z" })).toMatch(/^Nova tentativa agendada para 14\/03\/2029.*10:00/);
    expect(e("given_up")).toMatch(/encerrado/);
    expect(e("resent")).toBe("Instrução reenviada com novo txid");
  });
});
