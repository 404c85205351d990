/** @pix/mcp: the gateway's MCP server (stdio), tools over @pix/sdk filtered by the API key's scopes (issue 40). */
export { runMcpServer, currentKey, type RunOptions } from "./main";
export { createPixMcpServer, allowedTools, idempotencyKeyOf, RATE_LIMITS, type CurrentKey, type ServerOptions } from "./server";
export { TOOLS, type PixTool, type ToolClass } from "./tools";
