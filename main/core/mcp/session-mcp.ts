import { loadMcpConfig } from './config/load-mcp-config.ts';
import { parseServers } from './config/parse-servers.ts';
import type { McpServerEntry } from './config/types.ts';
import type { PluginServer, SessionMcp, SessionMcpOptions } from './start-session-mcp.ts';

export type { PluginServer, SessionMcp, SessionMcpOptions } from './start-session-mcp.ts';

/**
 * Opens the session's MCP servers, with the problems of their configuration; no `mcp` when none is
 * configured, so the SDK is never loaded for nothing.
 */
export async function openSessionMcp(options: SessionMcpOptions): Promise<{ mcp?: SessionMcp; problems: string[] }> {
  const pluginServers = pluginEntries(options.pluginServers, options.env);
  const lowest = [...pluginServers.servers, ...(options.hostServers ?? [])];
  const config = loadMcpConfig({ ...options, pluginServers: lowest });
  const problems = [...pluginServers.problems, ...config.problems.map((problem) => problem.message)];
  if (config.servers.length === 0) return { problems };
  // The servers' glue (the manager, their tools, prompts and resources) loads only when some are configured.
  const { startSessionMcp } = await import('./start-session-mcp.ts');
  return { mcp: await startSessionMcp(options, lowest, config), problems };
}

/** Plugin servers are named `plugin_<plugin>_<server>`, so their tools read `mcp__plugin_<plugin>_<server>__<tool>`. */
function pluginEntries(servers: readonly PluginServer[], env: SessionMcpOptions['env']): { servers: McpServerEntry[]; problems: string[] } {
  const entries: McpServerEntry[] = [];
  const problems: string[] = [];
  for (const server of servers) {
    const name = `plugin_${server.plugin}_${server.name}`;
    const parsed = parseServers({ file: server.file, scope: 'plugin', value: { [name]: server.config }, at: ['mcpServers'] }, env);
    entries.push(...parsed.servers);
    problems.push(...parsed.problems.map((problem) => problem.message));
  }
  return { servers: entries, problems };
}
