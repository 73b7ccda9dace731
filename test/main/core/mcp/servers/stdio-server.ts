// A tiny MCP server over stdio for the tests: one text tool, one tool that waits, one resource and one prompt.
import { setTimeout as sleep } from 'node:timers/promises';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const server = new McpServer({ name: 'stdio-test', version: '1.0.0' });

server.registerTool(
  'shout',
  { description: 'Upper-cases a text.', inputSchema: { text: z.string() }, annotations: { readOnlyHint: true } },
  ({ text }) => ({ content: [{ type: 'text', text: text.toUpperCase() }] }),
);

server.registerTool('wait', { description: 'Waits a long time.', inputSchema: { ms: z.number() } }, async ({ ms }, extra) => {
  try {
    await sleep(ms, undefined, { signal: extra.signal });
  } catch {
    process.stderr.write('wait cancelled\n');
  }
  return { content: [{ type: 'text', text: 'waited' }] };
});

server.registerResource('readme', 'docs://readme', { mimeType: 'text/markdown' }, (uri) => ({
  contents: [{ uri: uri.href, text: '# Read me over stdio' }],
}));

server.registerPrompt('greet', { argsSchema: { who: z.string() } }, ({ who }) => ({
  messages: [{ role: 'user', content: { type: 'text', text: `Say hello to ${who}.` } }],
}));

await server.connect(new StdioServerTransport());
