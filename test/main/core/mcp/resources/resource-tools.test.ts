import { readFileSync } from 'node:fs';
import { ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ListResourcesRequestSchema, ListResourceTemplatesRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { createListMcpResourcesTool } from '../../../../../main/core/mcp/resources/list-mcp-resources.ts';
import { createReadMcpResourceTool } from '../../../../../main/core/mcp/resources/read-mcp-resource.ts';
import type { TurnContext } from '../../../../../main/core/tools/tool-call.ts';
import type { AnyTool } from '../../../../../main/core/tools/tool.ts';
import { tempDir } from '../../../../helpers/temp-dir.ts';
import { executorWith, textOf, turnContext } from '../../tools/fixtures.ts';
import { connectLowLevel, connectServer, testConnections } from '../servers/in-memory.ts';

const pixel = Buffer.from('89504e470d0a1a0a', 'hex');
const archive = Buffer.from('PK\u0003\u0004 not really a zip');

async function docsServer() {
  const { connected } = await connectServer('docs', (server) => {
    server.registerResource('readme', 'docs://readme', { title: 'Read me', mimeType: 'text/markdown', description: 'Start here' }, (uri) => ({
      contents: [{ uri: uri.href, text: '# Hello' }],
    }));
    server.registerResource('logo', 'docs://logo', { mimeType: 'image/png' }, (uri) => ({
      contents: [{ uri: uri.href, mimeType: 'image/png', blob: pixel.toString('base64') }],
    }));
    server.registerResource('bundle', 'docs://bundle', { mimeType: 'application/zip' }, (uri) => ({
      contents: [{ uri: uri.href, mimeType: 'application/zip', blob: archive.toString('base64') }],
    }));
    server.registerResource('page', new ResourceTemplate('docs://pages/{slug}', { list: undefined }), { description: 'A page by slug' }, (uri, { slug }) => ({
      contents: [{ uri: uri.href, text: `page ${String(slug)}` }],
    }));
  });
  return connected;
}

async function run(tool: AnyTool, input: unknown, turn: Partial<TurnContext> = {}) {
  const { executor } = executorWith(tempDir());
  return executor.run({ id: 'call-1', name: tool.name, input }, turnContext([tool], turn));
}

describe('ListMcpResources', () => {
  it("lists every server's resources and templates, or one server's", async () => {
    const connections = testConnections([await docsServer(), (await connectServer('bare', () => {})).connected]);
    const tool = createListMcpResourcesTool(connections);
    expect(tool.aliases).toContain('list_mcp_resources');
    expect(tool.readOnly).toBe(true);
    const all = textOf(await run(tool, {}));
    expect(all).toContain('docs: 3 resources');
    expect(all).toContain('- docs://readme — Read me (text/markdown): Start here');
    expect(all).toContain('Templates:\n- docs://pages/{slug} — page: A page by slug');
    expect(all).toContain('bare: offers no resources.');
    const one = textOf(await run(tool, { server: 'bare' }));
    expect(one).toBe('bare: offers no resources.');
  });

  it('follows cursors through every page', async () => {
    const server = new Server({ name: 'paged', version: '1.0.0' }, { capabilities: { resources: {} } });
    server.setRequestHandler(ListResourcesRequestSchema, (request) => {
      const page = Number(request.params?.cursor ?? 0);
      return { resources: [{ uri: `paged://item/${page}`, name: `item ${page}` }], nextCursor: page < 2 ? String(page + 1) : undefined };
    });
    server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({ resourceTemplates: [] }));
    const tool = createListMcpResourcesTool(testConnections([await connectLowLevel('paged', server)]));
    const listed = textOf(await run(tool, { server: 'paged' }));
    expect(listed).toBe('paged: 3 resources\n- paged://item/0 — item 0\n- paged://item/1 — item 1\n- paged://item/2 — item 2');
  });

  it('names the connected servers when asked for an unknown one', async () => {
    const tool = createListMcpResourcesTool(testConnections([await docsServer()]));
    const outcome = await run(tool, { server: 'nope' });
    expect(outcome.status).toBe('error');
    expect(textOf(outcome)).toBe('No MCP server "nope" is connected. Connected: docs.');
  });
});

describe('ReadMcpResource', () => {
  it('returns text, fills templates, shows images and saves other binaries to a file', async () => {
    const blobDir = tempDir();
    const tool = createReadMcpResourceTool(testConnections([await docsServer()]), { blobDir });
    expect(tool.aliases).toContain('read_mcp_resource');
    expect(textOf(await run(tool, { server: 'docs', uri: 'docs://readme' }))).toBe('# Hello');
    expect(textOf(await run(tool, { server: 'docs', uri: 'docs://pages/intro' }))).toBe('page intro');

    const image = await run(tool, { server: 'docs', uri: 'docs://logo' });
    expect(image.content).toEqual([{ type: 'image', mediaType: 'image/png', data: pixel.toString('base64') }]);
    const noImages = await run(tool, { server: 'docs', uri: 'docs://logo' }, { modelCapabilities: [] });
    expect(textOf(noImages)).toMatch(/^\[binary image\/png, 8 bytes: docs:\/\/logo\] saved to .*\.png$/);

    const bundle = textOf(await run(tool, { server: 'docs', uri: 'docs://bundle' }));
    const path = /saved to (.*)$/.exec(bundle)![1];
    expect(path.startsWith(blobDir)).toBe(true);
    expect(readFileSync(path)).toEqual(archive);
  });

  it('only describes binaries when there is nowhere to save them', async () => {
    const tool = createReadMcpResourceTool(testConnections([await docsServer()]));
    expect(textOf(await run(tool, { server: 'docs', uri: 'docs://bundle' }))).toBe(`[binary application/zip, ${archive.length} bytes: docs://bundle]`);
  });

  it("reports the server's answer for an unknown URI", async () => {
    const tool = createReadMcpResourceTool(testConnections([await docsServer()]));
    const outcome = await run(tool, { server: 'docs', uri: 'docs://missing' });
    expect(outcome.status).toBe('error');
    expect(textOf(outcome)).toMatch(/^The MCP server "docs" answered with an error: .*docs:\/\/missing/);
  });
});
