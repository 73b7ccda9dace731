import { describe, expect, it } from 'vitest';
import { finishedNotice } from '../../../../main/core/builtins/bash-result.ts';
import { bashHarness } from './bash-fixture.ts';

const shellIdIn = (text: string) => /shell_id (shell-[0-9a-f]+)/.exec(text)?.[1] ?? '';

describe('commands that wait for input', () => {
  it('returns early at a prompt and takes the answer through BashInput', async () => {
    const { bash, call, events } = bashHarness();
    const asked = await bash('echo start; read -p "Name? " name; echo "hello $name"; exit 5');
    expect(asked.status).toBe('success');
    expect(asked.text).toContain('waiting for input');
    expect(asked.text).toMatch(/start\nName\?/);
    const id = shellIdIn(asked.text);
    expect(events).toContainEqual(expect.objectContaining({ type: 'metadata', data: { status: 'waiting_for_input', shell_id: id } }));

    const answered = await call('BashInput', { shell_id: id, input: 'Ada\n' });
    expect(answered.status).toBe('error');
    expect(answered.text).toMatch(/Ada\nhello Ada\n\nExit code 5/);
    expect((await call('BashInput', { shell_id: id, input: 'x\n' })).text).toContain('No command with shell_id');
  });

  it('does not stop a quiet command whose screen is not a prompt', async () => {
    const { bash } = bashHarness();
    const result = await bash('echo working; sleep 1; echo done');
    expect(result.status).toBe('success');
    expect(result.text).toMatch(/^working\ndone\n/);
  });
});

describe('background commands', () => {
  it('starts at once, shows new output with a filter, and is killed by KillShell', async () => {
    const { bash, call, pty } = bashHarness();
    const started = await bash('for i in 1 2 3; do echo "line $i"; done; echo ready; sleep 600', { run_in_background: true });
    expect(started.status).toBe('success');
    const id = shellIdIn(started.text);
    expect(pty.list('session-1').map((shell) => shell.shellId)).toEqual([id]);

    let seen = '';
    await until(async () => {
      const read = (await call('BashOutput', { shell_id: id })).text;
      expect(read).toMatch(/^Still running\.\n/);
      seen += read.replace(/^Still running\.\n/, '').replace('(no new output)', '');
      return seen.includes('ready');
    });
    expect(seen.replace(/\n/g, '')).toBe('line 1line 2line 3ready');
    expect((await call('BashOutput', { shell_id: id })).text).toBe('Still running.\n(no new output)');

    const killed = await call('KillShell', { shell_id: id });
    expect(killed.text).toMatch(/^Stopped shell-[0-9a-f]+\. Its process tree was killed: \d+ process/);
    expect(pty.list('session-1')).toEqual([]);
    expect(pty.drainFinished('session-1')).toEqual([]);
  });

  it('filters new lines and tells the agent once when a command finishes', async () => {
    const { bash, call, pty } = bashHarness();
    const id = shellIdIn((await bash('echo apple; echo banana; echo avocado; exit 2', { run_in_background: true })).text);
    await until(async () => pty.list('session-1')[0]?.status === 'exited');
    const finished = pty.drainFinished('session-1');
    expect(finished.map(finishedNotice)).toEqual([
      `Background command ${id} ("echo apple; echo banana; echo avocado; exit 2") finished: Exit code 2. Read its output with BashOutput {"shell_id": "${id}"}.`,
    ]);
    expect(pty.drainFinished('session-1')).toEqual([]);
    const filtered = await call('BashOutput', { shell_id: id, filter: '^a' });
    expect(filtered.text).toBe('Finished: Exit code 2.\napple\navocado');
    expect((await call('BashOutput', { shell_id: id })).text).toContain('No command with shell_id');
    expect((await call('BashOutput', { shell_id: id, filter: '(' })).text).toContain('not a valid regular expression');
  });

  it('ends every command of a session when the session closes', async () => {
    const { bash, pty } = bashHarness();
    await bash('sleep 600', { run_in_background: true });
    await bash('sleep 601', { run_in_background: true });
    expect(pty.list('session-1')).toHaveLength(2);
    await pty.closeSession('session-1');
    expect(pty.list('session-1')).toEqual([]);
  });
});

async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 20));
}
