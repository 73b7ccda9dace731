import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lastUserText, toolNames, toolResults } from '../../../mocks/llm-server/index.ts';
import { harness, person, type Harness } from '../session/session-harness.ts';

const stdioServer = join(import.meta.dirname, '../../../mocks/mcp/stdio-server.ts');

function write(h: Harness, path: string, content: unknown) {
  const file = join(h.projectDir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
}

const systemText = (body: unknown) => JSON.stringify((body as { system?: unknown }).system ?? '');

describe('a session with the project’s extensions', () => {
  it('offers an approved .mcp.json server’s tools to the model and runs them through the person’s approval', async () => {
    const h = await harness([
      { toolCalls: [{ id: 'toolu_echo', name: 'mcp__kit__echo', input: { text: 'hello from MCP' } }] },
      { text: 'The server answered.' },
    ]);
    write(h, '.mcp.json', { mcpServers: { kit: { command: process.execPath, args: [stdioServer] } } });
    write(h, '.deft/settings.local.json', { enabledMcpjsonServers: ['kit'] });
    const { asked, approvals } = person();
    const session = await h.open({ approvals });
    expect(session.mcp?.status()).toEqual([expect.objectContaining({ name: 'kit', scope: 'project', status: 'connected' })]);

    const result = await session.send('Ask the kit server to echo', new AbortController().signal);
    expect(result.text).toBe('The server answered.');
    expect(toolNames(h.server.requests[0])).toEqual(expect.arrayContaining(['mcp__kit__echo', 'ListMcpResources', 'ReadMcpResource']));
    expect(toolResults(h.server.requests[1])).toEqual([expect.objectContaining({ toolCallId: 'toolu_echo', content: 'hello from MCP' })]);
    expect(asked.map((request) => request.toolName)).toEqual(['mcp__kit__echo']);
  });

  it('keeps a project server that nobody approved from starting', async () => {
    const h = await harness([{ text: 'No tools from it.' }]);
    write(h, '.mcp.json', { mcpServers: { kit: { command: process.execPath, args: [stdioServer] } } });
    const session = await h.open();
    expect(session.mcp?.status()).toEqual([expect.objectContaining({ name: 'kit', status: 'pending-approval' })]);
    await session.send('Hello', new AbortController().signal);
    expect(toolNames(h.server.requests[0]).filter((name) => name.startsWith('mcp__'))).toEqual([]);
  });

  it('reports a .mcp.json with no usable server, and starts no MCP client', async () => {
    const h = await harness([{ text: 'Hello.' }]);
    write(h, '.mcp.json', { mcpServers: { broken: { url: 'https://example.com/mcp' } } });
    const session = await h.open();
    expect(session.mcp).toBeUndefined();
    expect(session.problems.join('\n')).toContain('.mcp.json');
  });

  it('expands a skill typed as /name, lists it to the model, and offers it as a command', async () => {
    const h = await harness([{ text: 'Hello, Ada.' }]);
    write(h, '.deft/skills/greet/SKILL.md', '---\nname: greet\ndescription: Greets a person by name\n---\nGreet $ARGUMENTS warmly.\n');
    write(h, '.deft/commands/review.md', '---\ndescription: Reviews a file\nargument-hint: <file>\n---\nReview $1 carefully.\n');
    const session = await h.open();
    const commands = await session.commands();
    expect(commands.map((command) => [command.name, command.kind])).toEqual([
      ['compact', 'builtin'],
      ['greet', 'skill'],
      ['review', 'command'],
    ]);

    await session.send('/greet Ada', new AbortController().signal);
    expect(lastUserText(h.server.requests[0])).toContain('Greet Ada warmly.');
    expect(systemText(h.server.requests[0].body)).toContain('greet: Greets a person by name');
    expect(toolNames(h.server.requests[0])).toContain('Skill');
  });

  it('runs a trusted project’s tool file for the model, and ignores it in an untrusted one', async () => {
    const tool = [
      "import { defineTool, z } from 'deft';",
      'export default defineTool({',
      "  name: 'Shout', description: 'Shouts the text back', readOnly: true,",
      '  input: z.object({ text: z.string() }),',
      '  execute: ({ text }: { text: string }) => text.toUpperCase(),',
      '});',
    ].join('\n');
    const trusted = await harness([{ toolCalls: [{ id: 'toolu_shout', name: 'Shout', input: { text: 'quiet' } }] }, { text: 'Done.' }]);
    write(trusted, '.deft/tools/shout.ts', tool);
    write(trusted, '.deft/settings.local.json', { enableProjectTools: true });
    await (await trusted.open()).send('Shout quiet', new AbortController().signal);
    expect(toolResults(trusted.server.requests[1])).toEqual([expect.objectContaining({ content: 'QUIET' })]);

    const untrusted = await harness([{ text: 'No shouting.' }]);
    write(untrusted, '.deft/tools/shout.ts', tool);
    const session = await untrusted.open();
    expect(session.problems.join('\n')).toContain('enableProjectTools');
    await session.send('Shout quiet', new AbortController().signal);
    expect(toolNames(untrusted.server.requests[0])).not.toContain('Shout');
  });
});
