import { serverCallError } from '../tools/server-errors.ts';
import type { ConnectedMcpServer } from '../types.ts';
import type { ResourceContent } from './contents.ts';

/** The contents of one resource; a failure becomes a ToolError saying what the server answered. */
export async function readServerResource(server: ConnectedMcpServer, uri: string, signal?: AbortSignal): Promise<ResourceContent[]> {
  try {
    const result = await server.client.readResource({ uri }, { signal });
    return result.contents;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw serverCallError(server.name, error, `The MCP server "${server.name}" is not connected right now; it will be retried.`);
  }
}
