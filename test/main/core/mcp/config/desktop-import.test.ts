import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claudeDesktopConfigPath, importClaudeDesktopServers, readClaudeDesktopServers } from '../../../../../main/core/mcp/config/desktop-import.ts';
import { loadMcpConfig } from '../../../../../main/core/mcp/config/load-mcp-config.ts';
import { workspace } from '../../settings/workspace.ts';

describe('the Claude Desktop import', () => {
  it('knows where Claude Desktop keeps its file', () => {
    expect(claudeDesktopConfigPath('/h', 'darwin')).toBe('/h/Library/Application Support/Claude/claude_desktop_config.json');
    expect(claudeDesktopConfigPath('/h', 'linux')).toBe('/h/.config/Claude/claude_desktop_config.json');
    expect(claudeDesktopConfigPath('/h', 'win32', '/appdata')).toBe(join('/appdata', 'Claude', 'claude_desktop_config.json'));
  });

  it('reads the valid servers, reporting the bad ones', () => {
    const space = workspace();
    const file = space.write(join(space.home, 'desktop.json'), { mcpServers: { fs: { command: 'npx', args: ['fs'] }, bad: { url: 'https://x' } }, globalShortcut: 'x' });
    const { servers, problems } = readClaudeDesktopServers(file, {});
    expect(servers.map((server) => server.name)).toEqual(['fs']);
    expect(problems[0].message).toContain(`${file}:`);
    expect(readClaudeDesktopServers(join(space.home, 'absent.json'))).toEqual({ servers: [], problems: [], raw: {} });
  });

  it("writes them as written into Deft's user settings, keeping the entries already there", () => {
    const space = workspace();
    const file = space.write(join(space.home, 'desktop.json'), { mcpServers: { fs: { command: 'npx', env: { KEY: '${DEFT_TEST_UNSET_KEY}' } }, kept: { command: 'new' } } });
    const settingsFile = space.write(join(space.dataDir, 'settings.json'), '{\n  // user\n  "mcpServers": { "kept": { "command": "old" } }\n}\n');
    const result = importClaudeDesktopServers(file, space.dataDir);
    expect(result).toMatchObject({ imported: ['fs'], skipped: ['kept'] });
    expect(result.problems.map((problem) => problem.message)).toEqual([expect.stringContaining('uses ${DEFT_TEST_UNSET_KEY}, which is not set')]);
    expect(readFileSync(settingsFile, 'utf8')).toContain('// user');
    const { servers } = loadMcpConfig({ ...space, settings: space.load(), env: { DEFT_TEST_UNSET_KEY: 'k' } });
    expect(servers.map(({ name, scope, config }) => [name, scope, config.type === 'stdio' && config.command])).toEqual([
      ['fs', 'user', 'npx'],
      ['kept', 'user', 'old'],
    ]);
    expect(servers[0].config).toMatchObject({ env: { KEY: 'k' } });
  });
});
