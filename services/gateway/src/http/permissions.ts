import { errors } from "@pix/errors";
import type { Principal, Role } from "@pix/grpc";

/**
 * The one permission table (contract 2.7). Every protected route names the permission it needs;
 * `admin` routes belong to the service team (server-side list) and never to an API key.
 */
export type Permission = "read" | "write" | "delete" | "refund" | "withdraw" | "members" | "admin";

const ROLE_PERMISSIONS: Record<Role, ReadonlySet<Permission>> = {
  owner: new Set(["read", "write", "delete", "refund", "withdraw", "members"]),
  manager: new Set(["read", "write", "delete", "refund", "withdraw"]),
  editor: new Set(["read", "write"]),
  viewer: new Set(["read"]),
};

export function assertAllowed(principal: Principal, permission: Permission): void {
  if (permission === "admin") {
    if (!principal.isAdmin || principal.credential !== "session") throw errors.somenteAdmin();
    return;
  }
  if (!ROLE_PERMISSIONS[principal.role].has(permission)) {
    throw errors.forbidden("Seu papel nesta loja não permite esta operação");
  }
}
