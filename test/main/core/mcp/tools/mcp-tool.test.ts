import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mcpTools } from '../../../../../main/core/mcp/tools/list-tools.ts';
import { mcpToolInfo } from '../../../../../main/core/mcp/tools/mcp-tool.ts';
import type { ToolCallRequest } from '../../../../../main/core/tools/tool-call.ts';
import type { AnyTool } from '../../../../../main/core/tools/tool.ts';
import { tempDir } from '../../../../helpers/temp-dir.ts';
import { executorWith, textOf, turnContext } from '../../tools/fixtures.ts';
import { connectLowLevel, connectServer, testConnections } from '../servers/in-memory.ts';

const pixel = Buffer.from('89504e470d0a1a0a', 'hex').toString('base64');

async function demoServer(options: Parameters<typeof connectServer>[2] = {}) {
  const seen = { aborted: [] as string[] };
  let releaseStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => (releaseStarted = resolve));
  const { connected } = await connectServer(
    'demo server',
    (server) => {
      server.registerTool('echo', { description: 'Echoes.', inputSchema: { text: z.string() }, annotations: { readOnlyHint: true } }, ({ text }) => ({
        content: [
          { type: 'text', text: `one: ${text}` },
          { type: 'text', text: 'two' },
        ],
      }));
      server.registerTool('picture', { description: 'Draws.' }, () => ({
        content: [
          { type: 'text', text: 'here it is' },
          { type: 'image', data: pixel, mimeType: 'image/png' },
          { type: 'resource', resource: { uri: 'mem://note', text: 'embedded note' } },
          { type: 'resource_link', uri: 'mem://big', name: 'big file', mimeType: 'text/plain' },
        ],
      }));
      server.registerTool('broken', { description: 'Fails.' }, () => ({ content: [{ type: 'text', text: 'the disk is full' }], isError: true }));
      server.registerTool(
        'structured',
        { description: 'Answers in data.', outputSchema: { count: z.number() } },
        () => ({ content: [], structuredContent: { count: 3 } }),
      );
      server.registerTool('long', { description: 'Talks a lot.', _meta: { 'anthropic/maxResultSizeChars': 1000 } }, () => ({
        content: [{ type: 'text', text: 'word '.repeat(5000) }],
      }));
      server.registerTool('hang', { description: 'Never answers until cancelled.' }, async (extra) => {
        await extra.sendNotification({ method: 'notifications/progress', params: { progressToken: extra._meta!.progressToken!, progress: 1, total: 2 } });
        releaseStarted();
        await new Promise<void>((resolve) => extra.signal.addEventListener('abort', () => resolve(), { once: true }));
        seen.aborted.push(String(extra.requestId));
        return { content: [{ type: 'text', text: 'too late' }] };
      });
      server.registerTool('ask', { description: 'Needs a person.', _meta: { 'anthropic/requiresUserInteraction': true } }, () => ({ content: [] }));
    },
    options,
  );
  return { connected, seen, started };
}

async function run(tools: AnyTool[], call: Omit<ToolCallRequest, 'id'>, overrides: Parameters<typeof turnContext>[1] = {}) {
  const { executor, events } = executorWith(tempDir());
  const outcome = await executor.run({ id: 'call-1', ...call }, turnContext(tools, overrides));
  return { outcome, events };
}

