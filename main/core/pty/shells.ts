import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { CaptureLimits } from './capture.ts';
import type { SpillSink } from '../tools/output/for-model.ts';
import type { Confinement } from '../common/process/confine.ts';
import type { KillReport } from '../common/process/kill-tree.ts';
import type { CommandExit, PtyCommand } from './pty-command.ts';
import { renderCaptured, type RenderedOutput, type ScreenSize } from './render.ts';
import { createViewerFlow, type FlowControlOptions, type ViewerFlow } from './viewer-flow.ts';
import { rememberCwd, startingCwd, workingDirsOf, type SessionCwds, type WorkingDirs } from './working-dirs.ts';

export type ShellStatus = 'running' | 'waiting_for_input' | 'exited' | 'killed';

export interface ShellInfo {
  shellId: string;
  sessionId: string;
  command: string;
  description?: string;
  background: boolean;
  pid: number;
  startedAt: number;
  status: ShellStatus;
  exit?: CommandExit;
}

export interface CommandRequest {
  sessionId: string;
  command: string;
  description?: string;
  /** The call's cwd: the project root when the manager has no working dirs for the session. */
  cwd: string;
  /** Where the command runs: the session's sandbox for it, or `noConfinement`. */
  confinement: Confinement;
}

export interface FinishedShell {
  shell: ShellInfo;
  exit: CommandExit;
}

/** A chunk of a command's output; `streamed` when a tool call is also streaming it as its progress. */
export interface ShellOutput {
  sessionId: string;
  shellId: string;
  data: Buffer;
  streamed: boolean;
}

/** One command the manager keeps, from its start until its exit has been shown and it is forgotten. */
export interface Shell {
  info: ShellInfo;
  command: PtyCommand;
  /** Offset of the output BashOutput and BashInput have shown. */
  readOffset: number;
  /** The current caller's progress sink. */
  progress?: (data: Buffer) => void;
  flow: ViewerFlow;
  /** The exit has been shown to the model (by the call that ran it, BashInput, BashOutput or a finished notice). */
  exitShown: boolean;
  /** A call is waiting on it and will show its exit. */
  attached: boolean;
  dirs: WorkingDirs;
}

/** The PTY manager's settings, defaults applied, and the commands it keeps. */
export interface PtyState {
  readonly shellPath: string;
  /** Base environment; `process.env` (as it is at each start) when absent. */
  readonly env?: NodeJS.ProcessEnv;
  readonly idleMs: number;
  readonly killGraceMs: number;
  readonly screen: ScreenSize;
  readonly flowControl: FlowControlOptions;
  readonly capture?: CaptureLimits;
  /** Opens the file a command's whole output is streamed to; none when absent. */
  readonly openSaved?: (shellId: string) => SpillSink;
  readonly maxSavedBytes: number;
  readonly onOutput?: (output: ShellOutput) => void;
  readonly shells: Map<string, Shell>;
  readonly cwds: SessionCwds;
  /** By session: background commands that ended with no call waiting on them, until drained. */
  readonly finished: Map<string, Shell[]>;
  /** The private folder of the commands' files, made with the first command. */
  workDir?: string;
}

/** Output up to this size is all in the model's answer (30,000 characters at most): it needs no file. */
const saveAfterBytes = 32 * 1024;

const supportedShells = new Set(['bash', 'zsh', 'ksh', 'dash', 'sh']);

/** $SHELL when it is bash, zsh, ksh, dash or sh; otherwise /bin/bash. */
export function defaultShell(): string {
  const shell = process.env.SHELL;
  return shell && supportedShells.has(basename(shell)) ? shell : '/bin/bash';
}

