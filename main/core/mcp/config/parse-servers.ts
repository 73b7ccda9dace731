import { settingsProblem, type TextPlace } from '../../settings/problem.ts';
import type { SettingsProblem } from '../../settings/types.ts';
import { formatPath, type IssuePath } from '../../common/validation/describe.ts';
import type { McpScope } from '../../../../shared/ipc/domains/extensions.ts';
import { expandEnv } from './expand-env.ts';
import { parseServerEntry } from './server-schema.ts';
import type { McpServerConfig, McpServerEntry } from './types.ts';

export interface ServersInFile {
  file: string;
  scope: McpScope;
  /** The value of the `mcpServers` key. */
  value: unknown;
  /** Where `value` sits in the file, e.g. `['projects', '/abs/dir', 'mcpServers']`. */
  at: IssuePath;
  /** Line and column of a path in the file, when the text is at hand. */
  locate?: (path: IssuePath) => TextPlace;
}

export interface ParsedServers {
  servers: McpServerEntry[];
  problems: SettingsProblem[];
}

type Env = Readonly<Record<string, string | undefined>>;

/** Every valid server of one `mcpServers` object; each bad one becomes problems and the rest load. */
export function parseServers(source: ServersInFile, env: Env): ParsedServers {
  const problem = (path: IssuePath, what: string) => settingsProblem(source.file, what, source.locate?.(path), formatPath(path));
  const { value, at } = source;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { servers: [], problems: [problem(at, 'must be an object mapping server names to their settings')] };
  }
  const servers: McpServerEntry[] = [];
  const problems: SettingsProblem[] = [];
  for (const [name, raw] of Object.entries(value)) {
    const parsed = parseServerEntry(raw);
    if (!parsed.ok) {
      problems.push(...parsed.error.map((issue) => problem([...at, name, ...issue.path], issue.reason)));
      continue;
    }
    const { config, missing } = expandConfig(parsed.value, env);
    for (const variable of missing) {
      problems.push(problem([...at, name], `server "${name}" uses \${${variable}}, which is not set and has no default (write \${${variable}:-default} to give one)`));
    }
    if (config.type !== 'stdio' && !URL.canParse(config.url)) {
      problems.push(problem([...at, name, 'url'], `not a valid URL: ${JSON.stringify(config.url)}`));
      continue;
    }
    servers.push({ name, scope: source.scope, file: source.file, config });
  }
  return { servers, problems };
}

function expandConfig(config: McpServerConfig, env: Env): { config: McpServerConfig; missing: string[] } {
  const missing = new Set<string>();
  const expand = (text: string) => {
    const result = expandEnv(text, env);
    result.missing.forEach((name) => missing.add(name));
    return result.text;
  };
  const expandValues = (map: Record<string, string>) => Object.fromEntries(Object.entries(map).map(([key, text]) => [key, expand(text)]));
  const expanded: McpServerConfig =
    config.type === 'stdio'
      ? { ...config, command: expand(config.command), args: config.args.map(expand), env: expandValues(config.env) }
      : { ...config, url: expand(config.url), headers: expandValues(config.headers) };
  return { config: expanded, missing: [...missing] };
}
