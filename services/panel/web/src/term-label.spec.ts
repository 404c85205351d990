import { termLabel } from "./term-label";

describe("a subscription's fixed term in Portuguese", () => {
  it("says until when it bills, and that it ended by itself once the term was over", () => {
    expect(termLabel("2037-03-15", null)).toBe("Prazo até 15/03/2037");
    expect(termLabel("2037-03-15", "end_date")).toBe("Encerrada: o prazo terminou em 15/03/2037");
  });
});
