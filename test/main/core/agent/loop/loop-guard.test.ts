import { describe, expect, it } from 'vitest';
import { createLoopGuard, type ObservedCall } from '../../../../../main/core/agent/loop/loop-guard.ts';

const call = (name: string, input: Record<string, unknown>, result: string, more: Partial<ObservedCall> = {}): ObservedCall => ({
  name,
  input,
  content: [{ type: 'text', text: result }],
  isError: false,
  polls: false,
  ...more,
});
const read = (path: string, result = 'same text') => call('Read', { file_path: path }, result);
const bash = (command: string, result: string) => call('Bash', { command }, result);

describe('createLoopGuard', () => {
  it('tells the model at the third identical call with the same result, and asks the person when it goes on', () => {
    const guard = createLoopGuard();
    expect(guard.observe([read('a.ts')])).toBeUndefined();
    expect(guard.observe([read('a.ts')])).toBeUndefined();
    expect(guard.observe([read('a.ts')])).toEqual({ level: 'told', what: 'called Read with the same input three times in a row, getting the same result each time' });
    expect(guard.observe([read('a.ts')])).toMatchObject({ level: 'persists' });
  });

  it('never trips on a repeated call whose result changes', () => {
    const guard = createLoopGuard();
    for (let poll = 0; poll < 10; poll++) expect(guard.observe([bash('date +%s%N', `17648${poll}0000000000`)])).toBeUndefined();
  });

  it('ignores timestamps and durations in the result: a build that fails the same way each time is a loop', () => {
    const guard = createLoopGuard();
    const failed = (at: string, took: string) => ({ ...bash('npm run build', `[${at}] error TS2304: Cannot find name 'x'.\nExit code 2 · ${took} s`), isError: true });
    guard.observe([failed('12:00:01', '3.1')]);
    guard.observe([failed('12:00:09', '2.9')]);
    expect(guard.observe([failed('12:00:20', '3.4')])?.level).toBe('told');
  });

  it('never counts a polling tool, however often it says the same', () => {
    const guard = createLoopGuard();
    const poll = call('BashOutput', { shell_id: 's1' }, 'Still running.\n(no new output)', { polls: true });
    for (let time = 0; time < 10; time++) expect(guard.observe([poll])).toBeUndefined();
  });

  it('starts counting afresh after a poll: a call repeated across a wait is a new look', () => {
    const guard = createLoopGuard();
    const sleep = call('Sleep', { seconds: 2 }, 'Waited 2 seconds.', { polls: true });
    const curl = bash('curl -s localhost:3000', 'curl: (7) Failed to connect to localhost port 3000');
    for (let time = 0; time < 10; time++) expect(guard.observe([curl, sleep])).toBeUndefined();
  });

  it('treats inputs with the same fields in another order as the same call', () => {
    const guard = createLoopGuard();
    guard.observe([call('Grep', { pattern: 'x', path: 'src' }, 'none'), call('Grep', { path: 'src', pattern: 'x' }, 'none')]);
    expect(guard.observe([call('Grep', { pattern: 'x', path: 'src' }, 'none')])?.level).toBe('told');
  });

  it('tells the model of an A-B-A-B cycle, and asks when the cycle goes on', () => {
    const guard = createLoopGuard();
    const edit = call('Edit', { file_path: 'a.ts', old_string: 'x', new_string: 'y' }, 'old_string not found');
    expect(guard.observe([read('a.ts'), edit])).toBeUndefined();
    expect(guard.observe([read('a.ts'), edit])).toEqual({ level: 'told', what: 'alternated between the same Read and Edit calls twice, getting the same results each time' });
    expect(guard.observe([read('a.ts')])?.level).toBe('persists');
  });

  it('lets varied work go on', () => {
    const guard = createLoopGuard();
    for (const path of ['a', 'b', 'a', 'c', 'b', 'c']) expect(guard.observe([read(path)])).toBeUndefined();
  });

  it('does not take the same call with another result or another outcome for a repeat', () => {
    const guard = createLoopGuard();
    guard.observe([read('a.ts', 'v1')]);
    guard.observe([read('a.ts', 'v1')]);
    expect(guard.observe([{ ...read('a.ts', 'v1'), isError: true }])).toBeUndefined();
  });

  it('tells the model again first after the person let it go on', () => {
    const guard = createLoopGuard();
    for (let time = 0; time < 4; time++) guard.observe([read('a.ts')]);
    guard.forgive();
    guard.observe([read('a.ts')]);
    guard.observe([read('a.ts')]);
    expect(guard.observe([read('a.ts')])?.level).toBe('told');
  });
});