describe('MCP tools', () => {
  it('names, describes and validates a server tool, and joins its text blocks', async () => {
    const { connected } = await demoServer();
    const { tools, problems } = await mcpTools(connected);
    expect(problems).toEqual([]);
    const echo = tools.find((tool) => tool.name === 'mcp__demo_server__echo')!;
    expect(echo.description).toBe('Echoes.');
    expect(mcpToolInfo(echo)).toEqual({ server: 'demo server', tool: 'echo', readOnlyHint: true, requiresUserInteraction: false });
    expect(echo.readOnly).toBe(false);
    expect(echo.concurrencySafe).toBe(true);

    const { outcome } = await run(tools, { name: echo.name, input: { text: 'hi' } });
    expect(outcome.status).toBe('success');
    expect(textOf(outcome)).toBe('one: hi\ntwo');

    const invalid = await run(tools, { name: echo.name, input: { text: 5 } });
    expect(invalid.outcome.status).toBe('error');
  });

  it('passes images as image parts, embedded resources as text and links as a line', async () => {
    const { connected } = await demoServer();
    const { tools } = await mcpTools(connected);
    const { outcome } = await run(tools, { name: 'mcp__demo_server__picture', input: {} });
    expect(outcome.content).toEqual([
      { type: 'text', text: 'here it is' },
      { type: 'image', mediaType: 'image/png', data: pixel },
      { type: 'text', text: 'embedded note\nResource link: big file <mem://big> (text/plain)' },
    ]);

    const textOnly = await run(tools, { name: 'mcp__demo_server__picture', input: {} }, { modelCapabilities: [] });
    expect(textOf(textOnly.outcome)).toContain('[image image/png, 8 bytes, not shown]');
  });

  it('gives an isError result to the model as a tool error', async () => {
    const { connected } = await demoServer();
    const { tools } = await mcpTools(connected);
    const { outcome } = await run(tools, { name: 'mcp__demo_server__broken', input: {} });
    expect(outcome.status).toBe('error');
    expect(textOf(outcome)).toBe('the disk is full');
  });

  it('uses structuredContent when there is no content', async () => {
    const { connected } = await demoServer();
    const { tools } = await mcpTools(connected);
    const { outcome } = await run(tools, { name: 'mcp__demo_server__structured', input: {} });
    expect(JSON.parse(textOf(outcome))).toEqual({ count: 3 });
  });

  it("caps the output at the tool's own maxResultSizeChars, else at MAX_MCP_OUTPUT_TOKENS", async () => {
    const { connected } = await demoServer();
    const { tools } = await mcpTools(connected, { maxOutputTokens: 100 });
    expect(tools.find((tool) => tool.name === 'mcp__demo_server__long')!.limits).toEqual({ maxChars: 1000 });
    expect(tools.find((tool) => tool.name === 'mcp__demo_server__echo')!.limits).toEqual({ maxChars: 400 });
    const { outcome } = await run(tools, { name: 'mcp__demo_server__long', input: {} });
    expect(textOf(outcome).length).toBeLessThan(2000);
    expect(outcome.spillPath).toBeDefined();
  });

  it('stops a call that outlives the server timeout and tells the server it is cancelled', async () => {
    const { connected, seen } = await demoServer({ toolTimeoutMs: 100 });
    const { tools } = await mcpTools(connected);
    const { outcome, events } = await run(tools, { name: 'mcp__demo_server__hang', input: {} });
    expect(outcome.status).toBe('timed_out');
    await expect.poll(() => seen.aborted.length).toBe(1);
    expect(events.some((event) => event.type === 'progress' && (event.data as { progress: number }).progress === 1)).toBe(true);
  });

  it('cancels a running call through the SDK when the turn is cancelled', async () => {
    const { connected, seen, started } = await demoServer();
    const { tools } = await mcpTools(connected);
    const controller = new AbortController();
    void started.then(() => controller.abort());
    const { outcome } = await run(tools, { name: 'mcp__demo_server__hang', input: {} }, { signal: controller.signal });
    expect(outcome.status).toBe('cancelled');
    await expect.poll(() => seen.aborted.length).toBe(1);
  });

  it('keeps only the included tools, then drops the excluded ones', async () => {
    const { connected } = await demoServer({ filter: { includeTools: ['echo', 'broken', 'long'], excludeTools: ['long'] } });
    const { tools } = await mcpTools(connected);
    expect(tools.map((tool) => tool.name).sort()).toEqual(['mcp__demo_server__broken', 'mcp__demo_server__echo']);
  });

  it('marks tools that need the person on every call', async () => {
    const { connected } = await demoServer();
    const { tools } = await mcpTools(connected);
    expect(mcpToolInfo(tools.find((tool) => tool.name === 'mcp__demo_server__ask')!)?.requiresUserInteraction).toBe(true);
  });

  it('says the server is down and will be retried when it has gone away', async () => {
    const { connected } = await demoServer();
    const connections = testConnections([connected]);
    const { tools } = await mcpTools(connected, { connections });
    connections.remove('demo server');
    const { outcome } = await run(tools, { name: 'mcp__demo_server__echo', input: { text: 'x' } });
    expect(outcome.status).toBe('error');
    expect(textOf(outcome)).toMatch(/"demo server" is not connected.*retried/);

    const direct = await mcpTools(connected);
    await connected.client.close();
    const closed = await run(direct.tools, { name: 'mcp__demo_server__echo', input: { text: 'x' } });
    expect(closed.outcome.status).toBe('error');
    expect(textOf(closed.outcome)).toMatch(/"demo server" is not connected.*retried/);
  });

  it('accepts any object for a schema zod cannot take, and reports it', async () => {
    const server = new Server({ name: 'odd', version: '1.0.0' }, { capabilities: { tools: {} } });
    server.setRequestHandler(ListToolsRequestSchema, () => ({
      tools: [{ name: 'odd', description: 'Odd schema.', inputSchema: { type: 'object', properties: { a: { type: 'weird' } } } }],
    }));
    server.setRequestHandler(CallToolRequestSchema, (request) => ({ content: [{ type: 'text', text: JSON.stringify(request.params.arguments) }] }));
    const connected = await connectLowLevel('odd', server);
    const { tools, problems } = await mcpTools(connected);
    expect(problems).toEqual([expect.stringContaining('mcp__odd__odd: its input schema cannot be used')]);
    const { outcome } = await run(tools, { name: 'mcp__odd__odd', input: { a: 1 } });
    expect(textOf(outcome)).toBe('{"a":1}');
  });
});
