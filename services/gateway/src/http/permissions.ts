import { errors } from "@pix/errors";
import type { Principal, Role } from "@pix/grpc";

/**
 * The one permission table (contract 2.7). Every protected route names the permission it needs.
 * `account:*` and `members` are account and credential management (API keys, profile, environment
 * switch, members): they need a session, never an API key, so a leaked key cannot mint keys that
 * outlive its revocation. API keys keep the store's operational permissions. `admin` routes belong
 * to the service team (an explicit grant kept by identity) and never to an API key.
 */
export type Permission =
  | "read" | "write" | "delete" | "refund" | "withdraw" | "infractions"
  | "members" | "account:read" | "account:write" | "account:delete"
  | "admin" | "audit" | "roadmap";

interface Rule {
  /** The store roles holding the permission, or "team" for the service team only. */
  holders: ReadonlySet<Role> | "team";
  /** True when an API key may not use it, whatever its store role. */
  sessionOnly: boolean;
}

const roles = (...r: Role[]): ReadonlySet<Role> => new Set(r);
const EVERYONE = roles("owner", "manager", "editor", "viewer");
const EDITORS = roles("owner", "manager", "editor");
const MANAGERS = roles("owner", "manager");

export const PERMISSIONS: Readonly<Record<Permission, Rule>> = {
  read: { holders: EVERYONE, sessionOnly: false },
  write: { holders: EDITORS, sessionOnly: false },
  delete: { holders: MANAGERS, sessionOnly: false },
  refund: { holders: MANAGERS, sessionOnly: false },
  withdraw: { holders: MANAGERS, sessionOnly: false },
  /** MED infractions (issue 25): reading them and sending the defense, owner and managers (money at stake). */
  infractions: { holders: MANAGERS, sessionOnly: false },
  members: { holders: roles("owner"), sessionOnly: true },
  /** Any role: the API key list, and switching the session's own environment. */
  "account:read": { holders: EVERYONE, sessionOnly: true },
  /**
   * Creating keys, the store's profile, onboarding, production request, receiving account. Not
   * editors: an API key acts with the store's full operational permissions (delete, refund,
   * withdraw), so an editor minting one would exceed its role.
   */
  "account:write": { holders: MANAGERS, sessionOnly: true },
  /** Revoking keys. */
  "account:delete": { holders: MANAGERS, sessionOnly: true },
  admin: { holders: "team", sessionOnly: true },
  /** GET /audit (issue 12): owner and managers; an API key of the store may read it (export to a SIEM). */
  audit: { holders: MANAGERS, sessionOnly: false },
  /** The internal roadmap of the merchant panel: read, vote, comment; any role, a session (not an API key). */
  roadmap: { holders: EVERYONE, sessionOnly: true },
};

export function assertAllowed(principal: Principal, permission: Permission): void {
  const rule = PERMISSIONS[permission];
  if (rule.holders === "team") {
    if (!principal.isAdmin || principal.credential !== "session") throw errors.somenteAdmin();
    return;
  }
  if (rule.sessionOnly && principal.credential !== "session") throw errors.sessionRequired();
  if (!rule.holders.has(principal.role)) {
    throw errors.forbidden("Seu papel nesta loja não permite esta operação");
  }
}
