// Runs the test server over stdio: `node stdio-server.ts [serve|silent|brief|growing|once <marker file>]`.
// `silent` reads its input but never answers, like a server stuck before initialize.
// `once` serves the first time; started again (the marker file exists) it fails at once.
// `brief` exits as soon as the client has finished initializing, like a server crashing on its first request.
// `growing` has a `grow` tool that adds a `grown` tool, so the server says its tool list changed.
import { existsSync, writeFileSync } from 'node:fs';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createTestServer } from './test-server.ts';

const [mode = 'serve', marker] = process.argv.slice(2);
process.stderr.write(`stdio test server starting (${mode}), pid ${process.pid}\n`);
if (mode === 'silent') {
  process.stdin.resume();
} else if (mode === 'once' && existsSync(marker)) {
  process.stderr.write('refusing to start a second time\n');
  process.exit(1);
} else {
  if (mode === 'once') writeFileSync(marker, '');
  const server = createTestServer();
  if (mode === 'brief') server.server.oninitialized = () => setTimeout(() => process.exit(1), 20);
  if (mode === 'growing') {
    server.registerTool('grow', { description: 'Adds the tool grown' }, () => {
      server.registerTool('grown', { description: 'Added by grow' }, () => ({ content: [] }));
      return { content: [{ type: 'text' as const, text: 'grown' }] };
    });
  }
  await server.connect(new StdioServerTransport());
}
