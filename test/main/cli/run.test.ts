import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { lastUserText, startLlmServer, toolResults, type ScriptEntry } from '../../mocks/llm-server/index.ts';
import { tempDir } from '../../helpers/temp-dir.ts';
import { deft, startDeft, type DeftOptions } from './deft-process.ts';

const apiKey = 'sk-ant-test-key-0123456789';

/** A git project with a note, a data dir, a home of its own, and a scripted model server speaking Anthropic's protocol. */
async function setup(replies: ScriptEntry[], onRequest?: () => void) {
  const root = tempDir();
  const projectDir = join(root, 'project');
  const dataDir = join(root, 'data');
  const home = join(root, 'home');
  for (const dir of [projectDir, home]) mkdirSync(dir);
  writeFileSync(join(projectDir, 'notes.txt'), 'first line\nsecond line\n');
  execFileSync('git', ['init', '-q'], { cwd: projectDir });
  const server = await startLlmServer({ replies, onRequest });
  onTestFinished(() => server.close());
  const args = (...rest: string[]) => ['run', '--provider', 'anthropic', '--model', 'claude-sonnet-4-5', '--base-url', server.url, '--api-key', apiKey, '--data-dir', dataDir, ...rest];
  const options: DeftOptions = { cwd: projectDir, env: { HOME: home, DEFT_DATA_DIR: '' } };
  return { projectDir, dataDir, server, args, options };
}

const readThenTest: ScriptEntry[] = [
  {
    text: 'Let me check.',
    toolCalls: [
      { id: 'toolu_read', name: 'Read', input: { file_path: 'notes.txt' } },
      { id: 'toolu_test', name: 'Bash', input: { command: 'npm test' } },
    ],
  },
  (request) => {
    const [read, test] = toolResults(request);
    const saw = read.content.includes('first line') && test.content.includes("--allowed-tools 'Bash(npm test)'");
    return { text: saw ? 'Read the notes; running the tests needs your approval.' : 'Something is missing.' };
  },
];

