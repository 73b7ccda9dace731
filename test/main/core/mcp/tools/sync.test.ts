import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineTool } from '../../../../../main/core/tools/define.ts';
import { syncMcpTools, type McpSyncChange } from '../../../../../main/core/mcp/tools/sync.ts';
import { createToolRegistry } from '../../../../../main/core/tools/registry.ts';
import { selectTools } from '../../../../../main/core/tools/select.ts';
import { connectServer, testConnections } from '../servers/in-memory.ts';

const names = (registry: ReturnType<typeof createToolRegistry>) => registry.all().map((entry) => entry.tool.name);

function changeLog() {
  const changes: McpSyncChange[] = [];
  return { changes, onChange: (change: McpSyncChange) => changes.push(change) };
}

describe('syncMcpTools', () => {
  it('registers tools as servers connect, follows list changes, and unregisters them when a server goes', async () => {
    const first = await connectServer('alpha', (server) => {
      server.registerTool('one', { description: 'One.' }, () => ({ content: [] }));
      server.registerPrompt('start', { description: 'Start.' }, () => ({ messages: [] }));
      server.registerResource('s', 'mem://s', {}, (uri) => ({ contents: [{ uri: uri.href, text: '' }] }));
    });
    const connections = testConnections([first.connected]);
    const registry = createToolRegistry();
    const { changes, onChange } = changeLog();
    const sync = syncMcpTools(connections, registry, onChange);
    await sync.ready;
    expect(names(registry)).toEqual(['mcp__alpha__one']);
    expect(registry.get('mcp__alpha__one')?.source).toEqual({ kind: 'mcp', origin: 'alpha' });

    const two = first.server.registerTool('two', { description: 'Two.' }, () => ({ content: [] }));
    await expect.poll(() => names(registry)).toEqual(['mcp__alpha__one', 'mcp__alpha__two']);
    expect(changes.at(-1)).toMatchObject({ server: 'alpha', kind: 'tools' });
    two.remove();
    await expect.poll(() => names(registry)).toEqual(['mcp__alpha__one']);
    first.server.registerPrompt('hello', { description: 'Hello.' }, () => ({ messages: [] }));
    await expect.poll(() => changes.at(-1)?.kind).toBe('prompts');
    first.server.registerResource('r', 'mem://r', {}, (uri) => ({ contents: [{ uri: uri.href, text: '' }] }));
    await expect.poll(() => changes.at(-1)?.kind).toBe('resources');

    const second = await connectServer('beta', (server) => {
      server.registerTool('three', { description: 'Three.' }, () => ({ content: [] }));
    });
    connections.add(second.connected);
    await expect.poll(() => names(registry)).toEqual(['mcp__alpha__one', 'mcp__beta__three']);

    connections.remove('alpha');
    await expect.poll(() => names(registry)).toEqual(['mcp__beta__three']);
    expect(changes.at(-1)).toEqual({ server: 'alpha', kind: 'disconnected', problems: [] });

    sync.stop();
    expect(names(registry)).toEqual([]);
  });

  it('follows a server that reconnects with a new client', async () => {
    const before = await connectServer('gamma', (server) => {
      server.registerTool('old', { description: 'Old.' }, () => ({ content: [] }));
    });
    const connections = testConnections([before.connected]);
    const registry = createToolRegistry();
    const sync = syncMcpTools(connections, registry, () => {});
    await sync.ready;
    const after = await connectServer('gamma', (server) => {
      server.registerTool('new', { description: 'New.' }, () => ({ content: [] }));
    });
    connections.add(after.connected);
    await expect.poll(() => names(registry)).toEqual(['mcp__gamma__new']);
    after.server.registerTool('newer', { description: 'Newer.' }, () => ({ content: [] }));
    await expect.poll(() => names(registry)).toEqual(['mcp__gamma__new', 'mcp__gamma__newer']);
    sync.stop();
  });

  it('reports a tool whose name a built-in holds', async () => {
    const { connected } = await connectServer('delta', (server) => {
      server.registerTool('x', { description: 'X.' }, () => ({ content: [] }));
    });
    const registry = createToolRegistry();
    const { changes, onChange } = changeLog();
    const clash = defineTool({
      name: 'mcp__delta__x',
      description: 'Taken.',
      input: z.object({}),
      execute: () => 'ok',
    });
    registry.register(clash, { kind: 'builtin' });
    const sync = syncMcpTools(testConnections([connected]), registry, onChange);
    await sync.ready;
    expect(changes[0].problems).toEqual(['mcp__delta__x is not offered: the name is taken by a builtin tool']);
    sync.stop();
  });

  it('defers the MCP tools behind ToolSearch once their schemas grow large', async () => {
    const wide = Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`field_${index}`, z.string().describe(`Field number ${index}`)]));
    const { connected, server } = await connectServer('wide', (mcp) => {
      mcp.registerTool('small', { description: 'Small.' }, () => ({ content: [] }));
    });
    const small = await connectServer('narrow', (mcp) => {
      mcp.registerTool('tiny', { description: 'Tiny.' }, () => ({ content: [] }));
    });
    const connections = testConnections([connected, small.connected]);
    const registry = createToolRegistry();
    const sync = syncMcpTools(connections, registry, () => {}, { contextWindowTokens: 20_000 });
    await sync.ready;
    expect(registry.get('mcp__wide__small')?.tool.defer).toBe(false);

    for (let index = 0; index < 10; index++) server.registerTool(`big_${index}`, { description: 'Big.', inputSchema: wide }, () => ({ content: [] }));
    await expect.poll(() => registry.all().length).toBe(12);
    await expect.poll(() => registry.all().every((entry) => entry.tool.defer)).toBe(true);
    const selection = selectTools(registry.all().map((entry) => entry.tool), { cwd: process.cwd(), agent: { name: 'main' } });
    expect(selection.offered).toEqual([]);
    expect(selection.deferred).toHaveLength(12);

    connections.remove('wide');
    await expect.poll(() => registry.get('mcp__narrow__tiny')?.tool.defer).toBe(false);
    sync.stop();
  });
});
