import { describe, expect, it } from 'vitest';
import { toolResults, type ScriptEntry } from '../../mocks/llm-server/index.ts';
import { startDeft } from './deft-process.ts';
import { jsonLines, scriptedRun } from './scripted-run.ts';

const timeout = { timeout: 120_000 };
const times = (count: number, reply: ScriptEntry) => Array.from({ length: count }, () => reply);
const bash = (command: string, more: Record<string, unknown> = {}) => ({ toolCalls: [{ name: 'Bash', input: { command, ...more } }] });
const read = (path: string) => ({ toolCalls: [{ name: 'Read', input: { file_path: path } }] });
const lastResult = (request: Parameters<typeof toolResults>[0]) => toolResults(request).at(-1)?.content ?? '';
const told = /Note from Deft: you have (.*?)\. Repeating it/;

describe('deft run and the loop guard', () => {
  it('tells the model at the third identical call and result, and ends the run with error_loop when it goes on', timeout, async () => {
    const { server, args, options } = await scriptedRun([...times(4, read('notes.txt')), { text: 'never reached' }], { 'notes.txt': 'the same\n' });
    const { code, stdout } = await startDeft(args('--output-format', 'stream-json', 'Read the notes'), options).done;

    expect(server.requests).toHaveLength(4);
    expect(server.requests.slice(0, 3).map((request) => told.test(lastResult(request)))).toEqual([false, false, false]);
    expect(told.exec(lastResult(server.requests[3]))?.[1]).toBe('called Read with the same input three times in a row, getting the same result each time');
    expect(code).toBe(1);
    expect(jsonLines(stdout).at(-1)).toMatchObject({
      type: 'result',
      subtype: 'error_loop',
      is_error: true,
      status: 'error',
      num_turns: 4,
      error: expect.stringMatching(/^Stopped: the agent called Read .* and went on after being told\.$/),
    });
  });

  it('reports error_loop in --output-format json too', timeout, async () => {
    const { args, options } = await scriptedRun(times(4, read('notes.txt')), { 'notes.txt': 'the same\n' });
    const { code, stdout } = await startDeft(args('--output-format', 'json', 'Read the notes'), options).done;
    expect(code).toBe(1);
    expect(jsonLines(stdout)).toEqual([expect.objectContaining({ type: 'result', subtype: 'error_loop', is_error: true })]);
  });

  it('never trips on a command polled ten times whose output changes', timeout, async () => {
    const { server, args, options } = await scriptedRun([...times(10, bash('date +%s%N')), { text: 'The clock moves.' }]);
    const { code, stdout } = await startDeft(args('--allowed-tools', 'Bash(date:*)', '--output-format', 'json', 'Watch the clock'), options).done;

    const results = server.requests.slice(1).map(lastResult);
    expect(results).toHaveLength(10);
    expect(new Set(results.map((text) => /^\d+/.exec(text)?.[0])).size).toBe(10);
    expect(results.some((text) => told.test(text))).toBe(false);
    expect({ code, result: jsonLines(stdout)[0] }).toMatchObject({ code: 0, result: { subtype: 'success', result: 'The clock moves.' } });
  });

  it('never trips on BashOutput polled ten times with the same answer', timeout, async () => {
    const poll = { toolCalls: [{ name: 'BashOutput', input: { shell_id: 'shell-1' } }] };
    const { server, args, options } = await scriptedRun([...times(10, poll), { text: 'Still no such shell.' }]);
    const { code } = await startDeft(args('--output-format', 'json', 'Poll'), options).done;

    const results = server.requests.slice(1).map(lastResult);
    expect(new Set(results).size).toBe(1);
    expect(results).toHaveLength(10);
    expect(code).toBe(0);
  });

  it('tells the model of an A-B-A-B cycle, and lets it go on when it changes course', timeout, async () => {
    const replies = [read('a.txt'), read('b.txt'), read('a.txt'), read('b.txt'), { text: 'I will stop reading.' }];
    const { server, args, options } = await scriptedRun(replies, { 'a.txt': 'A\n', 'b.txt': 'B\n' });
    const { code, stdout } = await startDeft(args('--output-format', 'json', 'Compare'), options).done;

    expect(told.exec(lastResult(server.requests[4]))?.[1]).toBe('alternated between the same Read and Read calls twice, getting the same results each time');
    expect({ code, result: jsonLines(stdout)[0] }).toMatchObject({ code: 0, result: { subtype: 'success' } });
  });
});
