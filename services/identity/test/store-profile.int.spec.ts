import { servicePrincipal, ServiceClient } from "@pix/grpc";
import { uniqueName } from "@pix/testing";
import { Identity, startIdentityHarness, type IdentityHarness } from "./harness";

describe("GetStoreProfile (internal)", () => {
  let harness: IdentityHarness;
  let identity: ServiceClient;
  beforeAll(async () => {
    harness = await startIdentityHarness("identity_profile");
    ({ identity } = harness);
  });
  afterAll(() => harness.close());

  it("answers only a principal of that very store", async () => {
    const { user } = await identity.call("Register", { name: "Loja", email: `${uniqueName("p")}@loja.test`, password: "s3nha-forte" });
    const own = await identity.call("GetStoreProfile", { store_id: user.id }, { principal: servicePrincipal(user.id, "test") });
    expect(own).toMatchObject({ store_id: user.id, name: "Loja", production_status: "sandbox" });
    await expect(identity.call("GetStoreProfile", { store_id: user.id })).rejects.toMatchObject({ kind: "unauthenticated" });
    const other = servicePrincipal("00000000-0000-4000-8000-000000000000", "test");
    await expect(identity.call("GetStoreProfile", { store_id: user.id }, { principal: other })).rejects.toMatchObject({ kind: "not_found" });
    const forged = new ServiceClient("identity", Identity, harness.address, "another-secret-0123456789");
    await expect(forged.call("GetStoreProfile", { store_id: user.id }, { principal: servicePrincipal(user.id, "test") })).rejects.toMatchObject({ kind: "unauthenticated" });
    forged.close();
  });
});
