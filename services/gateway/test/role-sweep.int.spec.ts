import { randomUUID } from "node:crypto";
import type { Role } from "@pix/grpc";
import { ROUTE_GROUPS } from "../src/http/routes";
import { Permission, PERMISSIONS } from "../src/http/permissions";
import { fillPath, NO_CLIENTS, routeKey, routesOf, type RouteRef } from "./fuzz/routes";
import { client, signUpVerified, startStack, Stack, uniqueEmail } from "./stack";

/**
 * Contract 2.7 and 5.6 over the whole route table: every route the gateway mounts, read from
 * ROUTE_GROUPS with the permission its `auth(...)` middleware checks (the middleware carries it),
 * × every kind of caller, asserted against the one permission table (PERMISSIONS). A route without
 * a permission fails here unless it is listed in PUBLIC on purpose. Callers: the owner's session,
 * a manager, an editor and a viewer (each with x-store: owner id), a verified non-member with the
 * same x-store, the owner's API key, and that API key with x-store of another store.
 *
 * Only identity runs: what is asserted is the gate (401/403 or passing it). A request that passes
 * has no body and random ids, so it ends in a 400/404, or a 503 from a service this stack does not
 * run; nothing is created.
 */
const ROUTES: RouteRef[] = ROUTE_GROUPS.flatMap((group) => routesOf(group(NO_CLIENTS)));

/** Routes without a credential, on purpose: sign-up and sign-in, and the e-mail link's landing pages. */
const PUBLIC = new Set([
  "POST /auth/register", "POST /auth/login", "POST /auth/refresh", "POST /auth/logout", "POST /auth/social",
  "GET /auth/verify-email", "POST /auth/verify-email", "GET /auth/email-verified", "POST /auth/verify-email/request",
]);

type Caller = "owner" | "manager" | "editor" | "viewer" | "non-member" | "API key" | "API key, other store";
const CALLERS: Caller[] = ["owner", "manager", "editor", "viewer", "non-member", "API key", "API key, other store"];
type Outcome = "passes" | "role refused" | "session required" | "team only" | "not a member";

/** What PERMISSIONS says a caller gets on a route needing `permission`. */
function expected(caller: Caller, permission: Permission): Outcome {
  if (caller === "non-member" || caller === "API key, other store") return "not a member";
  const rule = PERMISSIONS[permission];
  const apiKey = caller === "API key";
  if (rule.holders === "team") return "team only"; // none of these callers is team
  if (rule.sessionOnly && apiKey) return "session required";
  const role: Role = apiKey ? "owner" : (caller as Role);
  return rule.holders.has(role) ? "passes" : "role refused";
}

function outcomeOf(res: { status: number; body: any }): Outcome | `unauthenticated ${number}` {
  if (res.status === 401) return `unauthenticated ${res.status}`;
  if (res.status !== 403) return "passes";
  const e = res.body?.error ?? {};
  if (e.codigo === "SOMENTE_ADMIN") return "team only";
  if (/exige uma sessão/.test(e.message)) return "session required";
  if (/Seu papel nesta loja/.test(e.message)) return "role refused";
  if (/não é membro ativo desta loja/.test(e.message)) return "not a member";
  return "passes"; // another 403 (e.g. a route's own business rule) comes after the gate
}

let stack: Stack;
let http: ReturnType<typeof client>;
const credentials = {} as Record<Caller, { token: string; headers: Record<string, string> }>;

const verifiedAccount = (tag: string) => signUpVerified(stack, http, uniqueEmail(tag));

beforeAll(async () => {
  stack = await startStack();
  http = client(stack.url);
  const [owner, manager, editor, viewer, outsider, otherStore] = await Promise.all(
    ["dono", "gerente", "editor", "leitor", "intruso", "outra"].map(verifiedAccount),
  );
  for (const [role, account] of [["manager", manager], ["editor", editor], ["viewer", viewer]] as const) {
    const res = await http("POST", "/members", { token: owner.accessToken, body: { emails: [account.email], role } });
    expect(res.body.data).toEqual([expect.objectContaining({ role, status: "active" })]);
  }
  const key = await http("POST", "/api-keys", { token: owner.accessToken, body: { name: "varredura", environment: "test" } });
  expect(key.status).toBe(201);
  const store = { "x-store": owner.user.id };
  Object.assign(credentials, {
    owner: { token: owner.accessToken, headers: {} },
    manager: { token: manager.accessToken, headers: store },
    editor: { token: editor.accessToken, headers: store },
    viewer: { token: viewer.accessToken, headers: store },
    "non-member": { token: outsider.accessToken, headers: store },
    "API key": { token: key.body.data.key, headers: {} },
    "API key, other store": { token: key.body.data.key, headers: { "x-store": otherStore.user.id } },
  });
}, 60_000);
afterAll(() => stack.close());

describe("the route table", () => {
  it("gives every route a permission from the table, except the routes public on purpose", () => {
    const unguarded = ROUTES.filter((r) => !r.permission).map(routeKey).sort();
    expect(unguarded).toEqual([...PUBLIC].sort());
    for (const r of ROUTES.filter((r) => r.permission)) expect(Object.keys(PERMISSIONS)).toContain(r.permission);
    expect(ROUTES.map(routeKey)).toEqual(expect.arrayContaining(["POST /members", "DELETE /members/:id", "DELETE /products/:id", "POST /pix"]));
  });
});

describe("every route × every caller answers as the permission table says", () => {
  it("owner, manager, editor, viewer, non-member with x-store, API key, API key with another store's x-store", async () => {
    const guarded = ROUTES.filter((r) => r.permission);
    const cases = guarded.flatMap((route) => CALLERS.map((caller) => ({ route, caller })));
    const mismatches: string[] = [];
    const seen = new Set<string>();
    // A few at a time: one stack, many requests, bounded concurrency.
    for (let i = 0; i < cases.length; i += 8) {
      await Promise.all(cases.slice(i, i + 8).map(async ({ route, caller }) => {
        const { token, headers } = credentials[caller];
        const path = fillPath(route.path, {}, randomUUID());
        const res = await http(route.method, path, { token, headers, ...(route.method === "GET" ? {} : { raw: "{}" }) });
        const want = expected(caller, route.permission!);
        const got = outcomeOf(res);
        seen.add(got);
        if (got !== want) mismatches.push(`${routeKey(route)} as ${caller}: expected ${want}, got ${got} (${res.status} ${JSON.stringify(res.body)})`);
      }));
    }
    expect(mismatches).toEqual([]);
    // The sweep met every kind of answer (a sweep where everything passed would prove nothing).
    expect([...seen].sort()).toEqual(["not a member", "passes", "role refused", "session required", "team only"]);
    expect(cases.length).toBeGreaterThan(CALLERS.length * 60);
  }, 120_000);

  it("the table itself matches contract 2.7: manager all but members, editor no delete/withdraw/refund, viewer read only", () => {
    const holders = (p: Permission) => {
      const h = PERMISSIONS[p].holders;
      return h === "team" ? [] : [...h].sort();
    };
    expect(holders("members")).toEqual(["owner"]);
    for (const p of ["cobrancas:excluir", "saques:escrever", "estornos:escrever"] as const) expect(holders(p)).toEqual(["manager", "owner"]);
    expect(holders("cobrancas:escrever")).toEqual(["editor", "manager", "owner"]);
    expect(holders("cobrancas:ler")).toEqual(["editor", "manager", "owner", "viewer"]);
  });
});
