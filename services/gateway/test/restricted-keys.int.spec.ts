import { randomUUID } from "node:crypto";
import { ROUTE_GROUPS } from "../src/http/routes";
import { isScope, PERMISSIONS, SCOPES } from "../src/http/permissions";
import { fillPath, NO_CLIENTS, routeKey, routesOf, type RouteRef } from "./fuzz/routes";
import { client, signUpVerified, startStack, Stack, uniqueEmail } from "./stack";

/**
 * Issue 40, restricted API keys: a key made with `permissoes: ["cobrancas:ler"]` reads charges and
 * answers 403 CHAVE_SEM_PERMISSAO naming the missing scope on every other route of the permission
 * table (walked from the routers, like the role sweep); a key never exceeds its creator's role; the
 * audit trail records the scopes, names the key on its calls and filters by it.
 */
const ROUTES: RouteRef[] = ROUTE_GROUPS.flatMap((group) => routesOf(group(NO_CLIENTS)));

let stack: Stack;
let http: ReturnType<typeof client>;
let owner: Awaited<ReturnType<typeof signUpVerified>>;
let readOnly: { id: string; key: string; permissoes: string[] };

beforeAll(async () => {
  stack = await startStack({ services: ["onboarding", "charges"] });
  http = client(stack.url);
  owner = await signUpVerified(stack, http, uniqueEmail("restrita"));
  const created = await http("POST", "/api-keys", { token: owner.accessToken, body: { name: "ERP leitura", environment: "test", permissoes: ["cobrancas:ler"] } });
  expect(created.status).toBe(201);
  readOnly = created.body.data;
}, 60_000);
afterAll(() => stack.close());

describe("a key with cobrancas:ler", () => {
  it("is shown with its scopes, and describes itself at GET /api-keys/current", async () => {
    expect(readOnly.permissoes).toEqual(["cobrancas:ler"]);
    const listed = await http("GET", "/api-keys", { token: owner.accessToken });
    expect(listed.body.data).toEqual([expect.objectContaining({ id: readOnly.id, permissoes: ["cobrancas:ler"] })]);
    const current = await http("GET", "/api-keys/current", { token: readOnly.key });
    expect(current.body).toEqual({ data: { id: readOnly.id, environment: "test", permissoes: ["cobrancas:ler"], escopos: ["cobrancas:ler"] } });
  });

  it("reads charges, and POST /pix, refunds and withdrawals answer 403 naming the scope", async () => {
    const charge = await http("POST", "/pix", { token: owner.accessToken, body: { amount: 12, description: "Lida pela chave" } });
    expect(charge.status).toBe(201);
    const status = await http("GET", `/pix/status?txid=${charge.body.data.txid}`, { token: readOnly.key });
    expect(status.status).toBe(200);
    expect(status.body.data.txid).toBe(charge.body.data.txid);
    expect((await http("GET", "/pix/list", { token: readOnly.key })).status).toBe(200);

    const refused = [
      ["/pix", { amount: 12, description: "Não" }, "cobrancas:escrever"],
      ["/pix/refund", { txid: charge.body.data.txid, amount: 1 }, "estornos:escrever"],
      ["/withdrawals", { amount: 1 }, "saques:escrever"],
    ] as const;
    for (const [path, body, permissao] of refused) {
      const res = await http("POST", path, { token: readOnly.key, body });
      expect({ path, status: res.status, codigo: res.body.error?.codigo, permissao: res.body.error?.permissao }).toEqual({ path, status: 403, codigo: "CHAVE_SEM_PERMISSAO", permissao });
      expect(res.body.error.message).toContain(permissao);
    }
  });

  it("walks the whole permission table: every route outside the key's scope answers CHAVE_SEM_PERMISSAO with the route's scope", async () => {
    const guarded = ROUTES.filter((r) => r.permission);
    const mismatches: string[] = [];
    let scoped = 0;
    for (let i = 0; i < guarded.length; i += 8) {
      await Promise.all(guarded.slice(i, i + 8).map(async (route) => {
        const permission = route.permission!;
        const res = await http(route.method, fillPath(route.path, {}, randomUUID()), { token: readOnly.key, ...(route.method === "GET" ? {} : { raw: "{}" }) });
        const e = res.body?.error ?? {};
        const rule = PERMISSIONS[permission];
        let want: string;
        if (rule.holders === "team") want = "SOMENTE_ADMIN";
        else if (rule.sessionOnly) want = "session required";
        else if (isScope(permission) && permission !== "cobrancas:ler") want = `CHAVE_SEM_PERMISSAO ${permission}`;
        else want = "passes";
        const got = res.status !== 403 ? "passes"
          : e.codigo === "CHAVE_SEM_PERMISSAO" ? `CHAVE_SEM_PERMISSAO ${e.permissao}`
          : e.codigo === "SOMENTE_ADMIN" ? "SOMENTE_ADMIN"
          : /exige uma sessão/.test(e.message) ? "session required" : `403 ${JSON.stringify(e)}`;
        if (want.startsWith("CHAVE")) scoped++;
        if (got !== want) mismatches.push(`${routeKey(route)}: expected ${want}, got ${got} (${res.status})`);
      }));
    }
    expect(mismatches).toEqual([]);
    // Every scope but the key's own is refused on some route: the table has no scope without a route.
    const routeScopes = new Set(guarded.map((r) => r.permission).filter((p) => p && isScope(p)));
    expect([...routeScopes].sort()).toEqual([...SCOPES].sort());
    expect(scoped).toBeGreaterThan(50);
  }, 120_000);
});

