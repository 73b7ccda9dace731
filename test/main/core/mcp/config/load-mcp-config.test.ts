import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMcpConfig } from '../../../../../main/core/mcp/config/load-mcp-config.ts';
import { workspace, type Workspace } from '../../settings/workspace.ts';

function load(space: Workspace, env: Record<string, string> = {}) {
  return loadMcpConfig({ projectDir: space.projectDir, dataDir: space.dataDir, home: space.home, settings: space.load(), env });
}

describe('loadMcpConfig', () => {
  it('reads the transports of .mcp.json: stdio when type is omitted, the streamable-http alias, sse; unknown fields are tolerated', () => {
    const space = workspace();
    space.write(join(space.projectDir, '.mcp.json'), {
      mcpServers: {
        plain: { command: 'node', args: ['server.js'], description: 'not a field we know' },
        remote: { type: 'streamable-http', url: 'https://example.com/mcp', headers: { 'X-Key': 'k' }, timeout: 5000 },
        legacy: { type: 'sse', url: 'https://example.com/sse', oauth: { clientId: 'abc', callbackPort: 8123, scopes: ['read'] } },
      },
    });
    const { servers, problems } = load(space);
    expect(problems).toEqual([]);
    expect(servers.map(({ name, scope, config }) => [name, scope, config.type])).toEqual([
      ['legacy', 'project', 'sse'],
      ['plain', 'project', 'stdio'],
      ['remote', 'project', 'http'],
    ]);
    expect(servers[1].config).toMatchObject({ command: 'node', args: ['server.js'], env: {} });
    expect(servers[2].config).toMatchObject({ url: 'https://example.com/mcp', headers: { 'X-Key': 'k' }, timeout: 5000 });
    expect(servers[0].config).toMatchObject({ oauth: { clientId: 'abc', callbackPort: 8123, scopes: ['read'] } });
  });

  it('reports each bad server with file, line and JSON path, and loads the others', () => {
    const space = workspace();
    const file = space.write(
      join(space.projectDir, '.mcp.json'),
      JSON.stringify({ mcpServers: { good: { command: 'a' }, bare: { url: 'https://x' }, socket: { type: 'ws', url: 'wss://x' }, odd: { command: 3 } } }, null, 2),
    );
    const { servers, problems } = load(space);
    expect(servers.map((server) => server.name)).toEqual(['good']);
    const messages = problems.map((problem) => problem.message);
    expect(messages).toHaveLength(3);
    expect(messages[0]).toMatch(new RegExp(`^${file}:6:13: mcpServers\\.bare: has a "url" but no "type": add "type": "http"`));
    expect(messages[1]).toContain('mcpServers.socket.type: "ws" (WebSocket) servers are not supported');
    expect(messages[2]).toContain('mcpServers.odd.command');
    expect(problems.every((problem) => problem.file === file && problem.line! > 0)).toBe(true);
  });

  it('a file that is not JSON is one problem; the other files still load', () => {
    const space = workspace();
    space.write(join(space.projectDir, '.mcp.json'), '{ "mcpServers": { ');
    space.write(join(space.home, '.claude.json'), { mcpServers: { mine: { command: 'x' } } });
    const { servers, problems } = load(space);
    expect(servers.map((server) => server.name)).toEqual(['mine']);
    expect(problems[0].message).toContain(join(space.projectDir, '.mcp.json'));
  });

  it('takes the whole entry from the highest scope: local > project > user > plugin', () => {
    const space = workspace();
    space.write(join(space.projectDir, '.mcp.json'), { mcpServers: { shared: { command: 'project' }, p: { command: 'project' } } });
    space.write(join(space.home, '.claude.json'), {
      mcpServers: { shared: { command: 'user', args: ['--user'] }, p: { command: 'user' }, u: { command: 'user' } },
      projects: { [space.projectDir]: { mcpServers: { shared: { command: 'local' } } }, '/elsewhere': { mcpServers: { other: { command: 'no' } } } },
    });
    const plugin = { name: 'u', scope: 'plugin' as const, file: 'plugin.json', config: { type: 'stdio' as const, command: 'plugin', args: [], env: {} } };
    const pluginOnly = { ...plugin, name: 'plug' };
    const { servers } = loadMcpConfig({ ...space, settings: space.load(), env: {}, pluginServers: [plugin, pluginOnly] });
    const winners = Object.fromEntries(servers.map((server) => [server.name, [server.scope, server.config.type === 'stdio' && server.config]]));
    expect(winners.shared).toEqual(['local', { type: 'stdio', command: 'local', args: [], env: {} }]);
    expect(winners.p[0]).toBe('project');
    expect(winners.u[0]).toBe('user');
    expect(winners.plug[0]).toBe('plugin');
    expect(winners.other).toBeUndefined();
  });

  it('expands ${VAR} and ${VAR:-default} in command, args, env, url and headers; an unset variable is a problem naming file, server and variable', () => {
    const space = workspace();
    const file = space.write(join(space.projectDir, '.mcp.json'), {
      mcpServers: {
        tool: { command: '${BIN}/tool', args: ['--dir', '${DIR:-/tmp/default}'], env: { TOKEN: '${TOKEN}', EMPTY: '${EMPTY:-fallback}' } },
        api: { type: 'http', url: '${API_BASE_URL:-https://api.example.com}/mcp', headers: { Authorization: 'Bearer ${API_KEY}' } },
      },
    });
    const { servers, problems } = load(space, { BIN: '/opt/bin', TOKEN: 't0k', EMPTY: '' });
    const [api, tool] = servers;
    expect(tool.config).toMatchObject({ command: '/opt/bin/tool', args: ['--dir', '/tmp/default'], env: { TOKEN: 't0k', EMPTY: 'fallback' } });
    expect(api.config).toMatchObject({ url: 'https://api.example.com/mcp', headers: { Authorization: 'Bearer ${API_KEY}' } });
    expect(problems).toHaveLength(1);
    expect(problems[0].message).toContain(file);
    expect(problems[0].message).toContain('server "api" uses ${API_KEY}, which is not set');
  });

  it("reads Deft's own mcpServers key from the data folder and .deft settings, not from Claude Code's settings files", () => {
    const space = workspace();
    space.write(join(space.dataDir, 'settings.json'), { mcpServers: { fromUser: { command: 'u' } } });
    space.write(join(space.projectDir, '.deft', 'settings.json'), { mcpServers: { fromProject: { command: 'p' } } });
    space.write(join(space.projectDir, '.deft', 'settings.local.json'), { mcpServers: { fromLocal: { command: 'l', args: [1] } } });
    space.write(join(space.projectDir, '.claude', 'settings.json'), { mcpServers: { misplaced: { command: 'm' } } });
    const { servers, problems } = load(space);
    expect(servers.map((server) => [server.name, server.scope])).toEqual([
      ['fromProject', 'project'],
      ['fromUser', 'user'],
    ]);
    expect(problems).toHaveLength(1);
    expect(problems[0].message).toMatch(/settings\.local\.json:\d+:\d+: mcpServers\.fromLocal\.args\[0\]/);
  });
});
