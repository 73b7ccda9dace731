import { noConfinement } from '../../../../main/core/common/process/confine.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createPtyManager, type PtyManagerOptions } from '../../../../main/core/pty/manager.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { survivors } from './survivors.ts';

const highWaterMark = 64 * 1024;
const bigOutput = 5_000_000;
/** Five million bytes of `y` lines, then a last line. */
const command = `yes | head -c ${bigOutput}; echo; echo the-end`;

/** A manager whose output is counted as it is sent to the viewers; its commands are killed after the test. */
function counted(options: PtyManagerOptions = {}) {
  const sent = { bytes: 0, text: '' };
  const pty = createPtyManager({
    flowControl: { highWaterMark, lowWaterMark: 16 * 1024, stalledViewerMs: 60_000 },
    onOutput: ({ data }) => {
      sent.bytes += data.length;
      sent.text = (sent.text + data.toString()).slice(-100);
    },
    ...options,
  });
  const cwd = tempDir();
  onTestFinished(() => pty.closeAll());
  return { pty, sent, cwd };
}

/** The viewer fell behind; what the command can still write past the high mark is what the PTY had buffered. */
async function pausedBehind(sent: { bytes: number }): Promise<void> {
  await until(() => sent.bytes > highWaterMark);
  await sleep(500);
  expect(sent.bytes).toBeLessThan(bigOutput / 5);
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await sleep(20);
}

describe('flow control of a command’s output toward attached viewers', () => {
  it('pauses a command while an attached viewer does not acknowledge, and resumes it as it does', async () => {
    const { pty, sent, cwd } = counted();
    const shell = await pty.start({ sessionId: 's', command, cwd, confinement: noConfinement });
    onTestFinished(() => expect(survivors(shell.shellId)).toEqual([]));
    expect(pty.attachViewer(shell.shellId, 'card')).toBe(true);
    await pausedBehind(sent);
    expect(pty.list('s')[0].status).toBe('running');

    let acknowledged = 0;
    await until(() => {
      pty.acknowledge(shell.shellId, 'card', sent.bytes - acknowledged);
      acknowledged = sent.bytes;
      return pty.list('s')[0].status === 'exited';
    });
    expect(sent.bytes).toBeGreaterThan(bigOutput);
    expect(sent.text).toContain('the-end');
    expect(pty.attachViewer(shell.shellId, 'late')).toBe(false);
  });

  it('waits for the viewer furthest behind, and lets a command go on when that viewer detaches', async () => {
    const { pty, sent, cwd } = counted();
    const shell = await pty.start({ sessionId: 's', command, cwd, confinement: noConfinement });
    pty.attachViewer(shell.shellId, 'card');
    pty.attachViewer(shell.shellId, 'panel');
    await pausedBehind(sent);
    pty.acknowledge(shell.shellId, 'panel', sent.bytes);
    await pausedBehind(sent);
    pty.detachViewer(shell.shellId, 'card');
    pty.detachViewer(shell.shellId, 'panel');
    await until(() => pty.list('s')[0].status === 'exited');
    expect(sent.text).toContain('the-end');
  });

  it('never holds up a command nobody attached to, though views acknowledge', async () => {
    const { pty, sent, cwd } = counted();
    const shell = await pty.start({ sessionId: 's', command, cwd, confinement: noConfinement });
    pty.acknowledge(shell.shellId, 'never-attached', 1);
    await until(() => pty.list('s')[0].status === 'exited');
    expect(sent.bytes).toBeGreaterThan(bigOutput);
  });

  it('lets go of a viewer that stopped acknowledging, so a call waiting on its command ends', async () => {
    const { pty, sent, cwd } = counted({ flowControl: { highWaterMark, lowWaterMark: 16 * 1024, stalledViewerMs: 1_000 } });
    const settled = await pty.run(
      { sessionId: 's', command, cwd, confinement: noConfinement },
      { signal: new AbortController().signal, onStart: (shell) => pty.attachViewer(shell.shellId, 'card-gone-off-screen') },
    );
    expect(settled.kind).toBe('exited');
    expect(settled.kind === 'exited' && settled.output.text).toContain('the-end');
    expect(sent.bytes).toBeGreaterThan(bigOutput);
  });

  it('does not take a command paused behind a prompt-like line for one waiting for input', async () => {
    const { pty, sent, cwd } = counted({ idleMs: 100 });
    let shellId = '';
    const settling = pty.run(
      { sessionId: 's', command: `yes 'Name:' | head -c ${bigOutput}; echo; echo the-end`, cwd, confinement: noConfinement },
      { signal: new AbortController().signal, onStart: (shell) => pty.attachViewer((shellId = shell.shellId), 'card') },
    );
    await pausedBehind(sent);
    pty.detachViewer(shellId, 'card');
    const settled = await settling;
    expect(settled.kind).toBe('exited');
  });

  it('kills a paused command at once', async () => {
    const { pty, sent, cwd } = counted();
    const shell = await pty.start({ sessionId: 's', command, cwd, confinement: noConfinement });
    pty.attachViewer(shell.shellId, 'card');
    await pausedBehind(sent);
    expect(await pty.kill('s', shell.shellId)).toMatchObject({ shell: { status: 'killed' } });
    expect(survivors(shell.shellId)).toEqual([]);
  });
});
