import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ToolEvent } from '../../../../shared/vocabulary/tool-calls.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { survivors } from '../pty/survivors.ts';
import { bashHarness } from './bash-fixture.ts';

describe('Bash', () => {
  it('keeps the working directory between calls but not the environment', async () => {
    const { bash, project } = bashHarness();
    mkdirSync(join(project, 'sub dir'));
    expect((await bash('cd "sub dir" && export DEFT_TEST_VAR=set')).status).toBe('success');
    const next = await bash('pwd; echo "var=${DEFT_TEST_VAR:-unset}"');
    expect(next.text).toContain(`${join(project, 'sub dir')}\nvar=unset`);
  });

  it('goes back to the project root when a command leaves the working dirs', async () => {
    const { bash, project } = bashHarness();
    const outside = tempDir();
    const left = await bash(`cd ${outside}`);
    expect(left.text).toContain(`reset to ${project}`);
    expect((await bash('pwd')).text).toMatch(new RegExp(`^${project}\\n`));
  });

  it('runs in a terminal with the git and pager settings', async () => {
    const { bash } = bashHarness();
    const result = await bash('[ -t 1 ] && echo tty; echo "$TERM $GIT_TERMINAL_PROMPT $GIT_EDITOR $PAGER"');
    expect(result.text).toMatch(/^tty\nxterm-256color 0 true cat\n/);
  });

  it('streams raw output as progress events', async () => {
    const { bash, events } = bashHarness();
    await bash('printf "\\033[31mred\\033[0m\\n"; sleep 0.2; echo second');
    const progress = events.filter((event): event is Extract<ToolEvent, { type: 'progress' }> => event.type === 'progress');
    expect(progress.length).toBeGreaterThanOrEqual(2);
    const raw = progressText(events);
    expect(raw).toContain('\x1b[31mred');
    expect(raw).toContain('second');
  });

  it('collapses carriage-return progress bars and screen clears, and removes colours', async () => {
    const { bash } = bashHarness();
    const bar = await bash('for i in 10 50 100; do printf "\\rprogress %3d%%" $i; done; printf "\\n\\033[1;32mdone\\033[0m\\n"');
    expect(bar.text).toMatch(/^progress 100%\ndone\n/);
    const cleared = await bash('echo before; printf "\\033[H\\033[2J\\033[3J"; echo after');
    expect(cleared.text).toMatch(/^after\n/);
  });

  it('tells the UI how a command ended: its exit code', async () => {
    const { bash, events } = bashHarness();
    await bash('echo fine');
    await bash('exit 3');
    const codes = events.flatMap((event) => (event.type === 'metadata' && 'exit_code' in event.data ? [event.data.exit_code] : []));
    expect(codes).toEqual([0, 3]);
  });

  it('reports exit codes, treating exit code 1 of grep, diff and test as answers', async () => {
    const { bash } = bashHarness();
    const failed = await bash('echo partial; exit 3');
    expect(failed.status).toBe('error');
    expect(failed.text).toMatch(/^partial\n\nExit code 3 · [\d.]+ s$/);
    for (const command of ['grep nothing /dev/null', 'echo a | grep b', 'test -e /nonexistent', 'diff <(echo a) <(echo b)']) {
      const answer = await bash(command);
      expect(answer.status, command).toBe('success');
      expect(answer.text, command).toMatch(/Exit code 1/);
    }
    expect((await bash('grep -q x /nonexistent-file')).status).toBe('error');
    expect((await bash('false')).status).toBe('error');
  });

  it('cuts long output to head and tail and saves the rendered whole', async () => {
    const { bash, events } = bashHarness();
    const result = await bash('seq 1 20000');
    expect(result.status).toBe('success');
    expect(result.text.length).toBeLessThan(32_000);
    expect(result.text).toMatch(/^1\n2\n/);
    expect(result.text).toMatch(/19999\n20000\n[\s\S]*Exit code 0/);
    const spillPath = events.flatMap((event) => (event.type === 'metadata' && typeof event.data.spillPath === 'string' ? [event.data.spillPath] : []))[0];
    const whole = readFileSync(spillPath, 'utf8');
    expect(whole.split('\n').slice(0, 20000)).toEqual(Array.from({ length: 20000 }, (_, i) => String(i + 1)));
  });

  it('returns when the command ends even if background children hold the terminal, and stops them', async () => {
    const { bash } = bashHarness();
    const result = await bash('trap "" HUP; sleep 600 & setsid sleep 601 & echo started');
    expect(result.status).toBe('success');
    expect(result.text).toMatch(/^started\n\nStopped 2 processes the command left running/);
  });

  it('kills a three-level tree, including a descendant that called setsid, on timeout', async () => {
    const { bash, pty, shellIds, events } = bashHarness();
    const result = await bash(`bash -c 'bash -c "sleep 600" & setsid sleep 601 & echo ready; wait'`, { timeout: 1500 });
    expect(result.status).toBe('timed_out');
    expect(progressText(events)).toContain('ready');
    await pty.closeAll();
    expect(survivors(shellIds()[0])).toEqual([]);
  });

  it('kills the tree on cancel, with SIGKILL for what ignores SIGTERM', async () => {
    const { bash, pty, shellIds, events } = bashHarness();
    const controller = new AbortController();
    const running = bash(
      `bash -c 'trap "" TERM; sleep 602' & setsid bash -c 'trap "" TERM; bash -c "sleep 603"' & echo ready; wait`,
      {},
      controller.signal,
    );
    await until(() => progressText(events).includes('ready'));
    const [id] = shellIds();
    await until(() => survivors(id).length >= 3);
    controller.abort();
    const outcome = await running;
    expect(outcome.status).toBe('cancelled');
    expect(outcome.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n')).toMatch(/process tree was killed: .*SIGTERM.*SIGKILL/s);
    expect(events).toContainEqual(expect.objectContaining({ type: 'metadata', data: { status: 'killed' } }));
    expect(survivors(id)).toEqual([]);
    await pty.closeAll();
  });
});

/** The terminal's output as the executor streams it: text, redacted, whole characters only. */
function progressText(events: readonly ToolEvent[]): string {
  return events.flatMap((event) => (event.type === 'progress' ? [(event.data as { data: string }).data] : [])).join('');
}

/** Polls until the condition holds (for a state another process reaches). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}
