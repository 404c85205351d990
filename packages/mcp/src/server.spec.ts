import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { PixClient } from "@pix/sdk";
import { SCOPES } from "../../../services/gateway/src/http/permissions";
import { allowedTools, createPixMcpServer, idempotencyKeyOf, RATE_LIMITS, type CurrentKey } from "./server";
import { TOOLS } from "./tools";

/** A stand-in for the SDK's client: counts charges and records the Idempotency-Key each carried. */
function fakeClient() {
  const keys: (string | undefined)[] = [];
  let running = 0;
  let overlapped = false;
  const client = {
    charges: {
      create: async (b: { amount: number; description?: string }, o?: { idempotencyKey?: string }) => {
        keys.push(o?.idempotencyKey);
        running++;
        if (running > 1) overlapped = true;
        await new Promise((r) => setImmediate(r));
        running--;
        return { txid: `tx${keys.length}`, amount: b.amount, status: "pending", description: b.description ?? null };
      },
      status: async (txid: string) => ({ txid, amount: 10, status: "pending" }),
    },
  } as unknown as PixClient;
  return { client, keys, overlapped: () => overlapped };
}

async function connected(key: CurrentKey, client: PixClient) {
  const [a, b] = InMemoryTransport.createLinkedPair();
  await createPixMcpServer({ client, key }).connect(a);
  const mcp = new Client({ name: "unit", version: "1" });
  await mcp.connect(b);
  return mcp;
}
const textOf = (r: unknown) => ((r as CallToolResult).content[0] as { text: string }).text;
const testKey: CurrentKey = { id: "k1", environment: "test", escopos: ["cobrancas:ler", "cobrancas:escrever"] };

describe("the MCP server's tools", () => {
  it("each names a scope of the gateway's permission table", () => {
    for (const t of TOOLS) expect(SCOPES).toContain(t.scope);
  });

  it("lists a tool only with its scope; sensitive ones only when enabled; trigger only in test", () => {
    const all: CurrentKey = { id: "k", environment: "test", escopos: [...SCOPES] };
    const names = (o: Parameters<typeof allowedTools>[0]) => allowedTools(o).map((t) => t.name);
    expect(names({ key: all })).not.toEqual(expect.arrayContaining(["estornar"]));
    expect(names({ key: all, allowSensitive: true })).toEqual(expect.arrayContaining(["estornar", "sacar"]));
    expect(names({ key: { ...all, environment: "live" } })).not.toContain("trigger");
    expect(names({ key: { ...all, escopos: ["extrato:ler"] } })).toEqual(["extrato"]);
    expect(TOOLS.filter((t) => t.kind === "sensivel").map((t) => t.scope).sort()).toEqual(["estornos:escrever", "saques:escrever"]);
  });
});

describe("idempotencyKeyOf", () => {
  it("is the same for the same key, tool and arguments in any order, and differs otherwise", () => {
    const k = idempotencyKeyOf("k1", "criar_cobranca", { valor: 10, descricao: "a" });
    expect(idempotencyKeyOf("k1", "criar_cobranca", { descricao: "a", valor: 10 })).toBe(k);
    expect(idempotencyKeyOf("k1", "criar_cobranca", { descricao: "a", valor: 10, referencia: "2" })).not.toBe(k);
    expect(idempotencyKeyOf("k2", "criar_cobranca", { valor: 10, descricao: "a" })).not.toBe(k);
    expect(k).toMatch(/^mcp-[0-9a-f]{48}$/);
  });
});

describe("a tool call", () => {
  it("sends the derived Idempotency-Key, and a retry answers without calling the API again", async () => {
    const fake = fakeClient();
    const mcp = await connected(testKey, fake.client);
    const first = await mcp.callTool({ name: "criar_cobranca", arguments: { valor: 10 } });
    const again = await mcp.callTool({ name: "criar_cobranca", arguments: { valor: 10 } });
    expect(textOf(again)).toBe(textOf(first));
    expect(fake.keys).toEqual([idempotencyKeyOf("k1", "criar_cobranca", { valor: 10 })]);
  });

  it("runs one mutation at a time", async () => {
    const fake = fakeClient();
    const mcp = await connected(testKey, fake.client);
    await Promise.all([1, 2, 3].map((n) => mcp.callTool({ name: "criar_cobranca", arguments: { valor: n } })));
    expect(fake.keys).toHaveLength(3);
    expect(fake.overlapped()).toBe(false);
  });

  it(`refuses the ${RATE_LIMITS.mutacao + 1}th mutation of a minute, saying when to retry`, async () => {
    const fake = fakeClient();
    const mcp = await connected(testKey, fake.client);
    for (let n = 1; n <= RATE_LIMITS.mutacao; n++) expect((await mcp.callTool({ name: "criar_cobranca", arguments: { valor: n } })).isError).toBeFalsy();
    const refused = await mcp.callTool({ name: "criar_cobranca", arguments: { valor: 99 } });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(/Limite de 10 chamadas por minuto de ferramentas de alteração/);
    expect(fake.keys).toHaveLength(RATE_LIMITS.mutacao);
    // Reads have their own budget.
    expect((await mcp.callTool({ name: "consultar_cobranca", arguments: { txid: "tx1" } })).isError).toBeFalsy();
  });

  it("with a live key and no --live, acts on nothing", async () => {
    const fake = fakeClient();
    const mcp = await connected({ ...testKey, environment: "live" }, fake.client);
    const r = await mcp.callTool({ name: "criar_cobranca", arguments: { valor: 10 } });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toContain("--live");
    expect(fake.keys).toEqual([]);
  });
});
