// Runs the test server over stdio: `node stdio-server.ts [serve|silent|once <marker file>]`.
// `silent` reads its input but never answers, like a server stuck before initialize.
// `once` serves the first time; started again (the marker file exists) it fails at once.
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
  await createTestServer().connect(new StdioServerTransport());
}
