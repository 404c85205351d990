import { AppError } from "@pix/errors";
import type { Principal } from "@pix/grpc";
import { billingHandlers } from "./billing";
import type { RunBillingInput } from "../usecases/run-billing";

const STORE = "6f1c2b9e-8d3a-4f5b-9c7e-1a2b3c4d5e6f";
const principal = (over: Partial<Principal> = {}): Principal => ({
  userId: STORE, storeId: STORE, role: "owner", environment: "test", isAdmin: false, credential: "session", productionApproved: false, ...over,
});
const SUMMARY = { charged: 0, skipped: 0, failed: [], sem_data: 0 };

function handlers(testClocks: boolean) {
  const calls: RunBillingInput[] = [];
  const h = billingHandlers({ testClocks, runBilling: async (input) => (calls.push(input), SUMMARY) });
  return { calls, run: (req: Parameters<typeof h.RunBilling>[0], p: Principal) => h.RunBilling(req, { principal: p } as any) };
}
const failure = (p: Promise<unknown>) => p.then(() => null, (e: AppError) => ({ kind: e.kind, codigo: e.codigo, message: e.message }));

describe("RunBilling authorization and scope", () => {
  it("scope all: team session only (SOMENTE_ADMIN otherwise), every store, as_of only with test clocks", async () => {
    const on = handlers(true);
    expect(await failure(on.run({ scope: "all" }, principal()))).toMatchObject({ kind: "forbidden", codigo: "SOMENTE_ADMIN" });
    expect(await failure(on.run({ scope: "all" }, principal({ isAdmin: true, credential: "api_key" })))).toMatchObject({ codigo: "SOMENTE_ADMIN" });
    await on.run({ scope: "all", as_of: "2027-01-01T00:00:00Z" }, principal({ isAdmin: true }));
    expect(on.calls).toEqual([{ asOf: new Date("2027-01-01T00:00:00Z") }]);

    const off = handlers(false);
    expect(await failure(off.run({ scope: "all", as_of: "2027-01-01T00:00:00Z" }, principal({ isAdmin: true })))).toMatchObject({ kind: "validation", message: expect.stringMatching(/as_of/) });
    await off.run({ scope: "all" }, principal({ isAdmin: true }));
    expect(off.calls).toEqual([{ asOf: undefined }]);
  });

  it("scope store (test clock): the principal's own test data, as_of required, 409 in live, whatever TEST_CLOCKS says", async () => {
    const off = handlers(false);
    await off.run({ scope: "store", as_of: "2027-03-01T12:00:00-03:00" }, principal());
    expect(off.calls).toEqual([{ asOf: new Date("2027-03-01T15:00:00Z"), scope: { storeId: STORE, environment: "test" } }]);
    expect(await failure(off.run({ scope: "store", as_of: "2027-03-01T12:00:00Z" }, principal({ environment: "live" })))).toMatchObject({ kind: "conflict" });
    expect(await failure(off.run({ scope: "store" }, principal()))).toMatchObject({ kind: "validation" });
    expect(await failure(off.run({ scope: "store", as_of: "amanhã" }, principal()))).toMatchObject({ kind: "validation" });
    expect(await failure(off.run({ scope: "everything" }, principal()))).toMatchObject({ kind: "validation" });
    expect(off.calls).toHaveLength(1);
  });
});
