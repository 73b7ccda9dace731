import type { LoadedSettings, SettingsProblem } from '../../settings/types.ts';
import type { McpScope } from '../../../../shared/ipc/domains/extensions.ts';
import { claudeSources, deftSettingsSources, type McpConfigLocations } from './config-sources.ts';
import { parseServers } from './parse-servers.ts';
import type { McpServerEntry } from './types.ts';

export interface LoadMcpConfigOptions extends McpConfigLocations {
  settings: LoadedSettings;
  /** For `${VAR}` expansion; the process environment by default. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Servers of enabled plugins, the lowest precedence. */
  pluginServers?: readonly McpServerEntry[];
}

export interface McpConfig {
  /** One entry per name, taken whole from the highest scope that declares it, sorted by name. */
  servers: McpServerEntry[];
  /** Every file and field that could not be used, and every unset variable. */
  problems: SettingsProblem[];
}

const PRECEDENCE: readonly McpScope[] = ['local', 'project', 'user', 'plugin'];

/** Every configured MCP server. Never throws: one bad file or server never stops the others. */
export function loadMcpConfig(options: LoadMcpConfigOptions): McpConfig {
  const env = options.env ?? process.env;
  const claude = claudeSources(options);
  const problems = [...claude.problems];
  const candidates: McpServerEntry[] = [...(options.pluginServers ?? [])];
  for (const source of [...claude.sources, ...deftSettingsSources(options.settings, options)]) {
    const parsed = parseServers(source, env);
    candidates.push(...parsed.servers);
    problems.push(...parsed.problems);
  }
  const winners = new Map<string, McpServerEntry>();
  for (const entry of candidates) {
    const current = winners.get(entry.name);
    if (!current || PRECEDENCE.indexOf(entry.scope) < PRECEDENCE.indexOf(current.scope)) winners.set(entry.name, entry);
  }
  const servers = [...winners.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { servers, problems };
}
