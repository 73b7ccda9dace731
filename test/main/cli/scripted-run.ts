import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import { startLlmServer, type ScriptEntry } from '../../mocks/llm-server/index.ts';
import { tempDir } from '../../helpers/temp-dir.ts';
import type { DeftOptions } from './deft-process.ts';

/**
 * A git project with these files, a data dir, a home of its own, a scripted model server speaking
 * Anthropic's protocol, and the `deft run` arguments that use them.
 */
export async function scriptedRun(replies: ScriptEntry[], files: Record<string, string> = {}) {
  const root = tempDir();
  const projectDir = join(root, 'project');
  const dataDir = join(root, 'data');
  const home = join(root, 'home');
  for (const dir of [projectDir, home]) mkdirSync(dir);
  for (const [path, content] of Object.entries(files)) writeFileSync(join(projectDir, path), content);
  execFileSync('git', ['init', '-q'], { cwd: projectDir });
  const server = await startLlmServer({ replies });
  onTestFinished(() => server.close());
  const args = (...rest: string[]) => [
    'run',
    '--provider',
    'anthropic',
    '--model',
    'claude-sonnet-4-5',
    '--base-url',
    server.url,
    '--api-key',
    'sk-ant-test-key-0123456789',
    '--data-dir',
    dataDir,
    ...rest,
  ];
  const options: DeftOptions = { cwd: projectDir, env: { HOME: home, DEFT_DATA_DIR: '' } };
  return { projectDir, dataDir, server, args, options };
}

/** stdout of `--output-format stream-json` (or `json`), one object per line. */
export function jsonLines(stdout: string): Array<Record<string, unknown>> {
  return stdout
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
