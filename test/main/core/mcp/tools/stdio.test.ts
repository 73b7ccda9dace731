import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { describe, expect, it, onTestFinished } from 'vitest';
import { expandMcpMentions } from '../../../../../main/core/mcp/mentions.ts';
import { runMcpPrompt } from '../../../../../main/core/mcp/prompts/prompt-commands.ts';
import { mcpTools } from '../../../../../main/core/mcp/tools/list-tools.ts';
import type { ConnectedMcpServer } from '../../../../../main/core/mcp/types.ts';
import { tempDir } from '../../../../helpers/temp-dir.ts';
import { executorWith, textOf, turnContext } from '../../tools/fixtures.ts';
import { testConnections } from '../servers/in-memory.ts';

const serverFile = fileURLToPath(new URL('../servers/stdio-server.ts', import.meta.url));

async function stdioServer(toolTimeoutMs: number) {
  const transport = new StdioClientTransport({ command: process.execPath, args: [serverFile], stderr: 'pipe' });
  let stderr = '';
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const client = new Client({ name: 'deft-test', version: '1.0.0' });
  await client.connect(transport);
  onTestFinished(() => client.close());
  const connected: ConnectedMcpServer = { name: 'local', scope: 'project', client, filter: {}, toolTimeoutMs };
  return { connected, stderr: () => stderr };
}

describe('an MCP server in a real stdio subprocess', () => {
  it('serves tools, resources and prompts, and hears the cancel of a call that timed out', async () => {
    const { connected, stderr } = await stdioServer(300);
    const connections = testConnections([connected]);
    const { tools } = await mcpTools(connected, { connections });
    expect(tools.map((tool) => tool.name).sort()).toEqual(['mcp__local__shout', 'mcp__local__wait']);

    const { executor } = executorWith(tempDir());
    const turn = turnContext(tools);
    const shouted = await executor.run({ id: 'a', name: 'mcp__local__shout', input: { text: 'quiet' } }, turn);
    expect(textOf(shouted)).toBe('QUIET');

    const waited = await executor.run({ id: 'b', name: 'mcp__local__wait', input: { ms: 60_000 } }, turn);
    expect(waited.status).toBe('timed_out');
    await expect.poll(stderr).toContain('wait cancelled');

    const { attachments } = await expandMcpMentions('Read @local:docs://readme', connections);
    expect(attachments.map((attachment) => attachment.text)).toEqual(['# Read me over stdio']);
    expect(await runMcpPrompt(connections, '/mcp__local__greet', 'Ada')).toBe('Say hello to Ada.');
  });
});
