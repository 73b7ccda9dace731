import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMcpConfig } from '../../../../../main/core/mcp/config/load-mcp-config.ts';
import { mcpPolicyVerdict } from '../../../../../main/core/mcp/config/policy.ts';
import { workspace } from '../../settings/workspace.ts';

function verdicts(policy: Record<string, unknown>) {
  const space = workspace();
  space.write(join(space.home, '.claude.json'), {
    mcpServers: {
      github: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-github'] },
      docs: { type: 'http', url: 'https://mcp.docs.example.com/mcp' },
      other: { type: 'sse', url: 'https://evil.test/sse' },
    },
  });
  const settingsFile = space.write(join(space.dataDir, 'settings.json'), policy);
  const settings = space.load();
  const { servers } = loadMcpConfig({ ...space, settings, env: {} });
  return { settingsFile, result: Object.fromEntries(servers.map((server) => [server.name, mcpPolicyVerdict(settings, server)])) };
}

describe('the MCP server policy', () => {
  it('allows every server when there is no policy', () => {
    const { result } = verdicts({});
    expect(Object.values(result).every((verdict) => verdict.allowed)).toBe(true);
  });

  it('keeps only the servers an allow-list names, by name, command or URL with wildcards', () => {
    const { result, settingsFile } = verdicts({
      allowedMcpServers: [{ serverCommand: ['npx', '-y', '@modelcontextprotocol/*'] }, { serverUrl: 'https://*.example.com/*' }, { nonsense: 1 }],
    });
    expect(result.github.allowed).toBe(true);
    expect(result.docs.allowed).toBe(true);
    expect(result.other).toEqual({ allowed: false, reason: `other: not on allowedMcpServers in ${settingsFile}` });
  });

  it('lets a denial win over an allowance', () => {
    const { result, settingsFile } = verdicts({ allowedMcpServers: [{ serverName: '*' }], deniedMcpServers: [{ serverName: 'git*' }] });
    expect(result.github).toEqual({ allowed: false, reason: `github: blocked by deniedMcpServers in ${settingsFile}` });
    expect(result.docs.allowed).toBe(true);
  });
});
