import { errors } from "@pix/errors";
import type { Principal, Role } from "@pix/grpc";

/**
 * The one permission table (contract 2.7; issue 40). Every protected route names the permission it
 * needs, and the table says who holds it:
 *
 * - the store's operations are `recurso:acao` scopes (`cobrancas:ler`, `estornos:escrever`, …): a
 *   member holds those of its role; an API key holds those of its store's owner, or, when it is a
 *   restricted key (`permissoes` at creation), only the scopes it lists;
 * - `account:*` and `members` are account and credential management (profile, environment switch,
 *   members): they need a session, never an API key, so a leaked key cannot mint keys that outlive
 *   its revocation;
 * - `credencial` is an API key reading itself (GET /api-keys/current): every key holds it, it is no
 *   scope one grants;
 * - `admin` routes belong to the service team (an explicit grant kept by identity), never to a key.
 */
export const SCOPES = [
  "cobrancas:ler", "cobrancas:escrever", "cobrancas:excluir",
  "estornos:ler", "estornos:escrever",
  "links:ler", "links:escrever", "links:excluir",
  "webhooks:ler", "webhooks:escrever", "webhooks:excluir",
  "saques:ler", "saques:escrever",
  "extrato:ler",
  "infracoes:ler", "infracoes:escrever",
  "clientes:ler", "clientes:escrever", "clientes:excluir",
  "produtos:ler", "produtos:escrever", "produtos:excluir",
  "cupons:ler", "cupons:escrever", "cupons:excluir",
  "assinaturas:ler", "assinaturas:escrever", "assinaturas:excluir",
  "eventos:ler", "auditoria:ler", "conta:ler",
] as const;
export type Scope = (typeof SCOPES)[number];

export type Permission =
  | Scope | "credencial"
  | "members" | "account:read" | "account:write" | "account:delete" | "account:keys"
  | "admin" | "roadmap";

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
const op = (holders: ReadonlySet<Role>): Rule => ({ holders, sessionOnly: false });
const session = (holders: ReadonlySet<Role> | "team"): Rule => ({ holders, sessionOnly: true });

export const PERMISSIONS: Readonly<Record<Permission, Rule>> = {
  "cobrancas:ler": op(EVERYONE),
  "cobrancas:escrever": op(EDITORS),
  /** Cancelling a charge. */
  "cobrancas:excluir": op(MANAGERS),
  "estornos:ler": op(EVERYONE),
  "estornos:escrever": op(MANAGERS),
  "links:ler": op(EVERYONE),
  "links:escrever": op(EDITORS),
  "links:excluir": op(MANAGERS),
  "webhooks:ler": op(EVERYONE),
  "webhooks:escrever": op(EDITORS),
  "webhooks:excluir": op(MANAGERS),
  "saques:ler": op(EVERYONE),
  "saques:escrever": op(MANAGERS),
  "extrato:ler": op(EVERYONE),
  /** MED infractions (issue 25): reading them and sending the defense, owner and managers (money at stake). */
  "infracoes:ler": op(MANAGERS),
  "infracoes:escrever": op(MANAGERS),
  "clientes:ler": op(EVERYONE),
  "clientes:escrever": op(EDITORS),
  "clientes:excluir": op(MANAGERS),
  "produtos:ler": op(EVERYONE),
  "produtos:escrever": op(EDITORS),
  "produtos:excluir": op(MANAGERS),
  "cupons:ler": op(EVERYONE),
  "cupons:escrever": op(EDITORS),
  "cupons:excluir": op(MANAGERS),
  "assinaturas:ler": op(EVERYONE),
  "assinaturas:escrever": op(EDITORS),
  "assinaturas:excluir": op(MANAGERS),
  "eventos:ler": op(EVERYONE),
  /** GET /audit (issue 12): owner and managers; an API key of the store may read it (export to a SIEM). */
  "auditoria:ler": op(MANAGERS),
  /** The account as the API sees it: GET /auth/me, the production request, the receiving account. */
  "conta:ler": op(EVERYONE),
  credencial: op(EVERYONE),
  members: session(roles("owner")),
  /** Any role: the API key list, and switching the session's own environment. */
  "account:read": session(EVERYONE),
  /** The store's profile, onboarding, production request, receiving account. */
  "account:write": session(MANAGERS),
  /**
   * Creating keys: any role, for a key within its own role (keyScopesAllowed); a key with the full
   * rights (no `permissoes`) needs every scope, so only the owner and managers make one.
   */
  "account:keys": session(EVERYONE),
  /** Revoking keys. */
  "account:delete": session(MANAGERS),
  admin: session("team"),
  /** The internal roadmap of the merchant panel: read, vote, comment; any role, a session (not an API key). */
  roadmap: session(EVERYONE),
};

