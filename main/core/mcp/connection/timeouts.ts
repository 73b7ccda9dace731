import type { McpServerConfig } from '../config/types.ts';

const DEFAULT_STARTUP_MS = 30_000;
/** Claude Code's default for a tool call: effectively unbounded (about 27.8 hours). */
const DEFAULT_TOOL_MS = 100_000_000;

type Env = Readonly<Record<string, string | undefined>>;

/** How long a server may take to start and answer `initialize`: `MCP_TIMEOUT` ms, 30 s by default. */
export function startupTimeoutMs(env: Env): number {
  return positive(env.MCP_TIMEOUT) ?? DEFAULT_STARTUP_MS;
}

/** Per tool call: the server's `timeout`, else `MCP_TOOL_TIMEOUT`, else the default. */
export function toolTimeoutMs(config: McpServerConfig, env: Env): number {
  return config.timeout ?? positive(env.MCP_TOOL_TIMEOUT) ?? DEFAULT_TOOL_MS;
}

function positive(text: string | undefined): number | undefined {
  const value = Number(text);
  return text !== undefined && Number.isFinite(value) && value > 0 ? value : undefined;
}
