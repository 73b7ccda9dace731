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
 * One short command (`true` through bash) started in the OS sandbox — the wrap (the library's
 * configuration and its scan for protected files) plus bwrap's namespaces and proxy bridges —
 * against the same command started as it is, measured in the same run: median wall time.
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
  const { settings } = sandboxSettingsFrom({ others: [{ key: 'sandbox', value: { enabled: true }, file: 'bench', scope: 'project', anchor: projectDir }] }, homedir());
  const session = openSessionSandbox({ settings, workingDirs: [projectDir], scratchDir: join(root, 'scratch'), denyRead: [], denyWrite: [join(projectDir, '.deft')] });
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
    return [
      figure('a command in the OS sandbox, wall', 'ms', sandboxed, 'the same command unsandboxed', bare),
      figure('the OS sandbox, added per command', 'ms', sandboxed - bare, 'the 30 ms goal', 30),
    ];
  } finally {
    await session.close();
    rmSync(root, { recursive: true, force: true });
  }
}
