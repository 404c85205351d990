import { defenseFileIds, noticeToken, receivingAccountRef, reviewInput, withdrawalInput, withdrawalStatesQuery } from "./request-input";

const ID = "6f1c2a9e-0b1d-4c2e-9f3a-1b2c3d4e5f60";

/** The rules the removed zod schemas of onboarding's gRPC requests enforced, now plain domain checks. */
describe("onboarding request input rules", () => {
  it("names a store's receiving account by uuid and environment", () => {
    expect(receivingAccountRef({ store_id: ID, environment: "live" })).toEqual({ storeId: ID, environment: "live" });
    expect(() => receivingAccountRef({ store_id: ID, environment: "prod" })).toThrow(/`environment`/);
    expect(() => noticeToken("x".repeat(1001))).toThrow(/`token`/);
  });

  it("takes a withdrawal of at least one centavo to a Pix key of a known type", () => {
    expect(withdrawalInput({ amount_cents: 100, pix_key: "a@b.co", pix_key_type: "EMAIL" })).toEqual({ amountCents: 100, pixKey: "a@b.co", pixKeyType: "EMAIL" });
    expect(() => withdrawalInput({ amount_cents: 0, pix_key: "a@b.co", pix_key_type: "EMAIL" })).toThrow(/`amount_cents`/);
    expect(() => withdrawalInput({ amount_cents: 1, pix_key: "", pix_key_type: "EMAIL" })).toThrow(/`pix_key`.*chave Pix/);
    expect(() => withdrawalInput({ amount_cents: 1, pix_key: "x", pix_key_type: "IBAN" })).toThrow(/`pix_key_type`.*EVP/);
  });

  it("pages withdrawal states from the start or after an id, 1 to 1000", () => {
    expect(withdrawalStatesQuery({ after_id: "", limit: 1000 })).toEqual({ afterId: null, limit: 1000 });
    expect(() => withdrawalStatesQuery({ after_id: "w1", limit: 10 })).toThrow(/`after_id`/);
    expect(() => withdrawalStatesQuery({ after_id: "", limit: 0 })).toThrow(/`limit`/);
  });

  it("discards at most five defense files and reads the team's decision", () => {
    expect(defenseFileIds([ID])).toEqual([ID]);
    expect(() => defenseFileIds(Array(6).fill(ID))).toThrow(/`ids`.*5/);
    expect(reviewInput({ store_id: ID, decision: "approve" })).toEqual({ storeId: ID, decision: "approve", reason: null });
    expect(() => reviewInput({ store_id: ID, decision: "maybe" })).toThrow(/`decision`/);
    expect(() => reviewInput({ store_id: ID, decision: "reject", reason: "x".repeat(1001) })).toThrow(/`reason`.*1000/);
  });
});
