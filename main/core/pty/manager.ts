import { rmSync } from 'node:fs';
import type { SpillWriter } from '../tools/output/for-model.ts';
import type { CaptureLimits } from './capture.ts';
import type { KillReport } from '../common/process/kill-tree.ts';
import { defaultScreen, type RenderedOutput, type ScreenSize } from './render.ts';
import {
  defaultShell,
  drainFinished,
  find,
  forget,
  killShell,
  launch,
  renderSince,
  sessionShells,
  type CommandRequest,
  type FinishedShell,
  type PtyState,
  type ShellInfo,
  type ShellOutput,
} from './shells.ts';
import { defaultFlowControl, type FlowControlOptions } from './viewer-flow.ts';
import type { Settled, WaitOptions } from './wait.ts';
import { forgetSessionCwd, rememberCwd, resetIfOutside, startingCwd, workingDirsOf, type WorkingDirs } from './working-dirs.ts';

export interface PtyManagerOptions {
  /**
   * Where whole outputs too long for the model are saved (the executor's spill store). With `open`, every
   * command's output is streamed to a file of its own as it comes, up to `maxSavedBytes`.
   */
  spill?: SpillWriter;
  /** The most of one command's output saved (default 256 MB: setting `bashOutput.maxSavedBytes`). */
  maxSavedBytes?: number;
  /** A session's working dirs; when absent, the call's cwd is the root and the only working dir. */
  workingDirs?: (sessionId: string) => WorkingDirs | undefined;
  /** Default: $SHELL when it is bash, zsh, ksh, dash or sh; otherwise /bin/bash. */
  shell?: string;
  /** Base environment; default process.env. */
  env?: NodeJS.ProcessEnv;
  /** Quiet time after which a command whose screen ends in a prompt counts as waiting for input. Default 5 s. */
  idleMs?: number;
  /** Between SIGTERM and SIGKILL. Default 2 s. */
  killGraceMs?: number;
  /** How far an attached viewer may fall behind a command's output (progress, onOutput). Default: `defaultFlowControl`. */
  flowControl?: FlowControlOptions;
  /** Every chunk of every command's output. */
  onOutput?(event: ShellOutput): void;
  screen?: ScreenSize;
  capture?: CaptureLimits;
}

export interface PtyManager {
  spill?: SpillWriter;
  /** Runs a command and waits until it ends, waits for input, or the signal aborts (which kills its tree). */
  run(request: CommandRequest, wait: WaitOptions): Promise<Settled>;
  /** Starts a command in the background and returns once it has started. */
  start(request: CommandRequest): Promise<ShellInfo>;
  /** Sends text to a command's terminal and waits like `run`, returning early when it falls quiet. */
  input(sessionId: string, shellId: string, text: string, wait: WaitOptions): Promise<Settled>;
  /** What is new in a command's output since the last read; undefined for an unknown shell. */
  read(sessionId: string, shellId: string): Promise<{ shell: ShellInfo; output: RenderedOutput } | undefined>;
  /** Kills a command's tree; undefined for an unknown shell. */
  kill(sessionId: string, shellId: string): Promise<{ shell: ShellInfo; report: KillReport } | undefined>;
  /** The person typing into a terminal view. */
  write(shellId: string, data: string): void;
  /** The terminal view showing a command was resized; false for an unknown or finished command. */
  resize(shellId: string, size: ScreenSize): boolean;
  /**
   * A view drawing the command's output from now on; the command waits for it (`acknowledge`) when
   * it falls far behind. False for an unknown or finished command.
   */
  attachViewer(shellId: string, viewerId: string): boolean;
  detachViewer(shellId: string, viewerId: string): void;
  /** The attached viewer has drawn this many bytes of the command's output. */
  acknowledge(shellId: string, viewerId: string, bytes: number): void;
  /**
   * What would read input sent to a command now: its command line, and the argument lists of the
   * programs it runs. Undefined for an unknown shell.
   */
  readers(sessionId: string, shellId: string): { command: string; running: string[][]; changedVariables: string[] } | undefined;
  /**
   * For a foreground command another terminal runs (the editor's, over ACP): where it starts, as
   * `run` would start it, and `ended(cwd)`, which keeps where it ended as `run` does and returns the
   * root the next one starts in instead when that was outside the working dirs.
   */
  workingDir(sessionId: string, callCwd: string): { start: string; ended(cwd: string | undefined): string | undefined };
  /** The session's commands still kept: running, waiting for input, or finished but not yet read. */
  list(sessionId: string): ShellInfo[];
  /** Background commands that finished since the last call, for the agent's next turn; each is given once. */
  drainFinished(sessionId: string): FinishedShell[];
  closeSession(sessionId: string): Promise<void>;
  closeAll(): Promise<void>;
}

export const defaultMaxSavedBytes = 256 * 1024 * 1024;

