import { spawn, type ChildProcess } from 'node:child_process';
import { onTestFinished } from 'vitest';
import type { CreateTerminalRequest, TerminalExitStatus } from '@agentclientprotocol/sdk';

interface Terminal {
  child: ChildProcess;
  output: string;
  truncated: boolean;
  exit?: TerminalExitStatus;
  exited: Promise<TerminalExitStatus>;
}

/**
 * An editor's terminals as a client implements `terminal/*`: each runs exactly the argv, cwd and
 * environment it was sent (nothing inherited), keeps the end of its output within the limit, and
 * is killed with its whole process group. Every request is logged in the order it came.
 */
export function spawnedTerminals() {
  const terminals = new Map<string, Terminal>();
  const log: string[] = [];
  const created: Array<CreateTerminalRequest & { terminalId: string; pid: number }> = [];
  const killGroup = (terminal: Terminal) => {
    if (terminal.exit === undefined && terminal.child.pid !== undefined) process.kill(-terminal.child.pid, 'SIGKILL');
  };
  const find = (terminalId: string) => {
    const terminal = terminals.get(terminalId);
    if (!terminal) throw new Error(`No terminal ${terminalId}`);
    return terminal;
  };
  onTestFinished(() => {
    for (const terminal of terminals.values()) killGroup(terminal);
  });
  return {
    log,
    created,
    create(params: CreateTerminalRequest) {
      const terminalId = `term-${created.length + 1}`;
      log.push(`create ${terminalId}`);
      const env = Object.fromEntries((params.env ?? []).map((variable) => [variable.name, variable.value]));
      const child = spawn(params.command, params.args ?? [], { cwd: params.cwd ?? undefined, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
      const terminal: Terminal = {
        child,
        output: '',
        truncated: false,
        exited: new Promise((resolve) => child.on('close', (exitCode, signal) => resolve((terminal.exit = { exitCode, signal })))),
      };
      const limit = params.outputByteLimit ?? Infinity;
      const append = (text: string) => {
        terminal.output += text;
        if (Buffer.byteLength(terminal.output) > limit) {
          terminal.output = Buffer.from(terminal.output).subarray(-limit).toString('utf8');
          terminal.truncated = true;
        }
      };
      child.stdout!.setEncoding('utf8').on('data', append);
      child.stderr!.setEncoding('utf8').on('data', append);
      terminals.set(terminalId, terminal);
      created.push({ ...params, terminalId, pid: child.pid! });
      return { terminalId };
    },
    async waitForExit(terminalId: string) {
      log.push(`wait_for_exit ${terminalId}`);
      return find(terminalId).exited;
    },
    output(terminalId: string) {
      log.push(`output ${terminalId}`);
      const terminal = find(terminalId);
      return { output: terminal.output, truncated: terminal.truncated, exitStatus: terminal.exit ?? null };
    },
    async kill(terminalId: string) {
      log.push(`kill ${terminalId}`);
      const terminal = find(terminalId);
      killGroup(terminal);
      await terminal.exited;
      return {};
    },
    release(terminalId: string) {
      log.push(`release ${terminalId}`);
      killGroup(find(terminalId));
      terminals.delete(terminalId);
      return {};
    },
  };
}

export type SpawnedTerminals = ReturnType<typeof spawnedTerminals>;
