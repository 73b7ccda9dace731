import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it, onTestFinished } from 'vitest';
import { tempDir } from '../helpers/temp-dir.ts';
import { startLlmServer } from '../mocks/llm-server/index.ts';

const root = join(import.meta.dirname, '../..');
const run = promisify(execFile);

describe('the tools the built command offers the model', () => {
  it('are, byte for byte, the ones the sources offer (the build describes them from its table, the sources from the code of the tools)', async () => {
    expect(existsSync(join(root, 'out', 'main', 'cli.js')), 'out/ is missing: run "npm run build" first').toBe(true);
    const server = await startLlmServer({ replies: [{ text: 'Hello.' }, { text: 'Hello.' }] });
    onTestFinished(() => server.close());
    const home = tempDir();
    const projectDir = join(home, 'project');
    mkdirSync(projectDir);
    const args = ['run', '--provider', 'anthropic', '--api-key', 'sk-test', '--base-url', server.url, '--data-dir', join(home, 'data'), 'Say hello'];
    const options = { cwd: projectDir, env: { PATH: process.env.PATH, HOME: home } };
    await run(process.execPath, [join(root, 'bin', 'deft.js'), ...args], options);
    await run(process.execPath, ['--import', join(root, 'scripts', 'register-node-hooks.js'), join(root, 'main', 'cli', 'main.ts'), ...args], options);

    const [built, sources] = server.requests.map((request) => JSON.stringify((request.body as { tools: unknown[] }).tools));
    expect(JSON.parse(built)).toHaveLength(29);
    expect(built).toBe(sources);
  }, 120_000);
});
