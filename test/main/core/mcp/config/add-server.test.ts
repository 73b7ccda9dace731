import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addMcpServer } from '../../../../../main/core/mcp/config/add-server.ts';
import { loadMcpConfig } from '../../../../../main/core/mcp/config/load-mcp-config.ts';
import { projectServerApproval } from '../../../../../main/core/mcp/config/approval.ts';
import { workspace } from '../../settings/workspace.ts';

const json = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown;

describe('adding an MCP server from the settings screen', () => {
  it('writes a project server to .mcp.json as approved, and a user server to the user settings, in the shape the loader reads', () => {
    const space = workspace();
    const locations = { projectDir: space.projectDir, dataDir: space.dataDir };
    space.write(join(space.projectDir, '.mcp.json'), '{\n  // the team\'s servers\n  "mcpServers": {}\n}\n');
    expect(addMcpServer(locations, 'project', 'kit', { type: 'stdio', command: 'node', args: ['server.js'], env: { TOKEN: 'x' } })).toEqual({ ok: true, value: undefined });
    expect(addMcpServer(locations, 'user', 'web', { type: 'http', url: 'https://mcp.example.com/mcp', headers: {} })).toEqual({ ok: true, value: undefined });

    expect(readFileSync(join(space.projectDir, '.mcp.json'), 'utf8')).toContain("// the team's servers");
    expect(json(join(space.dataDir, 'settings.json'))).toEqual({ mcpServers: { web: { type: 'http', url: 'https://mcp.example.com/mcp' } } });
    const settings = space.load();
    expect(projectServerApproval(settings, 'kit')).toBe('approved');
    const { servers, problems } = loadMcpConfig({ ...locations, home: space.home, settings, env: {} });
    expect(problems).toEqual([]);
    expect(servers.map((server) => [server.name, server.scope, server.config.type])).toEqual([
      ['kit', 'project', 'stdio'],
      ['web', 'user', 'http'],
    ]);
    expect(servers[0].config).toMatchObject({ command: 'node', args: ['server.js'], env: { TOKEN: 'x' } });
  });

  it('refuses a name the file already has, and leaves the file as it was', () => {
    const space = workspace();
    const file = space.write(join(space.dataDir, 'settings.json'), { mcpServers: { web: { type: 'http', url: 'https://a.example/mcp' } } });
    const before = readFileSync(file, 'utf8');
    const added = addMcpServer({ projectDir: space.projectDir, dataDir: space.dataDir }, 'user', 'web', { type: 'http', url: 'https://b.example/mcp', headers: {} });
    expect(added).toEqual({ ok: false, error: expect.stringContaining('already declares an MCP server named "web"') });
    expect(readFileSync(file, 'utf8')).toBe(before);
  });
});
