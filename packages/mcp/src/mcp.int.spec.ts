import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { client, signUpConfirmed, startStack, type Stack } from "@pix/gateway/test/stack";
import type { IdentityExtras } from "@pix/gateway/test/stack/identity";

/**
 * Issue 40: `pnpm pix mcp` (packages/cli → @pix/mcp) driven by the MCP SDK's own client over stdio,
 * against the real gateway: it lists only the tools the key's scopes allow, creates a test charge,
 * answers a retried call without a second charge, refuses to act with a live key without --live,
 * and keeps refunds off unless --sensiveis.
 */
const BIN = join(__dirname, "../../cli/bin/pix.cjs");

let stack: Stack;
let http: ReturnType<typeof client>;
let owner: Awaited<ReturnType<typeof signUpConfirmed>>;
const open: Client[] = [];

beforeAll(async () => {
  stack = await startStack({ services: ["onboarding", "charges", "checkout", "webhooks-dispatcher"] });
  http = client(stack.url);
  owner = await signUpConfirmed(stack, http);
}, 60_000);
afterAll(async () => {
  await Promise.all(open.map((c) => c.close()));
  await stack.close();
}, 60_000);

async function keyWith(body: Record<string, unknown>): Promise<string> {
  const res = await http("POST", "/api-keys", { token: owner.accessToken, body: { name: "assistente", environment: "test", ...body } });
  if (res.status !== 201) throw new Error(`POST /api-keys: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.key;
}

/** `pix mcp` in a child process, connected through the SDK's stdio client. */
async function connect(apiKey: string, flags: string[] = []): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath, args: [BIN, "mcp", ...flags],
    env: { ...process.env, PIX_API_KEY: apiKey, PIX_GATEWAY_URL: stack.url } as Record<string, string>, stderr: "pipe",
  });
  const mcp = new Client({ name: "teste", version: "1.0.0" });
  await mcp.connect(transport);
  open.push(mcp);
  return mcp;
}

const names = async (mcp: Client) => (await mcp.listTools()).tools.map((t) => t.name).sort();
const textOf = (r: unknown) => ((r as CallToolResult).content[0] as { text: string }).text;
const charges = async () => (await http("GET", "/pix/list", { token: owner.accessToken })).body.data as { txid: string; description: string }[];

describe("pix mcp", () => {
  let mcp: Client;
  let key: string;
  beforeAll(async () => {
    key = await keyWith({ permissoes: ["cobrancas:ler", "cobrancas:escrever"] });
    mcp = await connect(key);
  }, 60_000);

  it("lists only the tools the key's scopes allow", async () => {
    expect(await names(mcp)).toEqual(["consultar_cobranca", "consultar_pagamento", "criar_cobranca", "listar_cobrancas", "listar_pagamentos", "trigger"]);
    const create = (await mcp.listTools()).tools.find((t) => t.name === "criar_cobranca")!;
    expect(create.description).toContain("cobrancas:escrever");
    expect(Object.keys(create.inputSchema.properties ?? {})).toEqual(expect.arrayContaining(["valor", "descricao", "referencia"]));
  });

  it("creates a test charge, answering in Portuguese with the amount in R$", async () => {
    const r = await mcp.callTool({ name: "criar_cobranca", arguments: { valor: 12.5, descricao: "Pedido do assistente" } });
    expect(r.isError).toBeFalsy();
    const txid = /Cobrança (\w+): R\$ 12,50, pendente — Pedido do assistente/.exec(textOf(r))?.[1];
    expect(txid).toBeDefined();
    expect((await charges()).filter((c) => c.txid === txid)).toHaveLength(1);
    const read = await mcp.callTool({ name: "consultar_cobranca", arguments: { txid } });
    expect(textOf(read)).toContain(`Cobrança ${txid}: R$ 12,50, pendente`);
  });

  it("a retried tool call makes one charge; another referencia makes another", async () => {
    const args = { valor: 7, descricao: "Repetida" };
    const first = textOf(await mcp.callTool({ name: "criar_cobranca", arguments: args }));
    const again = textOf(await mcp.callTool({ name: "criar_cobranca", arguments: args }));
    expect(again).toBe(first);
    expect((await charges()).filter((c) => c.description === "Repetida")).toHaveLength(1);

    // A new server process (the agent restarted it): the Idempotency-Key derived from the call makes the gateway answer the first charge.
    const restarted = await connect(key);
    expect(textOf(await restarted.callTool({ name: "criar_cobranca", arguments: args }))).toBe(first);
    expect((await charges()).filter((c) => c.description === "Repetida")).toHaveLength(1);
    await mcp.callTool({ name: "criar_cobranca", arguments: { ...args, referencia: "segunda" } });
    expect((await charges()).filter((c) => c.description === "Repetida")).toHaveLength(2);
  }, 60_000);

  it("a tool call the gateway refuses answers the error in Portuguese with its codigo", async () => {
    const r = await mcp.callTool({ name: "consultar_cobranca", arguments: { txid: "naoexiste123" } });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toMatch(/^Erro do gateway \(HTTP 404/);
  });
});

describe("pix mcp with a full-rights key", () => {
  it("keeps refunds and withdrawals off unless --sensiveis", async () => {
    const key = await keyWith({});
    const plain = await names(await connect(key));
    expect(plain).not.toContain("estornar");
    expect(plain).not.toContain("sacar");
    expect(plain).toEqual(expect.arrayContaining(["criar_link", "extrato", "listar_infracoes", "enviar_defesa", "criar_webhook", "trigger"]));
    const sensitive = await names(await connect(key, ["--sensiveis"]));
    expect(sensitive).toEqual(expect.arrayContaining(["estornar", "sacar"]));
  }, 60_000);

  it("a tool call retried by a restarted server creates one link and one webhook endpoint (the gateway keeps their keys)", async () => {
    const key = await keyWith({ permissoes: ["links:ler", "links:escrever", "webhooks:ler", "webhooks:escrever"] });
    const link = { name: "criar_link", arguments: { valor: 30, descricao: "Curso repetido" } };
    const hookUrl = `${stack.url}/webhooks/repetido`; // resolvable: the gateway checks the host
    const hook = { name: "criar_webhook", arguments: { url: hookUrl } };
    const first = await connect(key);
    const answers = [textOf(await first.callTool(link)), textOf(await first.callTool(hook))];
    expect(answers[0]).toMatch(/^Link criado: Curso repetido, R\$ 30,00/);
    expect(answers[1]).toMatch(/^Webhook criado: /);
    await first.close(); // the agent's server stops; its in-process memory of answers goes with it
    const restarted = await connect(key);
    expect([textOf(await restarted.callTool(link)), textOf(await restarted.callTool(hook))]).toEqual(answers);
    const links = (await http("GET", "/payment-links", { token: key })).body.data as { description: string }[];
    expect(links.filter((l) => l.description === "Curso repetido")).toHaveLength(1);
    const hooks = (await http("GET", "/webhook-endpoints", { token: key })).body.data as { url: string }[];
    expect(hooks.filter((h) => h.url === hookUrl)).toHaveLength(1);
  }, 60_000);

  it("refuses a live action without --live, and makes no charge", async () => {
    await (stack.extras.identity as IdentityExtras).setProductionStatus(owner.user.id, "approved");
    const live = await keyWith({ environment: "live", permissoes: ["cobrancas:ler", "cobrancas:escrever"] });
    const mcp = await connect(live);
    expect(await names(mcp)).toEqual(["consultar_cobranca", "consultar_pagamento", "criar_cobranca", "listar_cobrancas", "listar_pagamentos"]); // `trigger` is test-only
    for (const call of [{ name: "criar_cobranca", arguments: { valor: 20 } }, { name: "listar_cobrancas", arguments: {} }]) {
      const r = await mcp.callTool(call);
      expect(r.isError).toBe(true);
      expect(textOf(r)).toContain("--live");
    }
    expect((await http("GET", "/pix/list", { token: live })).body.data).toEqual([]);
  }, 60_000);
});
