import { actorOf, Principal, servicePrincipal } from "./principal";

const owner: Principal = {
  userId: "00000000-0000-4000-8000-000000000001", storeId: "00000000-0000-4000-8000-000000000001",
  role: "owner", environment: "test", isAdmin: false, credential: "session", productionApproved: false,
};

describe("actorOf (who acted, for the audit trail)", () => {
  it("the owner's session is the user; a member acting with x-store is the member; an API key is its id", () => {
    expect(actorOf(owner)).toEqual({ type: "user", id: owner.userId });
    const member = { ...owner, userId: "00000000-0000-4000-8000-000000000002", role: "editor" as const };
    expect(actorOf(member)).toEqual({ type: "member", id: member.userId });
    expect(actorOf({ ...owner, credential: "api_key", apiKeyId: "k-1" })).toEqual({ type: "api_key", id: "k-1" });
  });

  it("a service acting for a store is the store's user", () => {
    expect(actorOf(servicePrincipal(owner.storeId, "test"))).toEqual({ type: "user", id: owner.storeId });
  });
});
