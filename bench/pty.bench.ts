import { unconfinedSession } from '../main/core/common/process/confine.ts';
import { spawn as spawnChild } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node-pty';
import { createPtyManager } from '../main/core/pty/manager.ts';
import { isDead, processesOf } from '../main/core/common/process/process-tree.ts';
import { createBashTool } from '../main/core/builtins/bash.ts';
import { createToolExecutor } from '../main/core/tools/executor.ts';
import { allowEverything } from '../test/helpers/allow-everything.ts';
import type { ToolEvent } from '../shared/vocabulary/tool-calls.ts';
import { createSpillStore } from '../main/core/tools/output/spill.ts';
import { benchTurn } from './bench-turn.ts';
import { figure, type Figure } from './figure.ts';

const megabytes = 100;
/** 53 MB of numbered lines, the figure. */
const fiftyThreeMegabytes = 'seq 1 6800000';
const rounds = 3;
const bigOutput = (mb: number) => `head -c ${mb * 1_000_000} /dev/zero | tr '\\0' a`;
const threeLevels = `bash -c 'bash -c "sleep 900" & setsid sleep 901 & wait' & echo ready; wait`;

/** The Bash tool on a real PTY: throughput, cancel latency and memory, each beside a bare equivalent. */
export default async function run(): Promise<Figure[]> {
  const root = mkdtempSync(join(tmpdir(), 'deft-pty-bench-'));
  const pty = createPtyManager({ spill: createSpillStore({ dir: join(root, 'spill') }) });
  let onEvent: (event: ToolEvent) => void = () => {};
  const executor = createToolExecutor({ permissions: allowEverything, spill: createSpillStore({ dir: join(root, 'spill') }), onEvent: (event) => onEvent(event) });
  const turn = (signal = new AbortController().signal) => ({ ...benchTurn(root, [createBashTool({ pty, confinement: unconfinedSession })]), sessionId: 'bench', signal });
  const throughTool = async (command: string) => {
    const outcome = await executor.run({ id: 'c', name: 'Bash', input: { command, timeout: 600_000 } }, turn());
    if (outcome.status !== 'success') throw new Error(`the benchmark command failed: ${JSON.stringify(outcome.content)}`);
  };
  try {
    const [toolSeq, scriptSeq] = await alternatingMedians(() => throughTool(fiftyThreeMegabytes), () => throughScript(fiftyThreeMegabytes));
    const bare = await timed(() => barePty(bigOutput(megabytes)));
    const tool = await timed(() => throughTool(bigOutput(megabytes)));

    const bareKill = await bareCancelLatency();
    const toolKill = await toolCancelLatency();

    const bareMemory = await peakRss(() => barePty(bigOutput(200)));
    const toolMemory = await peakRss(() => throughTool(bigOutput(200)));
    return [
      figure(`pty: 53 MB of output through the Bash tool (\`${fiftyThreeMegabytes}\`, median of ${rounds}; goal: ratio ≤ 1.2)`, 's', toolSeq, 'the same command through a bare PTY: script -qc CMD /dev/null, spawned from Node', scriptSeq),
      figure(`pty: ${megabytes} MB of output through the Bash tool (goal: ratio ≥ 0.8)`, 'MB/s', megabytes / tool, 'a bare node-pty reading the same command', megabytes / bare),
      figure('pty: cancel to all dead, three-level tree with a setsid descendant (goal: < 300 ms)', 'ms', toolKill, 'SIGKILL to the process group of the same tree (misses the setsid one)', bareKill),
      figure('pty: peak RSS while 200 MB of output go through the Bash tool (goal: < 64 MB above the reference)', 'MB', toolMemory, 'a bare node-pty discarding the same output', bareMemory),
    ];
  } finally {
    await pty.closeAll();
    rmSync(root, { recursive: true, force: true });
  }

  async function toolCancelLatency(): Promise<number> {
    const controller = new AbortController();
    let shellId = '';
    let ready = false;
    onEvent = (event) => {
      if (event.type === 'metadata' && typeof event.data.shell_id === 'string') shellId = event.data.shell_id;
      if (event.type === 'progress') ready ||= Buffer.from((event.data as { data: Buffer }).data).includes('ready');
    };
    const running = executor.run({ id: 'k', name: 'Bash', input: { command: threeLevels } }, turn(controller.signal));
    const shellPid = () => pty.list('bench').find((shell) => shell.shellId === shellId)?.pid ?? 0;
    await until(() => ready && processesOf(shellPid(), shellId).length >= 5);
    const members = processesOf(shellPid(), shellId);
    const start = performance.now();
    controller.abort();
    await until(() => members.every(isDead), 1);
    const elapsed = performance.now() - start;
    await running;
    onEvent = () => {};
    return elapsed;
  }
}

/** The command in a PTY of util-linux `script`, its output read from a pipe and discarded. */
function throughScript(command: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawnChild('script', ['-qc', command, '/dev/null'], { stdio: ['ignore', 'pipe', 'ignore'] });
    child.stdout.on('data', () => {});
    child.on('error', reject);
    child.on('close', () => resolve());
  });
}

/** Median wall times in seconds of `a` and `b`, run turn about so that a busy machine weighs on both alike. */
async function alternatingMedians(a: () => Promise<void>, b: () => Promise<void>): Promise<[number, number]> {
  const times: [number[], number[]] = [[], []];
  for (let round = 0; round < rounds; round++) {
    times[0].push(await timed(a));
    times[1].push(await timed(b));
  }
  const median = (values: number[]) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)];
  return [median(times[0]), median(times[1])];
}

function barePty(command: string): Promise<void> {
  return new Promise((resolve) => {
    const terminal = spawn('/bin/bash', ['-c', command], { name: 'xterm-256color', cols: 120, rows: 40, encoding: null });
    terminal.onData(() => {});
    terminal.onExit(() => resolve());
  });
}

async function bareCancelLatency(): Promise<number> {
  const child = spawnChild('bash', ['-c', threeLevels], { detached: true, stdio: ['ignore', 'pipe', 'ignore'] });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  const members = processesOf(child.pid!, 'none');
  const start = performance.now();
  process.kill(-child.pid!, 'SIGKILL');
  await until(() => members.filter((pid) => pid !== child.pid).every(isDead) || performance.now() - start > 1000, 1);
  const elapsed = performance.now() - start;
  // The setsid sleep outlived the group kill (the point of the reference) and holds our pipe open.
  for (const pid of members) if (!isDead(pid)) process.kill(pid, 'SIGKILL');
  child.stdout.destroy();
  return elapsed;
}

async function timed(fn: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await fn();
  return (performance.now() - start) / 1000;
}

async function peakRss(fn: () => Promise<void>): Promise<number> {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  await fn();
  clearInterval(sampler);
  return Math.max(peak, process.memoryUsage().rss) / 1024 / 1024;
}

async function until(condition: () => boolean, pollMs = 10): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, pollMs));
}
