import { LRUCache } from "lru-cache";
import type { ChargesDeps } from "../../shared/usecases/deps";
import { storeNameOf } from "./read-charges";
import type { Charge } from "../domain/charge";

describe("storeNameOf (payer-facing store name)", () => {
  const calls: string[] = [];
  const deps = {
    stores: { get: async (id: string) => { calls.push(id); return { name: `Loja ${id}` }; } },
    storeNames: new LRUCache<string, string>({ max: 10, ttl: 60_000 }),
  } as unknown as ChargesDeps;
  const charge = (storeId: string, storeName: string | null) => ({ storeId, storeName }) as Charge;

  it("prefers the name recorded at payment, and asks identity once per store while cached", async () => {
    expect(await storeNameOf(deps, charge("a", "Recorded"))).toBe("Recorded");
    expect(await storeNameOf(deps, charge("a", null))).toBe("Loja a");
    expect(await storeNameOf(deps, charge("a", null))).toBe("Loja a");
    expect(await storeNameOf(deps, charge("b", null))).toBe("Loja b");
    expect(calls).toEqual(["a", "b"]);
  });
});
