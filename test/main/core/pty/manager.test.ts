import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createPtyManager } from '../../../../main/core/pty/manager.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { survivors } from './survivors.ts';

describe('createPtyManager', () => {
  it('pauses a command whose output is not acknowledged, and resumes it when it is', async () => {
    let delivered = 0;
    const pty = createPtyManager({
      flowControl: { highWaterMark: 64 * 1024, lowWaterMark: 16 * 1024 },
      onOutput: ({ data }) => (delivered += data.length),
    });
    const shell = pty.start({ sessionId: 's', command: `head -c 2000000 /dev/zero | tr '\\0' a; echo; echo end`, cwd: tempDir() });
    onTestFinished(async () => {
      await pty.closeAll();
      expect(survivors(shell.shellId)).toEqual([]);
    });
    await until(() => delivered >= 64 * 1024);
    await sleep(300);
    expect(pty.list('s')[0].status).toBe('running');
    expect(delivered).toBeLessThan(1_000_000);
    let acknowledged = 0;
    await until(() => {
      pty.acknowledge(shell.shellId, delivered - acknowledged);
      acknowledged = delivered;
      return pty.list('s')[0].status === 'exited';
    });
    expect(delivered).toBeGreaterThan(2_000_000);
  });

  it('uses the given working dirs and shell, and lists what runs', async () => {
    const root = tempDir();
    const pty = createPtyManager({ shell: '/bin/sh', workingDirs: () => ({ root, contains: (path) => path.startsWith(root) }) });
    onTestFinished(() => pty.closeAll());
    const settled = await pty.run({ sessionId: 's', command: 'pwd; echo $0', cwd: '/' }, { signal: new AbortController().signal });
    expect(settled.kind === 'exited' && settled.output.text).toBe(`${root}\n/bin/sh`);
    pty.start({ sessionId: 's', command: 'sleep 600', description: 'waits', cwd: '/' });
    expect(pty.list('s')).toEqual([expect.objectContaining({ command: 'sleep 600', description: 'waits', background: true, status: 'running' })]);
    expect(pty.list('other')).toEqual([]);
  });
});

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await sleep(20);
}
