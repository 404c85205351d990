import { Client } from "pg";
import { servicePrincipal, ServiceClient, type ClientOf, present } from "@pix/grpc";
import { uniqueName } from "@pix/testing";
import { Identity, startIdentityHarness, type IdentityHarness } from "./harness";

describe("GetStoreProfile (internal)", () => {
  let harness: IdentityHarness;
  let identity: ClientOf<"pix.identity.v1.IdentityService">;
  beforeAll(async () => {
    harness = await startIdentityHarness("identity_profile");
    ({ identity } = harness);
  });
  afterAll(() => harness.close());

  it("answers only a principal of that very store", async () => {
    const user = present((await identity.call("Register", { name: "Loja", email: `${uniqueName("p")}@loja.test`, password: "s3nha-forte" })).user);
    const own = await identity.call("GetStoreProfile", { store_id: user.id }, { principal: servicePrincipal(user.id, "test") });
    expect(own).toMatchObject({ store_id: user.id, name: "Loja", production_status: "sandbox" });
    await expect(identity.call("GetStoreProfile", { store_id: user.id })).rejects.toMatchObject({ kind: "unauthenticated" });
    const other = servicePrincipal("00000000-0000-4000-8000-000000000000", "test");
    await expect(identity.call("GetStoreProfile", { store_id: user.id }, { principal: other })).rejects.toMatchObject({ kind: "not_found" });
    const forged = new ServiceClient("identity", Identity, harness.address, "another-secret-0123456789");
    await expect(forged.call("GetStoreProfile", { store_id: user.id }, { principal: servicePrincipal(user.id, "test") })).rejects.toMatchObject({ kind: "unauthenticated" });
    forged.close();
  });

  it("answers the store's trade name and document, contact, e-mail settings and production state", async () => {
    const email = `${uniqueName("q")}@loja.test`;
    const user = present((await identity.call("Register", { name: "Maria", email, password: "s3nha-forte" })).user);
    const ask = () => identity.call("GetStoreProfile", { store_id: user.id }, { principal: servicePrincipal(user.id, "test") });
    expect(await ask()).toMatchObject({ name: "Maria", email, notify_payment_email: true, receipt_email: true, production_status: "sandbox" });
    const db = new Client({ connectionString: harness.db.url });
    await db.connect();
    try {
      await db.query(
        `UPDATE users SET company = 'Loja da Maria', cpf = '52998224725', notify_payment_email = false, receipt_email = false,
           production_status = 'rejected', production_requested_at = '2026-11-20T10:00:00.123Z', production_reviewed_at = '2026-11-21T10:00:00Z',
           production_reject_reason = 'Documento ilegível' WHERE id = $1`, [user.id]);
      expect(await ask()).toMatchObject({
        store_id: user.id, name: "Loja da Maria", document: "52998224725", email, notify_payment_email: false, receipt_email: false,
        production_status: "rejected", production_requested_at: "2026-11-20T10:00:00.123Z", production_reviewed_at: "2026-11-21T10:00:00.000Z",
        production_reject_reason: "Documento ilegível",
      });
      await db.query(`UPDATE users SET cnpj = '12ABC34501DE35' WHERE id = $1`, [user.id]);
      expect(await ask()).toMatchObject({ document: "12ABC34501DE35" });
    } finally {
      await db.end();
    }
  });
});
