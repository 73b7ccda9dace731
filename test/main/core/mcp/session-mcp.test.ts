import { join } from 'node:path';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { noConfinement } from '../../../../main/core/common/process/confine.ts';
import { openSessionMcp } from '../../../../main/core/mcp/session-mcp.ts';
import { createToolRegistry } from '../../../../main/core/tools/registry.ts';
import { workspace } from '../settings/workspace.ts';

const stdioServer = join(import.meta.dirname, '..', '..', '..', 'mocks', 'mcp', 'stdio-server.ts');

describe("a session's MCP servers", () => {
  it('keeps the tool list the settings screen shows in step when a server says its tools changed', async () => {
    const space = workspace();
    space.write(join(space.home, '.claude.json'), { mcpServers: { kit: { command: process.execPath, args: [stdioServer, 'growing'] } } });
    const registry = createToolRegistry();
    const { mcp } = await openSessionMcp({
      projectDir: space.projectDir,
      dataDir: space.dataDir,
      home: space.home,
      env: process.env,
      confinement: noConfinement,
      settings: space.load(),
      registry,
      pluginServers: [],
      workingDirectories: () => [space.projectDir],
      blobDir: join(space.dataDir, 'blobs'),
      contextWindowTokens: 200_000,
      openUrl: () => undefined,
      onProblems: () => undefined,
    });
    onTestFinished(() => mcp?.close());
    const toolNames = () => mcp!.manager.status()[0].tools?.map((tool) => tool.name) ?? [];
    expect(toolNames()).toContain('grow');
    expect(toolNames()).not.toContain('grown');
    const statuses: number[] = [];
    mcp!.manager.onStatus((servers) => statuses.push(servers[0].toolCount ?? 0));

    await mcp!.manager.get('kit')!.client.callTool({ name: 'grow', arguments: {} });
    await vi.waitFor(() => expect(toolNames()).toContain('grown'));
    expect(mcp!.manager.status()[0].tools).toContainEqual({ name: 'grown', description: 'Added by grow' });
    expect(statuses.at(-1)).toBe(toolNames().length);
    await vi.waitFor(() => expect(registry.get('mcp__kit__grown')).toBeDefined());
  });
});
