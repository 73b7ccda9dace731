import { setTimeout as sleep } from 'node:timers/promises';
import { isDead, processesOf } from './process-tree.ts';

export interface KillReport {
  /** Processes that got SIGTERM. */
  terminated: number;
  /** Processes still alive after the grace period, which got SIGKILL. */
  forced: number;
}

/**
 * Ends a process group started with `detached: true`: SIGTERM to the whole group, SIGKILL to
 * whatever is left after `graceMs`. Resolves once the signals are sent.
 */
export async function killProcessGroup(pid: number, graceMs = 2000): Promise<void> {
  if (!signalGroup(pid, 'SIGTERM')) return;
  await new Promise((resolve) => setTimeout(resolve, graceMs).unref());
  signalGroup(pid, 'SIGKILL');
}

function signalGroup(pid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(process.platform === 'win32' ? pid : -pid, signal);
    return true;
  } catch {
    return false;
  }
}

const pollMs = 10;

/**
 * Ends every process of one command: SIGTERM to its process group and to each of its processes
 * outside the group, SIGKILL after `graceMs` to whatever is left; resolves once all are dead.
 */
export async function killCommandTree(shellPid: number, shellId: string, graceMs = 2000): Promise<KillReport> {
  const targets = new Set(processesOf(shellPid, shellId));
  signal(-shellPid, 'SIGTERM');
  for (const pid of targets) signal(pid, 'SIGTERM');
  const deadline = performance.now() + graceMs;
  while (performance.now() < deadline) {
    if ([...targets].every(isDead) && processesOf(shellPid, shellId).every(isDead)) return { terminated: targets.size, forced: 0 };
    await sleep(pollMs);
  }
  const forced = new Set<number>();
  const giveUp = performance.now() + graceMs;
  // A shell that ignores SIGTERM may fork a job into a group of its own between a look and the
  // SIGKILL; looking again until nothing of the command is left catches it.
  for (;;) {
    const left = [...targets, ...processesOf(shellPid, shellId)].filter((pid) => !isDead(pid));
    if (left.length === 0 || performance.now() > giveUp) break;
    signal(-shellPid, 'SIGKILL');
    for (const pid of left) {
      signal(pid, 'SIGKILL');
      forced.add(pid);
    }
    await sleep(pollMs);
  }
  return { terminated: targets.size, forced: forced.size };
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}
