import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lastUserText, toolResults } from '../../mocks/llm-server/index.ts';
import { startDeft } from './deft-process.ts';
import { jsonLines, scriptedRun } from './scripted-run.ts';

const timeout = { timeout: 120_000 };
const user = (content: unknown) => `${JSON.stringify({ type: 'user', message: { role: 'user', content } })}\n`;
/** Waits in the shell until the test creates `go`: a tool call that runs until the test says. */
const waitForGo = { toolCalls: [{ id: 'toolu_wait', name: 'Bash', input: { command: 'while [ ! -e go ]; do sleep 0.1; done; echo went' } }] };

describe('deft run --input-format stream-json', () => {
  it('steers the running turn with a message that arrives mid-turn, and starts a new turn with one that arrives after', timeout, async () => {
    const { server, args, options, projectDir } = await scriptedRun([waitForGo, { text: 'Steered.' }, { text: 'Second turn.' }]);
    const run = startDeft(args('--input-format', 'stream-json', '--output-format', 'stream-json', '--allowed-tools', 'Bash'), {
      ...options,
      input: user('Wait for go'),
      keepStdinOpen: true,
    });
    let stdout = '';
    const waiters = new Set<() => void>();
    run.child.stdout!.on('data', (text: string) => {
      stdout += text;
      for (const waiter of waiters) waiter();
    });
    const until = (seen: (lines: Array<Record<string, unknown>>) => boolean) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (!seen(jsonLines(stdout.slice(0, stdout.lastIndexOf('\n') + 1) || '{}'))) return;
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
        check();
      });

    await until((lines) => lines.some((line) => line.type === 'tool_use' && line.id === 'toolu_wait'));
    run.child.stdin!.write(user([{ type: 'text', text: 'Also say which shell ran it' }]));
    await until((lines) => lines.some((line) => line.subtype === 'queue' && JSON.stringify(line.messages).includes('"delivery":"steer"')));
    writeFileSync(join(projectDir, 'go'), '');
    await until((lines) => lines.filter((line) => line.type === 'result').length === 1);
    run.child.stdin!.write(user('And now something else'));
    await until((lines) => lines.filter((line) => line.type === 'result').length === 2);
    run.child.stdin!.end();
    const { code, stderr } = await run.done;

    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(server.requests).toHaveLength(3);
    expect(lastUserText(server.requests[0])).toBe('Wait for go');
    expect(toolResults(server.requests[1])[0]).toMatchObject({ toolCallId: 'toolu_wait', content: expect.stringContaining('went') });
    expect(lastUserText(server.requests[1])).toBe('Also say which shell ran it');
    expect(lastUserText(server.requests[2])).toBe('And now something else');
    const results = jsonLines(stdout).filter((line) => line.type === 'result');
    expect(results).toMatchObject([
      { subtype: 'success', result: 'Steered.', num_turns: 2 },
      { subtype: 'success', result: 'Second turn.', num_turns: 1 },
    ]);
    expect(results[0].session_id).toBe(results[1].session_id);
  });

  it('names a line that is not a user message and goes on with the next', timeout, async () => {
    const { server, args, options } = await scriptedRun([{ text: 'Hello.' }]);
    const input = `not json\n${JSON.stringify({ type: 'assistant' })}\n${user('Hi')}`;
    const { code, stdout } = await startDeft(args('--input-format', 'stream-json', '--output-format', 'stream-json'), { ...options, input }).done;
    const lines = jsonLines(stdout);
    expect(lines.filter((line) => line.subtype === 'notice').map((line) => line.message)).toEqual([
      expect.stringContaining('not JSON'),
      expect.stringContaining('not a user message'),
    ]);
    expect(lastUserText(server.requests[0])).toBe('Hi');
    expect({ code, last: lines.at(-1) }).toMatchObject({ code: 0, last: { type: 'result', result: 'Hello.' } });
  });
});
