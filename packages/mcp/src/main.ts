import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { createPixClient, PixApiError } from "@pix/sdk";
import { createPixMcpServer, type CurrentKey } from "./server";

export interface RunOptions {
  apiKey: string;
  baseUrl: string;
  allowLive?: boolean;
  allowSensitive?: boolean;
}

/** The key's environment and scopes, from the gateway (GET /api-keys/current): the tools listed follow them. */
export async function currentKey(apiKey: string, baseUrl: string): Promise<CurrentKey> {
  if (!/^service_(test|live)_/.test(apiKey)) throw new Error("O servidor MCP age com uma chave de API (service_test_… ou service_live_…), nunca com uma sessão");
  const { data, error, response } = await createPixClient({ apiKey, baseUrl }).http.GET("/api-keys/current");
  if (!response.ok || !data) throw PixApiError.from(response, error);
  return data.data;
}

/**
 * Serves MCP over stdio until stdin closes (the client went away), then closes the server, so the
 * process ends with its client. stdout is the protocol's: nothing else may write there (the CLI's
 * messages go to stderr).
 */
export async function runMcpServer(o: RunOptions): Promise<void> {
  const key = await currentKey(o.apiKey, o.baseUrl);
  const server = createPixMcpServer({ client: createPixClient({ apiKey: o.apiKey, baseUrl: o.baseUrl }), key, allowLive: o.allowLive, allowSensitive: o.allowSensitive });
  const transport = new StdioServerTransport();
  await server.connect(transport);
  const answered = awaitingAnswers(transport);
  const mode = key.environment === "live" ? (o.allowLive ? "PRODUÇÃO (--live)" : "produção, sem --live: nenhuma ferramenta age") : "teste";
  process.stderr.write(`Servidor MCP do gateway Pix no ar (stdio), chave em ${mode}; ${key.escopos.length} permissões.\n`);
  await new Promise<void>((resolve) => process.stdin.once("end", resolve).once("close", resolve));
  await answered();
  await server.close();
}

/**
 * Counts the requests read and not yet answered, so closing waits for them: a client that writes its
 * calls and closes stdin at once (a shell pipe) still gets every answer. Wraps the transport after
 * connect (the server set its onmessage).
 */
function awaitingAnswers(transport: StdioServerTransport): () => Promise<void> {
  let open = 0;
  let wake: (() => void) | undefined;
  const isRequest = (m: JSONRPCMessage) => "method" in m && "id" in m;
  const isAnswer = (m: JSONRPCMessage) => "id" in m && ("result" in m || "error" in m);
  const receive = transport.onmessage!;
  transport.onmessage = (message: JSONRPCMessage) => {
    if (isRequest(message)) open++;
    receive(message);
  };
  const send = transport.send.bind(transport);
  transport.send = async (message: JSONRPCMessage) => {
    await send(message);
    if (isAnswer(message)) { open--; wake?.(); }
  };
  return async () => {
    while (open > 0) await new Promise<void>((resolve) => { wake = resolve; });
  };
}
