import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { killCommandTree } from '../../../../../main/core/common/process/kill-tree.ts';
import { processesOf } from '../../../../../main/core/common/process/process-tree.ts';
import { survivors } from '../../pty/survivors.ts';

describe('killCommandTree', () => {
  it('finds and kills a tree whose members left the group, SIGKILLing what ignores SIGTERM', async () => {
    const id = `shell-test-${process.pid}`;
    const child = spawn('bash', ['-c', `trap "" TERM; setsid bash -c 'trap "" TERM; sleep 700' & bash -c 'sleep 701' & echo ready; wait`], {
      detached: true,
      env: { ...process.env, DEFT_SHELL_ID: id },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    await new Promise((resolve) => child.stdout.once('data', resolve));
    await until(() => processesOf(child.pid!, id).length >= 3);
    const report = await killCommandTree(child.pid!, id, 300);
    expect(report.terminated).toBeGreaterThanOrEqual(3);
    expect(report.forced).toBeGreaterThanOrEqual(2);
    expect(survivors(id)).toEqual([]);
  });
});

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}
