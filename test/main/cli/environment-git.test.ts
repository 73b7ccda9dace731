import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startLlmServer } from '../../mocks/llm-server/index.ts';
import { tempDir } from '../../helpers/temp-dir.ts';
import { startDeft } from './deft-process.ts';

const apiKey = 'sk-ant-test-key-0123456789';
const envKey = 'sk-ant-env-key-9876543210';

describe('deft run collecting the environment for the prompt', () => {
  it('runs git for the branch and status in the project without the keys Deft holds, and the model sees what it found', async () => {
    const root = tempDir();
    const projectDir = join(root, 'project');
    const shims = join(root, 'bin');
    const seen = join(root, 'seen');
    for (const dir of [projectDir, shims, seen]) mkdirSync(dir);
    execFileSync('git', ['init', '-q', '-b', 'early-branch'], { cwd: projectDir });
    // A git first on PATH that writes down the environment it was started with, then runs the real one.
    const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    writeFileSync(join(shims, 'git'), `#!/bin/sh\nenv > "${seen}/$$"\nexec "${realGit}" "$@"\n`);
    chmodSync(join(shims, 'git'), 0o755);
    const server = await startLlmServer({ replies: [{ text: 'Hello.' }] });
    onTestFinished(() => server.close());

    const args = ['run', '--provider', 'anthropic', '--base-url', server.url, '--api-key', apiKey, '--data-dir', join(root, 'data'), 'Say hello'];
    const env = { HOME: join(root, 'home'), PATH: `${shims}:${process.env.PATH}`, ANTHROPIC_API_KEY: envKey, DEFT_DATA_DIR: '' };
    const { code } = await startDeft(args, { cwd: projectDir, env }).done;

    expect(code).toBe(0);
    const started = readdirSync(seen).map((file) => readFileSync(join(seen, file), 'utf8'));
    expect(started.length).toBeGreaterThanOrEqual(2);
    for (const environment of started) {
      expect(environment).not.toContain(apiKey);
      expect(environment).not.toContain(envKey);
    }
    expect(JSON.stringify((server.requests[0].body as { system: unknown }).system)).toContain('branch early-branch');
  }, 60_000);
});
