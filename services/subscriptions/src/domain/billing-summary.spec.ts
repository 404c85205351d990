import { SummaryTally } from "./billing-summary";

describe("billing job summary", () => {
  it("counts charged, skipped and sem_data, and names each failure with its reason", () => {
    const t = new SummaryTally();
    t.add("a", "charged");
    t.add("b", "skipped");
    t.add("c", "failed", "motor de pagamento indisponível");
    t.add("d", "charged");
    t.add("e", "failed");
    t.addSemData(2);
    expect(t.summary()).toEqual({
      charged: 2,
      skipped: 1,
      failed: [
        { subscription_id: "c", reason: "motor de pagamento indisponível" },
        { subscription_id: "e", reason: "falha ao cobrar" },
      ],
      sem_data: 2,
    });
  });

  it("an empty run is all zeros and no aviso", () => {
    expect(new SummaryTally().summary()).toEqual({ charged: 0, skipped: 0, failed: [], sem_data: 0 });
  });

  it("lists failures up to the cap and says how many were left out", () => {
    const t = new SummaryTally(2);
    for (const id of ["a", "b", "c"]) t.add(id, "failed", "x");
    const s = t.summary();
    expect(s.failed.map((f) => f.subscription_id)).toEqual(["a", "b"]);
    expect(s.aviso).toMatch(/2 de 3/);
  });
});
