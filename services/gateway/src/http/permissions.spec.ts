import type { Principal } from "@pix/grpc";
import { assertAllowed, Permission } from "./permissions";

const base: Principal = {
  userId: "00000000-0000-4000-8000-000000000001", storeId: "00000000-0000-4000-8000-000000000001",
  role: "owner", environment: "test", isAdmin: false, credential: "session", productionApproved: false,
};

describe("permission table", () => {
  it.each<[Principal["role"], Permission, boolean]>([
    ["owner", "members", true], ["manager", "members", false], ["manager", "refund", true],
    ["editor", "write", true], ["editor", "delete", false], ["editor", "refund", false], ["editor", "withdraw", false],
    ["viewer", "read", true], ["viewer", "write", false],
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
});
