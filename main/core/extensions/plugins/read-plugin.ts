import { join } from 'node:path';
import { hookConfigFromSettings } from '../../hooks/from-settings.ts';
import type { HookMatcherConfig } from '../../hooks/config.ts';
import { toolFilesIn } from '../project-tools/load-tool-files.ts';
import { readJsonFile, type PluginManifest } from './plugin-manifest.ts';
import { componentPaths, pathList } from './plugin-paths.ts';

/** An MCP server entry as the plugin writes it (`${CLAUDE_PLUGIN_ROOT}` expanded), for the MCP config loader's `plugin` scope. */
export interface PluginMcpServer {
  name: string;
  config: unknown;
  /** The file it is written in (`.mcp.json`, or the manifest for inline entries). */
  file: string;
}

/** What a plugin brings, every path absolute. */
export interface PluginComponents {
  /** `commands/` and the manifest's `commands`: folders of `*.md` commands, or single `.md` files. */
  commandPaths: string[];
  /** `agents/` and the manifest's `agents`: folders of `*.md` agents, or single `.md` files. */
  agentPaths: string[];
  /** `skills/` and the manifest's `skills`: folders holding `<skill>/SKILL.md`. */
  skillDirs: string[];
  /** From `hooks/hooks.json` and the manifest's `hooks`. */
  hooks: HookMatcherConfig[];
  mcpServers: PluginMcpServer[];
  /** `tools/*.{ts,mts,js,mjs}`: Deft tool files, for `loadToolFiles`. */
  toolFiles: string[];
}

type ConfigSource = { file: string; value: unknown };

/** Reads the components of the plugin at `root`; anything that cannot be used is reported in `problems`, the rest still loads. */
export async function readPluginComponents(root: string, manifest: PluginManifest, manifestFile: string, problems: string[]): Promise<PluginComponents> {
  const paths = (field: 'commands' | 'agents' | 'skills', kinds: Array<'folder' | 'file'>) =>
    componentPaths({ root, manifestFile, field, entries: pathList(manifest[field]), defaultPath: field, kinds, problems });
  const commandPaths = await paths('commands', ['folder', 'file']);
  const agentPaths = await paths('agents', ['folder', 'file']);
  const skillDirs = await paths('skills', ['folder']);
  const hooks = (await configSources(root, manifestFile, 'hooks', manifest.hooks, join('hooks', 'hooks.json'), problems)).flatMap(({ file, value }) => {
    const result = hookConfigFromSettings(expandPluginRoot(unwrap(value, 'hooks'), root), file);
    problems.push(...result.errors);
    return result.hooks;
  });
  const mcpServers = (await configSources(root, manifestFile, 'mcpServers', manifest.mcpServers, '.mcp.json', problems)).flatMap(({ file, value }) =>
    mcpServersOf(expandPluginRoot(unwrap(value, 'mcpServers'), root), file, problems),
  );
  const tools = await toolFilesIn(join(root, 'tools'));
  problems.push(...tools.problems);
  return { commandPaths, agentPaths, skillDirs, hooks, mcpServers, toolFiles: tools.files };
}

/** The default file when it exists, then the manifest's own: inline, or paths to JSON files. */
async function configSources(
  root: string,
  manifestFile: string,
  field: string,
  declared: string | string[] | Record<string, unknown> | undefined,
  defaultFile: string,
  problems: string[],
): Promise<ConfigSource[]> {
  const sources: ConfigSource[] = [];
  const read = async (file: string) => {
    const json = await readJsonFile(file);
    if (json.ok) sources.push({ file, value: json.value });
    else if (!json.error.missing) problems.push(json.error.problem);
  };
  await read(join(root, defaultFile));
  if (declared === undefined) return sources;
  if (typeof declared === 'object' && !Array.isArray(declared)) {
    sources.push({ file: manifestFile, value: declared });
    return sources;
  }
  const files = await componentPaths({ root, manifestFile, field, entries: pathList(declared), defaultPath: defaultFile, kinds: ['file'], problems });
  for (const file of files.filter((path) => !sources.some((source) => source.file === path))) await read(file);
  return sources;
}

/** `{"hooks": {...}}` and `{"mcpServers": {...}}` files, or the inner object written alone. */
function unwrap(value: unknown, key: string): unknown {
  if (value !== null && typeof value === 'object' && key in value) return (value as Record<string, unknown>)[key];
  return value;
}

function mcpServersOf(value: unknown, file: string, problems: string[]): PluginMcpServer[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    problems.push(`${file}: mcpServers: must be an object of servers like {"name": {"command": "..."}}`);
    return [];
  }
  return Object.entries(value).map(([name, config]) => ({ name, config, file }));
}

/** `value` with `${CLAUDE_PLUGIN_ROOT}` and `$CLAUDE_PLUGIN_ROOT` in every string replaced by `root`. */
function expandPluginRoot(value: unknown, root: string): unknown {
  if (typeof value === 'string') return value.replace(/\$\{CLAUDE_PLUGIN_ROOT\}|\$CLAUDE_PLUGIN_ROOT\b/g, () => root);
  if (Array.isArray(value)) return value.map((item) => expandPluginRoot(item, root));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, expandPluginRoot(item, root)]));
  }
  return value;
}
