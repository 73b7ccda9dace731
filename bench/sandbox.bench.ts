import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { noConfinement, type Confinement } from '../main/core/common/process/confine.ts';
import { runProcess } from '../main/core/common/process/run-process.ts';
import { sandboxAvailability } from '../main/core/sandbox/availability.ts';
import { openSessionSandbox } from '../main/core/sandbox/session-sandbox.ts';
import { sandboxSettingsFrom } from '../main/core/sandbox/settings.ts';
import { figure, type Figure } from './figure.ts';

const samples = 30;

/**
 * One short command (`true` through bash) started in the OS sandbox — the session's reused wrap
 * (checked against the disk), bwrap's namespaces and the seccomp helper — against the same command
 * started as it is, measured in the same run: median wall time. Once for a session that allows no
 * host (no proxy bridges), once for one that allows a host (the bridges start with each command).
 */
export default async function sandbox(): Promise<Figure[]> {
  const availability = sandboxAvailability();
  if (!availability.available) {
    console.error(`sandbox bench skipped: ${availability.reason}`);
    return [];
  }
  const root = mkdtempSync(join(tmpdir(), 'deft-bench-sandbox-'));
  const projectDir = join(root, 'project');
  mkdirSync(projectDir);
  const open = (sandbox: Record<string, unknown>) => {
    const { settings } = sandboxSettingsFrom({ others: [{ key: 'sandbox', value: { enabled: true, ...sandbox }, file: 'bench', scope: 'project', anchor: projectDir }] }, homedir());
    return openSessionSandbox({ settings, workingDirs: [projectDir], scratchDir: join(root, 'scratch'), denyRead: [], denyWrite: [join(projectDir, '.deft')] });
  };
  const session = open({});
  const networked = open({ network: { allowedDomains: ['example.com'] } });
  const once = async (confinement: Confinement) => {
    const started = performance.now();
    const result = await runProcess({ file: '/bin/bash', args: ['-c', 'true'], cwd: projectDir, signal: new AbortController().signal, confinement });
    if (result.code !== 0) throw new Error(`the benchmark command failed: ${result.output}`);
    return performance.now() - started;
  };
  const median = async (confinement: Confinement) => {
    await once(confinement);
    const times: number[] = [];
    for (let i = 0; i < samples; i++) times.push(await once(confinement));
    return times.sort((a, b) => a - b)[Math.floor(samples / 2)];
  };
  try {
    const bare = await median(noConfinement);
    const sandboxed = await median(session.processes);
    const bridged = await median(networked.processes);
    return [
      figure('a command in the OS sandbox, wall', 'ms', sandboxed, 'the same command unsandboxed', bare),
      figure('the OS sandbox, added per command', 'ms', sandboxed - bare, 'the 30 ms goal', 30),
      figure('the OS sandbox with a host allowed (proxy bridges), added per command', 'ms', bridged - bare, 'the 30 ms goal', 30),
    ];
  } finally {
    await Promise.all([session.close(), networked.close()]);
    rmSync(root, { recursive: true, force: true });
  }
}
