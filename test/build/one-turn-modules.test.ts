import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it, onTestFinished } from 'vitest';
import { tempDir } from '../helpers/temp-dir.ts';
import { startLlmServer } from '../mocks/llm-server/index.ts';

const root = join(import.meta.dirname, '../..');

/** Prints the URL of every module the process loads, one line each on stderr. */
const recordLoads = `data:text/javascript,${encodeURIComponent(`
import module from 'node:module';
import { writeSync } from 'node:fs';
module.registerHooks({ load(url, context, nextLoad) { writeSync(2, 'LOADED ' + url + '\\n'); return nextLoad(url, context); } });
`)}`;

/** Sources a run that calls no tool, runs no hook, searches no code and has no MCP server never needs. */
const loadedAtFirstUse = [
  'main/core/tools/admit.ts',
  'main/core/tools/perform.ts',
  'main/core/tools/input/tool-input.ts',
  'main/core/hooks/run-command.ts',
  'main/core/hooks/verdict.ts',
  'main/core/codesearch/database.ts',
  'main/core/codesearch/index-writer.ts',
  'main/core/codesearch/search.ts',
  'main/core/mcp/start-session-mcp.ts',
  'main/core/mcp/tools/sync.ts',
  'main/core/pty/pty-command.ts',
  'main/core/pty/wait.ts',
];

it('the built deft run, one turn without a tool call, loads none of the code a tool call, hook, code search or MCP server needs', async () => {
  expect(existsSync(join(root, 'out', 'main', 'cli.js')), 'out/ is missing: run "npm run build" first').toBe(true);
  const server = await startLlmServer({ replies: [{ text: 'Hello there.' }] });
  onTestFinished(() => server.close());
  const home = tempDir();
  const projectDir = join(home, 'project');
  mkdirSync(projectDir);
  execFileSync('git', ['init', '-q'], { cwd: projectDir });

  const args = ['run', '--provider', 'anthropic', '--api-key', 'test-key', '--base-url', server.url, '--data-dir', join(home, 'data'), 'Say hello'];
  const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', recordLoads, join(root, 'bin', 'deft.js'), ...args], {
    cwd: projectDir,
    env: { PATH: process.env.PATH, HOME: home },
  });

  expect(stdout).toBe('Hello there.\n');
  const chunks = stderr
    .split('\n')
    .filter((line) => line.startsWith('LOADED file:') && line.includes('/out/main/'))
    .map((line) => readFileSync(fileURLToPath(line.slice('LOADED '.length)), 'utf8'));
  // The bundle marks each source it holds with a `// <path>` line.
  const sources = new Set(chunks.flatMap((text) => text.match(/^\/\/ main\/\S+/gm) ?? []).map((marker) => marker.slice(3)));
  expect(sources).toContain('main/core/tools/executor.ts');
  expect(loadedAtFirstUse.filter((source) => sources.has(source))).toEqual([]);
});
