import { createHash } from "node:crypto";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { z } from "zod";
import { PixApiError, type PixClient } from "@pix/sdk";
import { TOOLS, type PixTool, type ToolClass } from "./tools";

/** Per class, per minute (Efí's MCP server's numbers): reads, mutations, and the sensitive ones. */
export const RATE_LIMITS: Readonly<Record<ToolClass, number>> = { leitura: 60, mutacao: 10, sensivel: 1 };

const CLASS_WORDS: Readonly<Record<ToolClass, string>> = { leitura: "leitura", mutacao: "alteração", sensivel: "operações sensíveis" };

/** The API key the server acts with, as GET /api-keys/current describes it. */
export interface CurrentKey {
  id: string;
  environment: "test" | "live";
  escopos: readonly string[];
}

export interface ServerOptions {
  client: PixClient;
  key: CurrentKey;
  /** A live key acts only with this (`--live`). */
  allowLive?: boolean;
  /** Refunds and withdrawals are listed only with this (`--sensiveis`). */
  allowSensitive?: boolean;
  version?: string;
}

/** The tools this key may see: its scopes, sensitive ones only when enabled, test-only ones only on a test key. */
export function allowedTools(o: Pick<ServerOptions, "key" | "allowSensitive">): PixTool[] {
  return TOOLS.filter((t) => o.key.escopos.includes(t.scope)
    && (t.kind !== "sensivel" || o.allowSensitive === true)
    && (!t.testOnly || o.key.environment === "test"));
}

/**
 * The Idempotency-Key of a mutation: a hash of the key, the tool and its arguments (keys sorted), so
 * an agent that retries a call (a timeout, a restart) sends the same key and the gateway answers
 * the first result; a different `referencia` makes a different call.
 */
export function idempotencyKeyOf(keyId: string, tool: string, args: Record<string, unknown>): string {
  const canonical = JSON.stringify(Object.keys(args).sort().map((k) => [k, args[k]]));
  return `mcp-${createHash("sha256").update(`${keyId}\n${tool}\n${canonical}`).digest("hex").slice(0, 48)}`;
}

/** Mutation answers kept for retries in this process (the oldest dropped first); the gateway keeps its own. */
const MAX_REMEMBERED = 1000;

const text = (t: string, isError = false): CallToolResult => ({ content: [{ type: "text", text: t }], ...(isError && { isError: true }) });

function errorText(err: unknown): string {
  if (err instanceof PixApiError) {
    const scope = err.codigo === "CHAVE_SEM_PERMISSAO" ? " A chave desta conexão não tem essa permissão." : "";
    return `Erro do gateway (HTTP ${err.status}${err.codigo ? `, ${err.codigo}` : ""}): ${err.message}${scope}`;
  }
  return `Erro: ${(err as Error).message}`;
}

const REFERENCIA = z.string().min(1).max(100).optional()
  .describe("Outra referência faz outra operação; repetir a chamada com os mesmos argumentos nunca age duas vezes");

export function createPixMcpServer(o: ServerOptions): McpServer {
  const server = new McpServer({ name: "pix-gateway", version: o.version ?? "0.1.0" });
  const limiters = Object.fromEntries(Object.entries(RATE_LIMITS).map(([kind, points]) =>
    [kind, new RateLimiterMemory({ keyPrefix: `mcp-${kind}`, points, duration: 60 })])) as Record<ToolClass, RateLimiterMemory>;
  /** Answers of mutations by Idempotency-Key: a retry in this process answers without calling again. */
  const answered = new Map<string, Promise<CallToolResult>>();
  /** One mutation at a time: a second waits for the first (an agent's parallel calls never race). */
  let mutations: Promise<unknown> = Promise.resolve();

  for (const t of allowedTools(o)) {
    const mutates = t.kind !== "leitura";
    server.registerTool(t.name, {
      title: t.title,
      description: `${t.description} [permissão ${t.scope}; ${t.kind}${t.kind === "sensivel" ? ", habilitada pelo operador" : ""}]`,
      inputSchema: mutates ? { ...t.input, referencia: REFERENCIA } : t.input,
      annotations: { readOnlyHint: !mutates, destructiveHint: t.kind === "sensivel", idempotentHint: true, openWorldHint: true },
    }, (args: Record<string, unknown>) => callTool(t, mutates, args));
  }

  async function callTool(t: PixTool, mutates: boolean, args: Record<string, unknown>): Promise<CallToolResult> {
    if (o.key.environment === "live" && !o.allowLive) {
      return text("Esta chave de API é de produção (live): o servidor MCP só age em produção quando iniciado com --live. Use uma chave de teste (service_test_…) ou reinicie com pix mcp --live.", true);
    }
    const key = idempotencyKeyOf(o.key.id, t.name, args);
    const first = mutates ? answered.get(key) : undefined;
    if (first) return first;
    try {
      await limiters[t.kind].consume("pix");
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const wait = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      return text(`Limite de ${RATE_LIMITS[t.kind]} chamadas por minuto de ferramentas de ${CLASS_WORDS[t.kind]} atingido; tente de novo em ${wait} s.`, true);
    }
    const { referencia: _referencia, ...input } = args;
    const call = (): Promise<CallToolResult> => t.run({ client: o.client, idempotency: { idempotencyKey: key } }, input).then((r) => text(r), (err) => text(errorText(err), true));
    if (!mutates) return call();
    const result = mutations.then(call);
    mutations = result;
    answered.set(key, result);
    if (answered.size > MAX_REMEMBERED) answered.delete(answered.keys().next().value!);
    // A failed call may be retried for real (the gateway's idempotency still guards what it ran).
    void result.then((r) => { if (r.isError) answered.delete(key); });
    return result;
  }
  return server;
}
