import { deleteThenUnlink, type ReferenceHolder, type ReferenceKey } from "./references";

/** A holder over an in-memory table: the orchestration is pure, the real holders are tested end to end. */
function memoryHolder(field: string, rows: Array<string | null>, opts: { failUnlink?: boolean; failCount?: boolean } = {}): ReferenceHolder {
  return {
    field,
    count: async (k) => {
      if (opts.failCount) throw new Error("unavailable");
      return rows.filter((r) => r === k.id).length;
    },
    unlink: async (k) => {
      if (opts.failUnlink) throw new Error("unavailable");
      let n = 0;
      rows.forEach((r, i) => { if (r === k.id) { rows[i] = null; n++; } });
      return n;
    },
  };
}

const base = { store: "s", env: "test", id: "p1", tooMany: () => new Error("MUITAS_REFERENCIAS") };

describe("deleteThenUnlink", () => {
  it("deletes first, then answers desvinculados per table.field", async () => {
    const charges = ["p1", "p1", "p2"];
    const links = ["p1"];
    const order: string[] = [];
    const out = await deleteThenUnlink({
      ...base,
      holders: [memoryHolder("charges.product_id", charges), memoryHolder("payment_links.product_id", links)],
      remove: async () => { order.push("remove"); return { id: "p1" }; },
      defer: async () => { order.push("defer"); },
    });
    expect(out).toEqual({ data: { id: "p1" }, desvinculados: { "charges.product_id": 2, "payment_links.product_id": 1 }, pending: [] });
    expect(charges).toEqual([null, null, "p2"]);
    expect(links).toEqual([null]);
    expect(order).toEqual(["remove"]);
  });

  it("counts across holders: 501 in total refuses and deletes nothing", async () => {
    const remove = jest.fn(async () => ({ id: "p1" }));
    await expect(deleteThenUnlink({
      ...base,
      holders: [memoryHolder("charges.product_id", Array(300).fill("p1")), memoryHolder("payment_links.product_id", Array(201).fill("p1"))],
      remove,
      defer: async () => undefined,
    })).rejects.toThrow("MUITAS_REFERENCIAS");
    expect(remove).not.toHaveBeenCalled();
  });

  it("exactly 500 in total is deleted", async () => {
    const out = await deleteThenUnlink({
      ...base,
      holders: [memoryHolder("charges.product_id", Array(250).fill("p1")), memoryHolder("payment_links.product_id", Array(250).fill("p1"))],
      remove: async () => ({ id: "p1" }),
      defer: async () => undefined,
    });
    expect(out?.desvinculados).toEqual({ "charges.product_id": 250, "payment_links.product_id": 250 });
  });

  it("a holder that cannot unlink leaves the record deleted, an aviso, and a deferred cleanup", async () => {
    const deferred: ReferenceKey[] = [];
    const out = await deleteThenUnlink({
      ...base,
      holders: [memoryHolder("charges.product_id", ["p1"]), memoryHolder("payment_links.product_id", ["p1"], { failUnlink: true })],
      remove: async () => ({ id: "p1" }),
      defer: async (k) => { deferred.push(k); },
    });
    expect(out).toMatchObject({ data: { id: "p1" }, desvinculados: { "charges.product_id": 1 }, pending: ["payment_links.product_id"] });
    expect(out?.aviso).toContain("payment_links.product_id");
    expect(deferred).toEqual([{ store: "s", env: "test", id: "p1", field: "payment_links.product_id" }]);
  });

  it("a holder that cannot count never blocks the delete: deleted, counted holders unlinked, that one deferred", async () => {
    const defer = jest.fn(async () => undefined);
    const charges = ["p1"];
    const links = ["p1"];
    const out = await deleteThenUnlink({
      ...base,
      holders: [memoryHolder("charges.product_id", charges), memoryHolder("payment_links.product_id", links, { failCount: true })],
      remove: async () => ({ id: "p1" }),
      defer,
    });
    expect(out).toMatchObject({ data: { id: "p1" }, desvinculados: { "charges.product_id": 1 }, pending: ["payment_links.product_id"] });
    expect(out?.aviso).toContain("payment_links.product_id");
    expect(defer).toHaveBeenCalledWith({ store: "s", env: "test", id: "p1", field: "payment_links.product_id" });
    expect(charges).toEqual([null]);
    expect(links).toEqual(["p1"]); // left to the event
  });

  it("a missing record answers null and unlinks nothing", async () => {
    const rows = ["p1"];
    expect(await deleteThenUnlink({ ...base, holders: [memoryHolder("charges.product_id", rows)], remove: async () => null, defer: async () => undefined })).toBeNull();
    expect(rows).toEqual(["p1"]);
  });
});