describe("creating a restricted key", () => {
  it("refuses an unknown scope with 400", async () => {
    const res = await http("POST", "/api-keys", { token: owner.accessToken, body: { name: "x", environment: "test", permissoes: ["cobrancas:voar"] } });
    expect(res.status).toBe(400);
  });

  it("never exceeds the creator's role: an editor makes a key within its role, not one with refunds or full rights", async () => {
    const editor = await signUpVerified(stack, http, uniqueEmail("editor-chave"));
    const invite = await http("POST", "/members", { token: owner.accessToken, body: { emails: [editor.email], role: "editor" } });
    expect(invite.body.data).toEqual([expect.objectContaining({ role: "editor", status: "active" })]);
    const asEditor = (body: unknown) => http("POST", "/api-keys", { token: editor.accessToken, headers: { "x-store": owner.user.id }, body });

    const within = await asEditor({ name: "Loja virtual", environment: "test", permissoes: ["cobrancas:ler", "cobrancas:escrever"] });
    expect(within.status).toBe(201);
    const beyond = await asEditor({ name: "Suporte", environment: "test", permissoes: ["cobrancas:ler", "estornos:escrever"] });
    expect(beyond.status).toBe(403);
    expect(beyond.body.error).toMatchObject({ codigo: "PERMISSAO_ACIMA_DO_PAPEL", permissoes: ["estornos:escrever"] });
    const full = await asEditor({ name: "Tudo", environment: "test" });
    expect(full.status).toBe(403);
    expect(full.body.error.codigo).toBe("PERMISSAO_ACIMA_DO_PAPEL");
  });
});

describe("the audit trail", () => {
  it("records a key's scopes, names the key on its calls and filters by it", async () => {
    const made = await http("POST", "/api-keys", { token: owner.accessToken, body: { name: "Assistente", environment: "test", permissoes: ["cobrancas:escrever"] } });
    expect(made.status).toBe(201);
    const key = made.body.data as { id: string; key: string };
    const charge = await http("POST", "/pix", { token: key.key, body: { amount: 15, description: "Pelo assistente" } });
    expect(charge.status).toBe(201);

    // The entries arrive through the services' outboxes: poll until both are stored.
    const audit = async (q: string) => (await http("GET", `/audit?${q}`, { token: owner.accessToken })).body.data as any[];
    let byKey: any[] = [];
    let all: any[] = [];
    while (byKey.length === 0 || !all.some((e) => e.target.id === key.id) || !all.some((e) => e.target.id === readOnly.id)) {
      [byKey, all] = await Promise.all([audit(`actor_id=${key.id}`), audit("action=api_key.created")]);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(byKey).toEqual([expect.objectContaining({ action: "charge.created", actor: { type: "api_key", id: key.id, name: "Assistente" } })]);
    expect(all.find((e) => e.target.id === key.id)?.summary).toMatchObject({ name: "Assistente", permissoes: "cobrancas:escrever" });
    expect(all.find((e) => e.target.id === readOnly.id)?.summary).toMatchObject({ permissoes: "cobrancas:ler" });
  }, 60_000);
});
