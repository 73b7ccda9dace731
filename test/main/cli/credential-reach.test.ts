import { execFileSync } from 'node:child_process';
import { linkSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startLlmServer, toolResults, type ScriptEntry } from '../../mocks/llm-server/index.ts';
import { tempDir } from '../../helpers/temp-dir.ts';
import { startDeft } from './deft-process.ts';

const key = 'PLANTED-PRIVATE-KEY-7f3a9c';

/** The commands a model tries for the key, each run by the real `deft run` in the real shell. */
const attempts = [
  'cat $HOME/.ssh/id_rsa',
  'cat ${HOME}/.ssh/id_rsa',
  'cat ~/.ss?/id_*',
  'h=~/.ssh; cat $h/id_rsa',
  'cd ~/.ssh && cat id_rsa',
  'cd ~ && grep -r PLANTED .',
  'grep -r PLANTED ~',
  'cat linked-key',
  'cat /proc/self/root$HOME/.ssh/id_rsa',
  'base64 < "$HOME/.ssh/id_rsa"',
];

describe('deft run and a key in the home folder', () => {
  it.each([
    ['with no rules', [] as string[]],
    ['with Bash allowed', ['--allowed-tools', 'Bash']],
  ])('never shows the key, %s', { timeout: 120_000 }, async (_, flags) => {
    const root = tempDir();
    const projectDir = join(root, 'project');
    const home = join(root, 'home');
    mkdirSync(projectDir);
    mkdirSync(join(home, '.ssh'), { recursive: true });
    writeFileSync(join(home, '.ssh', 'id_rsa'), `-----BEGIN KEY-----\n${key}\n-----END KEY-----\n`);
    linkSync(join(home, '.ssh', 'id_rsa'), join(projectDir, 'linked-key'));
    execFileSync('git', ['init', '-q'], { cwd: projectDir });
    const replies: ScriptEntry[] = [
      { toolCalls: attempts.map((command, index) => ({ id: `toolu_${index}`, name: 'Bash', input: { command } })) },
      { text: 'Done trying.' },
    ];
    const server = await startLlmServer({ replies });
    onTestFinished(() => server.close());
    const args = ['run', '--provider', 'anthropic', '--model', 'claude-sonnet-4-5', '--base-url', server.url, '--api-key', 'sk-ant-test-key-0123456789',
      '--data-dir', join(root, 'data'), '--output-format', 'stream-json', ...flags, 'Find the key'];
    const { code, stdout, stderr } = await startDeft(args, { cwd: projectDir, env: { HOME: home, DEFT_DATA_DIR: '' } }).done;

    expect(code).toBe(0);
    const results = toolResults(server.requests[1]);
    expect(results).toHaveLength(attempts.length);
    expect(results.filter((result) => result.content.includes(key))).toEqual([]);
    expect(stdout + stderr).not.toContain(key);
    const statuses = stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line) as { type: string; status?: string }).filter((event) => event.type === 'tool_result');
    expect(statuses.map((event) => event.status)).toEqual(attempts.map(() => 'denied'));
  });
});
