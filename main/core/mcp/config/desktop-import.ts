import { join } from 'node:path';
import type { SettingsProblem } from '../../settings/types.ts';
import { editJsonFile } from './edit-json-file.ts';
import { parseServers, type ParsedServers } from './parse-servers.ts';
import { readJsonFile } from './read-json-file.ts';

/** Where Claude Desktop keeps its configuration on this platform. */
export function claudeDesktopConfigPath(home: string, platform: NodeJS.Platform = process.platform, appData = process.env.APPDATA): string {
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'Claude', 'claude_desktop_config.json');
  if (platform === 'win32') return join(appData ?? join(home, 'AppData', 'Roaming'), 'Claude', 'claude_desktop_config.json');
  return join(home, '.config', 'Claude', 'claude_desktop_config.json');
}

interface DesktopServers extends ParsedServers {
  /** The valid entries as written in the file (variables not expanded), by name. */
  raw: Record<string, unknown>;
}

/** The servers of a `claude_desktop_config.json` (same `mcpServers` shape as `.mcp.json`); none when absent. */
export function readClaudeDesktopServers(file: string, env: Readonly<Record<string, string | undefined>> = process.env): DesktopServers {
  const read = readJsonFile(file);
  if (read.kind === 'absent') return { servers: [], problems: [], raw: {} };
  if (read.kind === 'bad') return { servers: [], problems: [read.problem], raw: {} };
  const value = read.content.mcpServers;
  if (value === undefined) return { servers: [], problems: [], raw: {} };
  const parsed = parseServers({ file, scope: 'user', value, at: ['mcpServers'], locate: read.locator.atPath }, env);
  const written = value as Record<string, unknown>;
  return { ...parsed, raw: Object.fromEntries(parsed.servers.map(({ name }) => [name, written[name]])) };
}

export interface DesktopImport {
  imported: string[];
  /** Names Deft's user settings already had; those entries were kept. */
  skipped: string[];
  problems: SettingsProblem[];
  /** Set when the settings file could not be written. */
  error?: string;
}

/** Copies Claude Desktop's valid servers into `mcpServers` of Deft's user settings, in one atomic write. */
export function importClaudeDesktopServers(file: string, dataDir: string): DesktopImport {
  const { raw, problems } = readClaudeDesktopServers(file);
  const imported: string[] = [];
  const skipped: string[] = [];
  const written = editJsonFile(join(dataDir, 'settings.json'), (content) => {
    const existing = content.mcpServers;
    const present = typeof existing === 'object' && existing !== null ? existing : {};
    return Object.entries(raw).flatMap(([name, entry]) => {
      if (name in present) {
        skipped.push(name);
        return [];
      }
      imported.push(name);
      return [{ path: ['mcpServers', name], value: entry }];
    });
  });
  if (!written.ok) return { imported: [], skipped, problems, error: written.error };
  return { imported, skipped, problems };
}
