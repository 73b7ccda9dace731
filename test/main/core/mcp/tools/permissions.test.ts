import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mcpTools } from '../../../../../main/core/mcp/tools/list-tools.ts';
import { createPermissions } from '../../../../../main/core/permissions/service.ts';
import { loadSettings } from '../../../../../main/core/settings/load.ts';
import { tempDir } from '../../../../helpers/temp-dir.ts';
import { connectServer } from '../servers/in-memory.ts';

async function decisionsUnder(allow: string[], mode?: string) {
  const root = tempDir();
  const projectDir = join(root, 'project');
  const home = join(root, 'home');
  const dataDir = join(root, 'data');
  mkdirSync(join(projectDir, '.claude'), { recursive: true });
  mkdirSync(home, { recursive: true });
  writeFileSync(join(projectDir, '.claude', 'settings.json'), JSON.stringify({ permissions: { allow } }));
  const permissions = createPermissions({
    projectDir,
    dataDir,
    home,
    analyzer: () => Promise.reject(new Error('MCP calls have no command')),
    loadSettings: () => loadSettings({ projectDir, dataDir, home }),
  });
  const { connected } = await connectServer('demo', (server) => {
    server.registerTool('look', { description: 'Looks.', annotations: { readOnlyHint: true } }, () => ({ content: [] }));
    server.registerTool('touch', { description: 'Touches.' }, () => ({ content: [] }));
    server.registerTool('pay', { description: 'Pays.', _meta: { 'anthropic/requiresUserInteraction': true } }, () => ({ content: [] }));
  });
  const { tools } = await mcpTools(connected);
  return async (name: string) => {
    const tool = tools.find((entry) => entry.name === name)!;
    const request = { tool, input: {}, target: {}, sessionId: 's', agent: { name: 'main' }, cwd: projectDir };
    if (mode) permissions.setMode('s', mode);
    return (await permissions.decide(request)).behavior;
  };
}

describe('permissions of MCP tools', () => {
  it('asks about every MCP tool, even one the server calls read-only, when no rule allows it', async () => {
    const decide = await decisionsUnder([]);
    expect(await decide('mcp__demo__look')).toBe('ask');
    expect(await decide('mcp__demo__touch')).toBe('ask');
  });

  it('lets mcp__server allow all of its tools and mcp__server__tool one of them', async () => {
    const server = await decisionsUnder(['mcp__demo']);
    expect(await server('mcp__demo__look')).toBe('allow');
    expect(await server('mcp__demo__touch')).toBe('allow');
    const one = await decisionsUnder(['mcp__demo__touch']);
    expect(await one('mcp__demo__touch')).toBe('allow');
    expect(await one('mcp__demo__look')).toBe('ask');
  });

  it('asks before every call of a tool the server marks as needing the person, whatever the rules and mode', async () => {
    expect(await (await decisionsUnder(['mcp__demo'], 'bypassPermissions'))('mcp__demo__pay')).toBe('ask');
    expect(await (await decisionsUnder(['mcp__demo__pay'], 'acceptEdits'))('mcp__demo__pay')).toBe('ask');
  });
});