describe('deft run', () => {
  it('answers a prompt from stdin: the answer on stdout, tool activity and the status on stderr, and a call that needs approval denied with its rule', async () => {
    const { server, args, options, dataDir } = await setup(readThenTest);
    const { code, stdout, stderr } = await startDeft(args(), { ...options, input: 'What do the notes say?\n' }).done;

    expect(stderr).toContain('⏺ Read(notes.txt) ✓\n');
    expect(stderr).toContain("⏺ Bash(npm test) ✗ denied — allow with --allowed-tools 'Bash(npm test)'\n");
    expect(stdout).toBe('Let me check.\n\nRead the notes; running the tests needs your approval.\n');
    expect(code).toBe(0);
    expect(lastUserText(server.requests[0])).toBe('What do the notes say?');
    const sessionId = /✓ done · 2 turns · .* · session (\w+)\n$/.exec(stderr)?.[1];
    expect(sessionId).toBeDefined();

    const transcript = deft(['sessions', 'show', sessionId!, '--data-dir', dataDir]);
    expect(transcript.stdout).toContain('> What do the notes say?');
    expect(transcript.stdout).toContain('⏺ Bash(npm test) ✗ denied');
  });

  it('streams one JSON object per event with --output-format stream-json, the result last', async () => {
    const { args, options } = await setup(readThenTest);
    const { code, stdout, stderr } = await startDeft(args('--output-format', 'stream-json', 'What do the notes say?'), options).done;
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const lines = stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines[0]).toMatchObject({ type: 'system', subtype: 'init', model: 'claude-sonnet-4-5', provider: 'anthropic', parent_tool_use_id: null });
    const sessionId = lines[0].session_id;
    expect(lines).toContainEqual(expect.objectContaining({ type: 'tool_use', id: 'toolu_test', name: 'Bash', input: { command: 'npm test' }, session_id: sessionId }));
    expect(lines).toContainEqual(expect.objectContaining({ type: 'permission', subtype: 'asked', tool_use_id: 'toolu_test', suggestions: ['Bash(npm test)'] }));
    expect(lines).toContainEqual(expect.objectContaining({ type: 'tool_result', tool_use_id: 'toolu_test', status: 'denied', is_error: true }));
    expect(lines.at(-1)).toMatchObject({
      type: 'result',
      subtype: 'success',
      is_error: false,
      result: 'Read the notes; running the tests needs your approval.',
      session_id: sessionId,
      num_turns: 2,
      permission_denials: [{ tool_name: 'Bash', tool_use_id: 'toolu_test', tool_input: { command: 'npm test' } }],
    });
    expect(lines.at(-1).usage.input_tokens).toBeGreaterThan(0);
  });

  it('exits with 1 when the turn limit is reached, as Claude Code does', async () => {
    const { args, options } = await setup([{ toolCalls: [{ id: 'toolu_1', name: 'Read', input: { file_path: 'notes.txt' } }] }]);
    const { code, stdout } = await startDeft(args('--max-turns', '1', '--output-format', 'json', 'Read forever'), options).done;
    expect(code).toBe(1);
    expect(JSON.parse(stdout)).toMatchObject({ type: 'result', subtype: 'error_max_turns', is_error: true, status: 'max_turns', num_turns: 1 });
  });

  it('exits with 1 on an error, and never prints the API key, even when the provider echoes it', async () => {
    const { args, options } = await setup([{ status: 401, body: { type: 'error', error: { type: 'authentication_error', message: `invalid x-api-key: ${apiKey}` } } }]);
    const { code, stdout, stderr } = await startDeft(args('--output-format', 'json', 'Hello'), options).done;
    expect(code).toBe(1);
    expect(stdout + stderr).not.toContain(apiKey);
    expect(JSON.parse(stdout)).toMatchObject({ is_error: true, status: 'error', error: expect.stringContaining('[redacted]') });
  });

  it('redacts from its output what looks like a key even when no setting names it, as the log does', async () => {
    const bearer = 'Bearer eyJhbGciOiJIUzI1NiJ9.someone-elses-token';
    const openAiShaped = 'sk-proj-notconfigured0123456789abcdef';
    const { args, options } = await setup([{ text: `The file says: Authorization: ${bearer} and OPENAI=${openAiShaped}` }]);
    const { code, stdout, stderr } = await startDeft(args('Show me the credentials file'), options).done;
    expect(code).toBe(0);
    expect(stdout + stderr).not.toContain('someone-elses-token');
    expect(stdout + stderr).not.toContain(openAiShaped);
    expect(stdout).toContain('The file says: Authorization: [redacted] and OPENAI=[redacted]');
  });

  it('cancels the run on Ctrl-C and exits with 130 once it has ended', async () => {
    let requested = () => {};
    const modelAsked = new Promise<void>((resolve) => (requested = resolve));
    const { args, options } = await setup([{ text: 'This answer never arrives.', delayMs: 600_000 }], () => requested());
    const started = startDeft(args('--output-format', 'stream-json', 'Take your time'), options);
    await modelAsked;
    started.child.kill('SIGINT');
    const { code, stdout } = await started.done;
    expect(code).toBe(130);
    const lines = stdout
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toContainEqual(expect.objectContaining({ type: 'system', subtype: 'notice', message: expect.stringContaining('Cancelling') }));
    expect(lines.at(-1)).toMatchObject({ type: 'result', subtype: 'cancelled', is_error: true, status: 'cancelled' });
  });

  it('titles the session from its first prompt, as the desktop does, so `deft sessions list` shows it', async () => {
    const { args, options, dataDir } = await setup([{ text: 'Done.' }, { status: 400 }]);
    const prompt = '## Make the *flaky* login test pass\n\nIt fails one time in ten.';
    const first = await startDeft(args(prompt), options).done;
    expect(first.code).toBe(0);
    const sessionId = /session (\w+)\n$/.exec(first.stderr)?.[1];
    const listed = deft(['sessions', 'list', '--json', '--data-dir', dataDir]);
    expect(JSON.parse(listed.stdout)).toMatchObject([{ id: sessionId, title: 'Make the flaky login test pass' }]);
    expect(deft(['sessions', 'list', '--data-dir', dataDir]).stdout).toContain('Make the flaky login test pass');

    // A later prompt in the same session keeps the title; a run that fails is titled too.
    expect((await startDeft(args('-c', 'Now the signup test'), options).done).code).toBe(1);
    expect(JSON.parse(deft(['sessions', 'list', '--json', '--data-dir', dataDir]).stdout)).toMatchObject([{ id: sessionId, title: 'Make the flaky login test pass' }]);
  });
});