export async function launch(state: PtyState, request: CommandRequest, background: boolean): Promise<Shell> {
  // The terminal's own code (the PTY, its capture and saved output) loads with the first command a session runs.
  const { startCommand } = await import('./pty-command.ts');
  state.workDir ??= mkdtempSync(join(tmpdir(), 'deft-pty-'));
  const dirs = workingDirsOf(state.cwds, request.sessionId, request.cwd);
  const shellId = `shell-${randomBytes(6).toString('hex')}`;
  const command = await startCommand({
    id: shellId,
    command: request.command,
    cwd: startingCwd(state.cwds, request.sessionId, dirs),
    shell: state.shellPath,
    env: commandEnvironment(state.env ?? process.env),
    screen: state.screen,
    capture: state.capture,
    ...(state.openSaved && { save: { open: () => state.openSaved!(shellId), startAfterBytes: saveAfterBytes, maxBytes: state.maxSavedBytes } }),
    workDir: state.workDir,
    killGraceMs: state.killGraceMs,
    confinement: request.confinement,
  });
  const shell: Shell = {
    info: {
      shellId,
      sessionId: request.sessionId,
      command: request.command,
      ...(request.description && { description: request.description }),
      background,
      pid: command.pid,
      startedAt: Date.now(),
      status: 'running',
    },
    command,
    readOffset: 0,
    flow: createViewerFlow(state.flowControl, command),
    exitShown: false,
    attached: false,
    dirs,
  };
  state.shells.set(shellId, shell);
  const batcher = createBatcher((data) => {
    shell.progress?.(data);
    state.onOutput?.({ sessionId: request.sessionId, shellId, data, streamed: shell.progress !== undefined });
    shell.flow.sent(data.length);
  });
  command.onData((chunk) => batcher.push(chunk));
  void command.exited.then((exit) => {
    batcher.flush();
    shell.flow.close();
    if (shell.info.status !== 'killed') shell.info.status = 'exited';
    shell.info.exit = exit;
    if (exit.cwd !== undefined && shell.info.status === 'exited' && !background) rememberCwd(state.cwds, request.sessionId, exit.cwd);
    if (!shell.attached && !shell.exitShown) state.finished.set(request.sessionId, [...(state.finished.get(request.sessionId) ?? []), shell]);
  });
  return shell;
}

/** The shell of that id, when it belongs to the session. */
export function find(state: PtyState, sessionId: string, shellId: string): Shell | undefined {
  const shell = state.shells.get(shellId);
  return shell?.info.sessionId === sessionId ? shell : undefined;
}

export function sessionShells(state: PtyState, sessionId: string): Shell[] {
  return [...state.shells.values()].filter((shell) => shell.info.sessionId === sessionId);
}

export function forget(state: PtyState, shell: Shell): void {
  state.shells.delete(shell.info.shellId);
}

/** The command's output from `from` on, rendered; what it returns counts as read. */
export async function renderSince(state: PtyState, shell: Shell, from: number): Promise<RenderedOutput> {
  const output = await renderCaptured(shell.command.capture.since(from), state.screen);
  shell.readOffset = Math.max(shell.readOffset, shell.command.capture.total);
  return output;
}

export async function killShell(state: PtyState, shell: Shell): Promise<KillReport> {
  if (shell.info.exit) return { terminated: 0, forced: 0 };
  shell.info.status = 'killed';
  shell.exitShown = true;
  const report = await shell.command.kill();
  await shell.command.exited;
  forget(state, shell);
  return report;
}

/** Background commands that finished since the last call, each given once. */
export function drainFinished(state: PtyState, sessionId: string): FinishedShell[] {
  const list = (state.finished.get(sessionId) ?? []).filter((shell) => !shell.exitShown);
  state.finished.delete(sessionId);
  for (const shell of list) shell.exitShown = true;
  return list.map((shell) => ({ shell: shell.info, exit: shell.info.exit! }));
}

/** What every command the model asks for runs with, on top of `base`: a colour terminal, and no pagers or git prompts. */
export function commandEnvironment(base: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    ...base,
    TERM: 'xterm-256color',
    GIT_TERMINAL_PROMPT: '0',
    GIT_EDITOR: 'true',
    PAGER: 'cat',
    GIT_PAGER: 'cat',
  };
}

/** Collects chunks and hands them on together about every `intervalMs`. */
function createBatcher(deliver: (data: Buffer) => void, intervalMs = 16) {
  let chunks: Buffer[] = [];
  let timer: NodeJS.Timeout | undefined;
  function flush() {
    clearTimeout(timer);
    timer = undefined;
    if (chunks.length === 0) return;
    const data = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
    chunks = [];
    deliver(data);
  }
  return {
    push(chunk: Buffer) {
      chunks.push(chunk);
      timer ??= setTimeout(flush, intervalMs);
    },
    flush,
  };
}
