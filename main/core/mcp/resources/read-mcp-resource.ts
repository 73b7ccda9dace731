import { z } from 'zod';
import { defineTool, acceptsImages } from '../../tools/define.ts';
import type { ResultContent } from '../../../../shared/vocabulary/tool-calls.ts';
import type { McpConnections } from '../types.ts';
import { describeBlob, type ResourceContent } from './contents.ts';
import description from './read-mcp-resource.txt?raw';
import { saveBlob } from './save-blob.ts';
import { connectedServer, readServerResource } from './server-resources.ts';

export interface ReadMcpResourceOptions {
  /** Where binary contents are saved for the model to read (a folder it may read, e.g. the spill folder); absent means they are only described. */
  blobDir?: string;
}

export function createReadMcpResourceTool(connections: McpConnections, options: ReadMcpResourceOptions = {}) {
  return defineTool({
    name: 'ReadMcpResource',
    aliases: ['read_mcp_resource', 'ReadMcpResourceTool'],
    description,
    searchHint: 'mcp server resource read fetch uri',
    input: z.strictObject({
      server: z.string().min(1).describe('The MCP server'),
      uri: z.string().min(1).describe('The resource URI'),
    }),
    readOnly: true,
    concurrencySafe: true,
    activity: (input) => `Reading ${input.uri} from ${input.server}`,
    async execute(input, context): Promise<ResultContent[]> {
      const server = connectedServer(connections, input.server);
      const contents = await readServerResource(server, input.uri, context.signal);
      if (contents.length === 0) return [{ type: 'text', text: `${input.uri} is empty.` }];
      const images = acceptsImages(context);
      return Promise.all(contents.map((content) => toPart(content, server.name, images, options.blobDir)));
    },
    toResult: (parts) => parts,
  });
}

async function toPart(content: ResourceContent, server: string, images: boolean, blobDir: string | undefined): Promise<ResultContent> {
  if (typeof content.text === 'string') return { type: 'text', text: content.text };
  if (images && content.mimeType?.startsWith('image/')) return { type: 'image', mediaType: content.mimeType, data: content.blob ?? '' };
  if (!blobDir) return { type: 'text', text: describeBlob(content) };
  const path = await saveBlob(blobDir, server, content);
  return { type: 'text', text: `${describeBlob(content)} saved to ${path}` };
}
