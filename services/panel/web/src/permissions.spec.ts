import { Permission, PERMISSIONS, SCOPES } from "../../../gateway/src/http/permissions";
import { Action, SCOPE_CHOICES, UI_PERMISSIONS } from "./permissions";

/** The gateway's permission (a scope for the store's operations) each UI action stands for. */
const GATEWAY: Record<Action, Permission> = {
  read: "cobrancas:ler", write: "cobrancas:escrever", delete: "cobrancas:excluir", refund: "estornos:escrever",
  withdraw: "saques:escrever", members: "members", "account:read": "account:read", "account:write": "account:write",
  "account:keys": "account:keys", "account:delete": "account:delete", audit: "auditoria:ler", infractions: "infracoes:ler",
};

describe("the panel's role gating", () => {
  it("matches the gateway's one permission table for every action it gates", () => {
    for (const [action, roles] of Object.entries(UI_PERMISSIONS)) {
      const rule = PERMISSIONS[GATEWAY[action as Action]];
      expect(rule).toBeDefined();
      expect(rule.holders).not.toBe("team");
      expect([...(rule.holders as Set<string>)].sort()).toEqual([...roles].sort());
    }
  });

  it("offers every API key scope of the gateway once, each gated by the roles that hold it", () => {
    expect(SCOPE_CHOICES.map((c) => c.scope).sort()).toEqual([...SCOPES].sort());
    for (const c of SCOPE_CHOICES) {
      const holders = PERMISSIONS[c.scope as Permission].holders as Set<string>;
      expect({ scope: c.scope, roles: [...UI_PERMISSIONS[c.action]].sort() }).toEqual({ scope: c.scope, roles: [...holders].sort() });
    }
  });
});
