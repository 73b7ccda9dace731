import { copyFileSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMcpConfig } from '../../../../../main/core/mcp/config/load-mcp-config.ts';
import { workspace } from '../../settings/workspace.ts';

const root = join(import.meta.dirname, '..', '..', '..', '..', '..');
const folder = join(root, '..', 'shared', 'fixtures', 'claude-settings');
const present = existsSync(folder);
if (!present) console.log(`skipped: ${folder} is absent (a clone outside the workspace has no ../shared)`);
const names = present ? readdirSync(folder).filter((name) => name.endsWith('mcp.json')).sort() : [];

describe.skipIf(!present)('the .mcp.json fixtures', () => {
  it.each(names)('%s loads; every problem names the file and the field', (name) => {
    const space = workspace();
    const file = join(space.projectDir, '.mcp.json');
    copyFileSync(join(folder, name), file);
    const { servers, problems } = loadMcpConfig({ ...space, settings: space.load(), env: {} });
    expect(servers.length + problems.length).toBeGreaterThan(0);
    for (const server of servers) expect(server.scope).toBe('project');
    for (const problem of problems) {
      expect(problem.message).toContain(file);
      expect(problem.path).toMatch(/^mcpServers/);
    }
  });

  it('covers the whole collection', () => {
    expect(names.length).toBeGreaterThanOrEqual(20);
  });
});
