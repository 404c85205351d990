import type { Principal } from "@pix/grpc";
import { assertAllowed, Permission, PERMISSIONS } from "./permissions";

const base: Principal = {
  userId: "00000000-0000-4000-8000-000000000001", storeId: "00000000-0000-4000-8000-000000000001",
  role: "owner", environment: "test", isAdmin: false, credential: "session", productionApproved: false,
};
const apiKey: Principal = { ...base, credential: "api_key", apiKeyId: "00000000-0000-4000-8000-000000000002" };

describe("permission table", () => {
  it.each<[Principal["role"], Permission, boolean]>([
    ["owner", "members", true], ["manager", "members", false], ["manager", "refund", true],
    ["editor", "write", true], ["editor", "delete", false], ["editor", "refund", false], ["editor", "withdraw", false],
    ["viewer", "read", true], ["viewer", "write", false],
    ["viewer", "account:read", true], ["viewer", "account:write", false], ["editor", "account:write", false], ["manager", "account:write", true],
    ["editor", "account:delete", false], ["manager", "account:delete", true],
    ["owner", "audit", true], ["manager", "audit", true], ["editor", "audit", false], ["viewer", "audit", false],
    ["viewer", "roadmap", true],
  ])("%s may %s: %s", (role, permission, allowed) => {
    const check = () => assertAllowed({ ...base, role }, permission);
    if (allowed) expect(check).not.toThrow();
    else expect(check).toThrow(/papel/);
  });

  it("admin routes need a team session, never an API key", () => {
    expect(() => assertAllowed(base, "admin")).toThrow(expect.objectContaining({ codigo: "SOMENTE_ADMIN" }));
    expect(() => assertAllowed({ ...base, isAdmin: true, credential: "api_key" }, "admin")).toThrow(expect.objectContaining({ codigo: "SOMENTE_ADMIN" }));
    expect(() => assertAllowed({ ...base, isAdmin: true }, "admin")).not.toThrow();
  });

  it.each<Permission>(["members", "account:read", "account:write", "account:delete"])(
    "%s (account and credential management) refuses an owner's API key with 403 'session required', and allows the owner's session",
    (permission) => {
      expect(() => assertAllowed(apiKey, permission)).toThrow(expect.objectContaining({ kind: "forbidden", message: expect.stringMatching(/sessão/) }));
      expect(() => assertAllowed(base, permission)).not.toThrow();
    },
  );

  it.each<Permission>(["read", "write", "delete", "refund", "withdraw", "audit"])("%s (the store's operations) is open to an owner's API key", (permission) => {
    expect(() => assertAllowed(apiKey, permission)).not.toThrow();
  });

  it("marks exactly the management permissions (and admin) as session-only", () => {
    const sessionOnly = Object.entries(PERMISSIONS).filter(([, rule]) => rule.sessionOnly).map(([name]) => name).sort();
    expect(sessionOnly).toEqual(["account:delete", "account:read", "account:write", "admin", "members", "roadmap"]);
  });
});
