import type { Confinement } from '../common/process/confine.ts';
import type { LoadedSettings } from '../settings/types.ts';
import type { ToolRegistry } from '../tools/registry.ts';
import { loadMcpConfig } from './config/load-mcp-config.ts';
import { parseServers } from './config/parse-servers.ts';
import type { McpServerEntry } from './config/types.ts';
import type { McpManager } from './manager.ts';
import type { Result } from '../common/result.ts';

/** An MCP server a plugin brings, as its manifest or `.mcp.json` declares it. */
export interface PluginServer {
  plugin: string;
  name: string;
  config: unknown;
  file: string;
}

export interface SessionMcpOptions {
  projectDir: string;
  dataDir: string;
  home: string;
  env: Readonly<Record<string, string | undefined>>;
  /** Where stdio servers run (the session's sandbox, or `noConfinement`). */
  confinement: Confinement;
  settings: LoadedSettings;
  /** The settings as the files hold them now, for the manager's `reload`. */
  settingsNow?: () => LoadedSettings;
  registry: ToolRegistry;
  pluginServers: readonly PluginServer[];
  /** Servers the host gives this session (an editor's, over ACP), as the person's own: no project approval, the same permission rules. */
  hostServers?: readonly McpServerEntry[];
  /** The session's working directories, answered to `roots/list`. */
  workingDirectories: () => readonly string[];
  /** Where resource blobs are saved for the model to read (a folder the permission service lets it read). */
  blobDir: string;
  contextWindowTokens: number;
  /** A sign-in page the person must open. */
  openUrl: (url: string) => void | Promise<void>;
  /** Problems found while the session runs (a server's tools changed, a schema fell back). */
  onProblems(problems: readonly string[]): void;
}

/** A session's MCP servers: connected, their tools in the registry, their prompts and resources reachable from a prompt. */
export interface SessionMcp {
  manager: McpManager;
  /** `/mcp__server__prompt args` becomes the prompt's text; `@server:uri` mentions bring their resources. */
  preparePrompt(prompt: string, signal: AbortSignal): Promise<Result<string>>;
  /** The servers' prompts as slash commands, for the composer. */
  commands(signal?: AbortSignal): Promise<Array<{ name: string; description: string; argumentHint: string }>>;
  close(): Promise<void>;
}

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
