import { join } from 'node:path';
import { isPlainObject } from '../../common/files/jsonc.ts';
import { editJsonFile, type JsonFileWrite } from './edit-json-file.ts';
import { recordProjectServerChoice } from './record-approval.ts';

/** A server as the settings screen adds it, in the shape `.mcp.json` and Claude Code's `claude mcp add` write. */
export type NewMcpServer =
  | { type: 'stdio'; command: string; args: readonly string[]; env: Readonly<Record<string, string>> }
  | { type: 'http'; url: string; headers: Readonly<Record<string, string>> };

/** Where an added server is written: the project's `.mcp.json` (shared with the team) or the user's settings (every project). */
export type NewServerScope = 'project' | 'user';

export function addedServerFile(scope: NewServerScope, { projectDir, dataDir }: { projectDir: string; dataDir: string }): string {
  return scope === 'project' ? join(projectDir, '.mcp.json') : join(dataDir, 'settings.json');
}

/**
 * Writes the server under `mcpServers` of the scope's file, refusing a name the file already has; a
 * project server is also recorded as approved, since the person added it themselves.
 */
export function addMcpServer(locations: { projectDir: string; dataDir: string }, scope: NewServerScope, name: string, server: NewMcpServer): JsonFileWrite {
  const file = addedServerFile(scope, locations);
  let taken = false;
  const written = editJsonFile(file, (content) => {
    taken = isPlainObject(content.mcpServers) && Object.hasOwn(content.mcpServers, name);
    return taken ? [] : [{ path: ['mcpServers', name], value: withoutEmptyMaps(server) }];
  });
  if (!written.ok) return written;
  if (taken) return { ok: false, error: `${file} already declares an MCP server named "${name}": choose another name or edit the file.` };
  return scope === 'project' ? recordProjectServerChoice(locations.projectDir, name, 'approve') : written;
}

function withoutEmptyMaps(server: NewMcpServer): Record<string, unknown> {
  return Object.fromEntries(Object.entries(server).filter(([, value]) => !(isPlainObject(value) && Object.keys(value).length === 0)));
}
