import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { localSettingsPath } from '../../settings/sources.ts';
import type { LoadedSettings, SettingsProblem } from '../../settings/types.ts';
import { isPlainObject } from '../../common/files/jsonc.ts';
import { textLocator } from '../../settings/locate.ts';
import { readFileSync } from 'node:fs';
import type { McpScope } from '../../../../shared/ipc/domains/extensions.ts';
import type { ServersInFile } from './parse-servers.ts';
import { readJsonFile } from './read-json-file.ts';

export interface McpConfigLocations {
  projectDir: string;
  dataDir: string;
  home?: string;
}

export interface FoundSources {
  sources: ServersInFile[];
  /** Files that exist but could not be read as JSON objects. */
  problems: SettingsProblem[];
}

/** `.mcp.json` (project) and `~/.claude.json` (local for this project, and user). */
export function claudeSources({ projectDir, home = homedir() }: McpConfigLocations): FoundSources {
  const sources: ServersInFile[] = [];
  const problems: SettingsProblem[] = [];
  const projectFile = join(projectDir, '.mcp.json');
  const project = readJsonFile(projectFile);
  if (project.kind === 'bad') problems.push(project.problem);
  if (project.kind === 'ok' && project.content.mcpServers !== undefined) {
    sources.push({ file: projectFile, scope: 'project', value: project.content.mcpServers, at: ['mcpServers'], locate: project.locator.atPath });
  }
  const claudeFile = join(home, '.claude.json');
  const claude = readJsonFile(claudeFile);
  if (claude.kind === 'bad') problems.push(claude.problem);
  if (claude.kind === 'ok') {
    const { projects, mcpServers } = claude.content;
    const key = resolve(projectDir);
    const local = isPlainObject(projects) && isPlainObject(projects[key]) ? projects[key].mcpServers : undefined;
    if (local !== undefined) sources.push({ file: claudeFile, scope: 'local', value: local, at: ['projects', key, 'mcpServers'], locate: claude.locator.atPath });
    if (mcpServers !== undefined) sources.push({ file: claudeFile, scope: 'user', value: mcpServers, at: ['mcpServers'], locate: claude.locator.atPath });
  }
  return { sources, problems };
}

/**
 * Deft's own `mcpServers` settings key: the data folder's `settings.json` (user), `.deft/settings.json`
 * (project, so its servers wait for approval like `.mcp.json`'s) and `.deft/settings.local.json` (local).
 * Claude Code's settings files never hold servers and are not read here.
 */
export function deftSettingsSources(settings: LoadedSettings, { projectDir, dataDir }: McpConfigLocations): ServersInFile[] {
  const scopes = new Map<string, McpScope>([
    [localSettingsPath(projectDir), 'local'],
    [join(projectDir, '.deft', 'settings.json'), 'project'],
    [join(dataDir, 'settings.json'), 'user'],
  ]);
  return settings.others.flatMap((other) => {
    const scope = scopes.get(other.file);
    if (other.key !== 'mcpServers' || scope === undefined) return [];
    return [{ file: other.file, scope, value: other.value, at: ['mcpServers'], locate: (path) => textLocator(readText(other.file)).atPath(path) }];
  });
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