export function isScope(permission: string): permission is Scope {
  return (SCOPES as readonly string[]).includes(permission);
}

export function assertAllowed(principal: Principal, permission: Permission): void {
  const rule = PERMISSIONS[permission];
  if (rule.holders === "team") {
    if (!principal.isAdmin || principal.credential !== "session") throw errors.somenteAdmin();
    return;
  }
  if (rule.sessionOnly && principal.credential !== "session") throw errors.sessionRequired();
  if (!rule.holders.has(principal.role)) {
    throw errors.forbidden("Seu papel nesta loja não permite esta operação", "ACESSO_NEGADO");
  }
  if (principal.scopes && isScope(permission) && !principal.scopes.includes(permission)) throw errors.chaveSemPermissao(permission);
}

/** The scopes of `requested` that `role` does not hold: a key never exceeds its creator's role. */
export function scopesBeyondRole(role: Role, requested: readonly Scope[]): Scope[] {
  return requested.filter((scope) => !(PERMISSIONS[scope].holders as ReadonlySet<Role>).has(role));
}

/**
 * The BCB's API Pix (issue 39, /bcb/v2): each OAuth scope of its specification and the scope of ours
 * it stands for. A token is granted a BCB scope only when its API key holds ours (role and restricted
 * `permissoes` alike, through assertAllowed), and each /bcb/v2 route still checks its own permission
 * here, so this table stays the one place that decides. Scopes of products we do not serve (Pix
 * Automático's solicrec, locrec — payloadlocationrec.*) are absent: never granted.
 */
export const BCB_SCOPES = {
  "cob.read": "cobrancas:ler",
  "cob.write": "cobrancas:escrever",
  "cobv.read": "cobrancas:ler",
  "cobv.write": "cobrancas:escrever",
  /** Pix Automático's cycles (a subscription's periods): reading them, and the writes we answer (refused, with what happens instead). */
  "cobr.read": "assinaturas:ler",
  "cobr.write": "assinaturas:escrever",
  "lotecobv.read": "cobrancas:ler",
  "lotecobv.write": "cobrancas:escrever",
  "payloadlocation.read": "cobrancas:ler",
  "payloadlocation.write": "cobrancas:escrever",
  "pix.read": "cobrancas:ler",
  "pix.write": "estornos:escrever",
  "webhook.read": "webhooks:ler",
  "webhook.write": "webhooks:escrever",
  // Pix Automático's rec is a pix_automatico subscription's authorization (bcb/rec.ts).
  "rec.read": "assinaturas:ler",
  "rec.write": "assinaturas:escrever",
  "webhookrec.read": "webhooks:ler",
  "webhookrec.write": "webhooks:escrever",
  "webhookcobr.read": "webhooks:ler",
  "webhookcobr.write": "webhooks:escrever",
} as const satisfies Record<string, Scope>;
export type BcbScope = keyof typeof BCB_SCOPES;

export function isBcbScope(scope: string): scope is BcbScope {
  return Object.hasOwn(BCB_SCOPES, scope);
}

/** The BCB scopes a principal may be granted: those whose scope of ours it holds. */
export function bcbScopesOf(principal: Principal): BcbScope[] {
  return (Object.keys(BCB_SCOPES) as BcbScope[]).filter((scope) => {
    try {
      assertAllowed(principal, BCB_SCOPES[scope]);
      return true;
    } catch {
      return false;
    }
  });
}
