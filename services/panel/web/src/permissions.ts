/**
 * What the UI shows per store role. It mirrors the gateway's one permission table
 * (services/gateway/src/http/permissions.ts; permissions.spec.ts fails when they drift): the UI
 * hides what the role may not do, so forbidden actions never reach the API by accident, and the API
 * still decides.
 */
export type Role = "owner" | "manager" | "editor" | "viewer";
export type Action = "read" | "write" | "delete" | "refund" | "withdraw" | "members" | "account:read" | "account:write" | "account:delete" | "audit" | "infractions";

const EVERYONE: Role[] = ["owner", "manager", "editor", "viewer"];
const EDITORS: Role[] = ["owner", "manager", "editor"];
const MANAGERS: Role[] = ["owner", "manager"];

export const UI_PERMISSIONS: Record<Action, Role[]> = {
  read: EVERYONE,
  write: EDITORS,
  delete: MANAGERS,
  refund: MANAGERS,
  withdraw: MANAGERS,
  members: ["owner"],
  "account:read": EVERYONE,
  "account:write": MANAGERS,
  "account:delete": MANAGERS,
  audit: MANAGERS,
  infractions: MANAGERS,
};

export function can(role: Role, action: Action): boolean {
  return UI_PERMISSIONS[action].includes(role);
}

export const ROLE_LABEL: Record<Role, string> = { owner: "Dono", manager: "Gerente", editor: "Editor", viewer: "Leitor" };
