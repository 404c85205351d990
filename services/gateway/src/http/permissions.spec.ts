import type { Principal } from "@pix/grpc";
import { assertAllowed, Permission, PERMISSIONS, SCOPES, scopesBeyondRole } from "./permissions";

const base: Principal = {
  userId: "00000000-0000-4000-8000-000000000001", storeId: "00000000-0000-4000-8000-000000000001",
  role: "owner", environment: "test", isAdmin: false, credential: "session", productionApproved: false,
};
const apiKey: Principal = { ...base, credential: "api_key", apiKeyId: "00000000-0000-4000-8000-000000000002" };

describe("permission table", () => {
  it.each<[Principal["role"], Permission, boolean]>([
    ["owner", "members", true], ["manager", "members", false], ["manager", "estornos:escrever", true],
    ["editor", "cobrancas:escrever", true], ["editor", "cobrancas:excluir", false], ["editor", "estornos:escrever", false], ["editor", "saques:escrever", false],
    ["viewer", "cobrancas:ler", true], ["viewer", "cobrancas:escrever", false], ["viewer", "account:keys", true],
    ["viewer", "account:read", true], ["viewer", "account:write", false], ["editor", "account:write", false], ["manager", "account:write", true],
    ["editor", "account:delete", false], ["manager", "account:delete", true],
    ["owner", "auditoria:ler", true], ["manager", "auditoria:ler", true], ["editor", "auditoria:ler", false], ["viewer", "auditoria:ler", false],
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

  it.each<Permission>(["members", "account:read", "account:write", "account:keys", "account:delete"])(
    "%s (account and credential management) refuses an owner's API key with 403 'session required', and allows the owner's session",
    (permission) => {
      expect(() => assertAllowed(apiKey, permission)).toThrow(expect.objectContaining({ kind: "forbidden", message: expect.stringMatching(/sessão/) }));
      expect(() => assertAllowed(base, permission)).not.toThrow();
    },
  );

  it.each<Permission>([...SCOPES, "credencial"])("%s (the store's operations) is open to an owner's API key with full rights", (permission) => {
    expect(() => assertAllowed(apiKey, permission)).not.toThrow();
  });

  it("a restricted key passes its scopes and answers CHAVE_SEM_PERMISSAO naming any other", () => {
    const restricted: Principal = { ...apiKey, scopes: ["cobrancas:ler"] };
    expect(() => assertAllowed(restricted, "cobrancas:ler")).not.toThrow();
    expect(() => assertAllowed(restricted, "credencial")).not.toThrow();
    expect(() => assertAllowed(restricted, "cobrancas:escrever")).toThrow(expect.objectContaining({ kind: "forbidden", codigo: "CHAVE_SEM_PERMISSAO", extra: { permissao: "cobrancas:escrever" } }));
  });

  it("a key's scopes never exceed its creator's role", () => {
    expect(scopesBeyondRole("viewer", ["cobrancas:ler", "extrato:ler"])).toEqual([]);
    expect(scopesBeyondRole("editor", ["cobrancas:escrever", "estornos:escrever", "saques:escrever"])).toEqual(["estornos:escrever", "saques:escrever"]);
    expect(scopesBeyondRole("manager", SCOPES)).toEqual([]);
    expect(scopesBeyondRole("editor", SCOPES)).not.toEqual([]);
  });

  it("marks exactly the management permissions (and admin) as session-only", () => {
    const sessionOnly = Object.entries(PERMISSIONS).filter(([, rule]) => rule.sessionOnly).map(([name]) => name).sort();
    expect(sessionOnly).toEqual(["account:delete", "account:keys", "account:read", "account:write", "admin", "members", "roadmap"]);
  });
});