export function createPtyManager(options: PtyManagerOptions = {}): PtyManager {
  const state: PtyState = {
    shellPath: options.shell ?? defaultShell(),
    env: options.env,
    idleMs: options.idleMs ?? 5000,
    killGraceMs: options.killGraceMs ?? 2000,
    screen: options.screen ?? defaultScreen,
    flowControl: options.flowControl ?? defaultFlowControl,
    capture: options.capture,
    ...(options.spill?.open && { openSaved: options.spill.open.bind(options.spill) }),
    maxSavedBytes: options.maxSavedBytes ?? defaultMaxSavedBytes,
    onOutput: options.onOutput,
    shells: new Map(),
    cwds: { lookup: options.workingDirs, remembered: new Map() },
    finished: new Map(),
  };
  return {
    ...(options.spill && { spill: options.spill }),
    run: (request, wait) => run(state, request, wait),
    start: async (request) => (await launch(state, request, true)).info,
    input: (sessionId, shellId, text, wait) => input(state, sessionId, shellId, text, wait),
    read: (sessionId, shellId) => read(state, sessionId, shellId),
    kill: (sessionId, shellId) => kill(state, sessionId, shellId),
    write(shellId, data) {
      const shell = state.shells.get(shellId);
      if (shell && !shell.info.exit) shell.command.write(data);
    },
    resize(shellId, size) {
      const shell = state.shells.get(shellId);
      if (!shell || shell.info.exit) return false;
      shell.command.resize(size.cols, size.rows);
      return true;
    },
    attachViewer: (shellId, viewerId) => state.shells.get(shellId)?.flow.attach(viewerId) ?? false,
    detachViewer: (shellId, viewerId) => state.shells.get(shellId)?.flow.detach(viewerId),
    acknowledge: (shellId, viewerId, bytes) => state.shells.get(shellId)?.flow.acknowledge(viewerId, bytes),
    readers(sessionId, shellId) {
      const shell = find(state, sessionId, shellId);
      if (!shell) return undefined;
      const { programs, changedVariables } = shell.info.exit ? { programs: [], changedVariables: [] } : shell.command.running();
      return { command: shell.info.command, running: programs, changedVariables };
    },
    workingDir(sessionId, callCwd) {
      const dirs = workingDirsOf(state.cwds, sessionId, callCwd);
      return {
        start: startingCwd(state.cwds, sessionId, dirs),
        ended(cwd) {
          if (cwd !== undefined) rememberCwd(state.cwds, sessionId, cwd);
          return resetIfOutside(state.cwds, sessionId, dirs, cwd);
        },
      };
    },
    list: (sessionId) => sessionShells(state, sessionId).map((shell) => shell.info),
    drainFinished: (sessionId) => drainFinished(state, sessionId),
    closeSession: (sessionId) => closeSession(state, sessionId),
    closeAll: () => closeAll(state),
  };
}

async function run(state: PtyState, request: CommandRequest, wait: WaitOptions): Promise<Settled> {
  const [shell, { waitFor }] = await Promise.all([launch(state, request, false), import('./wait.ts')]);
  wait.onStart?.(shell.info);
  return waitFor(state, shell, 0, wait, false);
}

async function input(state: PtyState, sessionId: string, shellId: string, text: string, wait: WaitOptions): Promise<Settled> {
  const shell = find(state, sessionId, shellId);
  if (!shell) throw new Error(`No command with shell_id ${shellId} is running in this session.`);
  const { exitedResult, waitFor } = await import('./wait.ts');
  if (shell.info.status === 'waiting_for_input') shell.info.status = 'running';
  const from = shell.readOffset;
  if (!shell.info.exit) shell.command.write(text);
  if (shell.info.exit) {
    shell.exitShown = true;
    return exitedResult(state, shell, from);
  }
  return waitFor(state, shell, from, wait, true);
}

async function read(state: PtyState, sessionId: string, shellId: string): Promise<{ shell: ShellInfo; output: RenderedOutput } | undefined> {
  const shell = find(state, sessionId, shellId);
  if (!shell) return undefined;
  const output = await renderSince(state, shell, shell.readOffset);
  if (shell.info.exit) {
    shell.exitShown = true;
    forget(state, shell);
  }
  return { shell: shell.info, output };
}

async function kill(state: PtyState, sessionId: string, shellId: string): Promise<{ shell: ShellInfo; report: KillReport } | undefined> {
  const shell = find(state, sessionId, shellId);
  if (!shell) return undefined;
  return { shell: shell.info, report: await killShell(state, shell) };
}

async function closeSession(state: PtyState, sessionId: string): Promise<void> {
  const own = sessionShells(state, sessionId);
  await Promise.all(own.map((shell) => killShell(state, shell)));
  for (const shell of own) forget(state, shell);
  forgetSessionCwd(state.cwds, sessionId);
  state.finished.delete(sessionId);
}

async function closeAll(state: PtyState): Promise<void> {
  const all = [...state.shells.values()];
  await Promise.all(all.map((shell) => killShell(state, shell)));
  for (const shell of all) forget(state, shell);
  if (state.workDir) rmSync(state.workDir, { recursive: true, force: true });
  state.workDir = undefined;
}
