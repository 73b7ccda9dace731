import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { RootsListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';

/**
 * An MCP server with a few tools that show what the client gave it: `echo`, `env` (a variable of the
 * server's environment), `pid`, `cwd`, `roots` (asks the client for its roots), `roots-changes` and `exit` (the process ends).
 */
export function createTestServer(name = 'test-server'): McpServer {
  const server = new McpServer({ name, version: '1.0.0' });
  const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });
  server.registerTool('echo', { description: 'Returns its text', inputSchema: { text: z.string() } }, ({ text: value }) => text(value));
  server.registerTool('env', { description: 'A variable of the server process', inputSchema: { name: z.string() } }, ({ name: variable }) =>
    text(process.env[variable] ?? '(unset)'),
  );
  server.registerTool('pid', { description: 'The server process id' }, () => text(String(process.pid)));
  server.registerTool('cwd', { description: 'The server process working directory' }, () => text(process.cwd()));
  server.registerTool('roots', { description: 'The client roots' }, async () => {
    const { roots } = await server.server.listRoots();
    return text(JSON.stringify(roots.map((root) => root.uri)));
  });
  let rootsChanges = 0;
  server.server.setNotificationHandler(RootsListChangedNotificationSchema, () => void rootsChanges++);
  server.registerTool('roots-changes', { description: 'How often the client said its roots changed' }, () => text(String(rootsChanges)));
  server.registerTool('exit', { description: 'Ends the server process' }, () => {
    setImmediate(() => process.exit(3));
    return text('bye');
  });
  return server;
}
