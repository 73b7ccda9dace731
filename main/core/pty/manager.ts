import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { SpillWriter } from '../tools/output/for-model.ts';
import type { CaptureLimits } from './capture.ts';
import type { KillReport } from '../common/process/kill-tree.ts';
import { createBatcher } from './output-batcher.ts';
import { looksLikePrompt } from './prompt.ts';
import { startCommand, type CommandExit, type PtyCommand } from './pty-command.ts';
import { defaultScreen, renderTerminal, type ScreenSize } from './render.ts';
import { renderCaptured, type RenderedOutput } from './render-output.ts';
import { createViewerFlow, defaultFlowControl, type FlowControlOptions, type ViewerFlow } from './viewer-flow.ts';

/** Where a session may work; a command that ends outside sends the next one back to `root`. */
export interface WorkingDirs {
  root: string;
  contains(path: string): boolean;
}

export interface PtyManagerOptions {
  /** Where whole outputs too long for the model are saved (the executor's spill store). */
  spill?: SpillWriter;
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
  /** Every chunk of every command's output; `streamed` when a tool call is also streaming it as its progress. */
  onOutput?(event: { sessionId: string; shellId: string; data: Buffer; streamed: boolean }): void;
  screen?: ScreenSize;
  capture?: CaptureLimits;
}

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
}

export interface WaitOptions {
  signal: AbortSignal;
  /** Raw output as it comes, batched. */
  progress?: (data: Buffer) => void;
  /** Called once the command has started. */
  onStart?: (shell: ShellInfo) => void;
  /** Called at once (synchronously) when the signal aborts and the kill starts. */
  onKill?: () => void;
}

/** How waiting on a command ended. */
export type Settled =
  | { kind: 'exited'; shell: ShellInfo; exit: CommandExit; output: RenderedOutput; durationMs: number; cwdReset?: string }
  | { kind: 'waiting_for_input'; shell: ShellInfo; output: RenderedOutput; screen: string }
  /** Quiet without a prompt (after BashInput): still running. */
  | { kind: 'running'; shell: ShellInfo; output: RenderedOutput }
  | { kind: 'killed'; shell: ShellInfo; report: KillReport };

export interface FinishedShell {
  shell: ShellInfo;
  exit: CommandExit;
}

export interface PtyManager {
  spill?: SpillWriter;
  /** Runs a command and waits until it ends, waits for input, or the signal aborts (which kills its tree). */
  run(request: CommandRequest, wait: WaitOptions): Promise<Settled>;
  /** Starts a command in the background and returns at once. */
  start(request: CommandRequest): ShellInfo;
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
  /** The session's commands still kept: running, waiting for input, or finished but not yet read. */
  list(sessionId: string): ShellInfo[];
  /** Background commands that finished since the last call, for the agent's next turn; each is given once. */
  drainFinished(sessionId: string): FinishedShell[];
  closeSession(sessionId: string): Promise<void>;
  closeAll(): Promise<void>;
}

interface Shell {
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

const supportedShells = new Set(['bash', 'zsh', 'ksh', 'dash', 'sh']);

export function createPtyManager(options: PtyManagerOptions = {}): PtyManager {
  const shellPath = options.shell ?? defaultShell();
  const idleMs = options.idleMs ?? 5000;
  const killGraceMs = options.killGraceMs ?? 2000;
  const screen = options.screen ?? defaultScreen;
  const flowControl = options.flowControl ?? defaultFlowControl;
  const shells = new Map<string, Shell>();
  const cwds = new Map<string, string>();
  const finished = new Map<string, Shell[]>();
  let workDir: string | undefined;

  function env(): NodeJS.ProcessEnv {
    return {
      ...(options.env ?? process.env),
      TERM: 'xterm-256color',
      GIT_TERMINAL_PROMPT: '0',
      GIT_EDITOR: 'true',
      PAGER: 'cat',
      GIT_PAGER: 'cat',
    };
  }

  function dirsOf(request: CommandRequest): WorkingDirs {
    return options.workingDirs?.(request.sessionId) ?? { root: request.cwd, contains: (path) => isInside(path, request.cwd) };
  }

  function launch(request: CommandRequest, background: boolean): Shell {
    workDir ??= mkdtempSync(join(tmpdir(), 'deft-pty-'));
    const dirs = dirsOf(request);
    const remembered = cwds.get(request.sessionId);
    const cwd = remembered && existsSync(remembered) && dirs.contains(remembered) ? remembered : dirs.root;
    const shellId = `shell-${randomBytes(6).toString('hex')}`;
    const command = startCommand({
      id: shellId,
      command: request.command,
      cwd,
      shell: shellPath,
      env: env(),
      screen,
      capture: options.capture,
      workDir,
      killGraceMs,
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
      flow: createViewerFlow(flowControl, command),
      exitShown: false,
      attached: false,
      dirs,
    };
    shells.set(shellId, shell);
    const batcher = createBatcher((data) => {
      shell.progress?.(data);
      options.onOutput?.({ sessionId: request.sessionId, shellId, data, streamed: shell.progress !== undefined });
      shell.flow.sent(data.length);
    });
    command.onData((chunk) => batcher.push(chunk));
    void command.exited.then((exit) => {
      batcher.flush();
      shell.flow.close();
      if (shell.info.status !== 'killed') shell.info.status = 'exited';
      shell.info.exit = exit;
      if (exit.cwd !== undefined && shell.info.status === 'exited' && !background) cwds.set(request.sessionId, exit.cwd);
      if (!shell.attached && !shell.exitShown) finished.set(request.sessionId, [...(finished.get(request.sessionId) ?? []), shell]);
    });
    return shell;
  }

  async function rendered(shell: Shell, from: number): Promise<RenderedOutput> {
    const output = await renderCaptured(shell.command.capture.since(from), screen);
    shell.readOffset = Math.max(shell.readOffset, shell.command.capture.total);
    return output;
  }

  /** `interactive`: a call after BashInput, which returns when the command falls quiet and leaves a background command alive on abort. */
  function wait(shell: Shell, from: number, waitOptions: WaitOptions, interactive: boolean): Promise<Settled> {
    const { signal } = waitOptions;
    shell.progress = waitOptions.progress;
    shell.attached = true;
    return new Promise<Settled>((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      let done = false;
      const finish = (settled: Promise<Settled>) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        shell.progress = undefined;
        shell.attached = false;
        resolve(settled);
      };
      const onAbort = () => {
        if (done) return;
        if (interactive && shell.info.background) {
          finish(rendered(shell, from).then((output) => ({ kind: 'running', shell: shell.info, output })));
          return;
        }
        waitOptions.onKill?.();
        shell.info.status = 'killed';
        finish(shell.command.kill().then(async (report) => {
          await shell.command.exited;
          forget(shell);
          return { kind: 'killed', shell: shell.info, report };
        }));
      };
      const check = async () => {
        if (shell.flow.paused) {
          timer = setTimeout(() => void check(), idleMs);
          return;
        }
        const quietFor = performance.now() - shell.command.lastOutputAt;
        if (quietFor < idleMs) {
          timer = setTimeout(() => void check(), idleMs - quietFor);
          return;
        }
        const screenText = await renderTerminal(shell.command.capture.last(16 * 1024), screen);
        if (done || shell.info.exit) return;
        if (looksLikePrompt(screenText)) {
          shell.info.status = 'waiting_for_input';
          finish(rendered(shell, from).then((output) => ({ kind: 'waiting_for_input', shell: shell.info, output, screen: screenText })));
        } else if (interactive) {
          finish(rendered(shell, from).then((output) => ({ kind: 'running', shell: shell.info, output })));
        } else {
          timer = setTimeout(() => void check(), idleMs);
        }
      };
      if (signal.aborted) {
        onAbort();
        return;
      }
      signal.addEventListener('abort', onAbort, { once: true });
      timer = setTimeout(() => void check(), idleMs);
      void shell.command.exited.then(() => {
        if (done) return;
        shell.exitShown = true;
        finish(exitedResult(shell, from));
      });
    });
  }

  async function exitedResult(shell: Shell, from: number): Promise<Settled> {
    const exit = shell.info.exit!;
    const output = await rendered(shell, from);
    const dirs = shell.dirs;
    const leftDirs = exit.cwd !== undefined && !shell.info.background && !dirs.contains(exit.cwd);
    if (leftDirs) cwds.set(shell.info.sessionId, dirs.root);
    forget(shell);
    return {
      kind: 'exited',
      shell: shell.info,
      exit,
      output,
      durationMs: Date.now() - shell.info.startedAt,
      ...(leftDirs && { cwdReset: dirs.root }),
    };
  }

  function forget(shell: Shell) {
    shells.delete(shell.info.shellId);
  }

  function find(sessionId: string, shellId: string): Shell | undefined {
    const shell = shells.get(shellId);
    return shell?.info.sessionId === sessionId ? shell : undefined;
  }

  async function killShell(shell: Shell): Promise<KillReport> {
    if (shell.info.exit) return { terminated: 0, forced: 0 };
    shell.info.status = 'killed';
    shell.exitShown = true;
    const report = await shell.command.kill();
    await shell.command.exited;
    forget(shell);
    return report;
  }

  return {
    ...(options.spill && { spill: options.spill }),
    run(request, waitOptions) {
      const shell = launch(request, false);
      waitOptions.onStart?.(shell.info);
      return wait(shell, 0, waitOptions, false);
    },
    start(request) {
      return launch(request, true).info;
    },
    async input(sessionId, shellId, text, waitOptions) {
      const shell = find(sessionId, shellId);
      if (!shell) throw new Error(`No command with shell_id ${shellId} is running in this session.`);
      if (shell.info.status === 'waiting_for_input') shell.info.status = 'running';
      const from = shell.readOffset;
      if (!shell.info.exit) shell.command.write(text);
      if (shell.info.exit) {
        shell.exitShown = true;
        return exitedResult(shell, from);
      }
      return wait(shell, from, waitOptions, true);
    },
    async read(sessionId, shellId) {
      const shell = find(sessionId, shellId);
      if (!shell) return undefined;
      const output = await rendered(shell, shell.readOffset);
      if (shell.info.exit) {
        shell.exitShown = true;
        forget(shell);
      }
      return { shell: shell.info, output };
    },
    async kill(sessionId, shellId) {
      const shell = find(sessionId, shellId);
      if (!shell) return undefined;
      return { shell: shell.info, report: await killShell(shell) };
    },
    write(shellId, data) {
      const shell = shells.get(shellId);
      if (shell && !shell.info.exit) shell.command.write(data);
    },
    resize(shellId, size) {
      const shell = shells.get(shellId);
      if (!shell || shell.info.exit) return false;
      shell.command.resize(size.cols, size.rows);
      return true;
    },
    attachViewer(shellId, viewerId) {
      return shells.get(shellId)?.flow.attach(viewerId) ?? false;
    },
    detachViewer(shellId, viewerId) {
      shells.get(shellId)?.flow.detach(viewerId);
    },
    acknowledge(shellId, viewerId, bytes) {
      shells.get(shellId)?.flow.acknowledge(viewerId, bytes);
    },
    list(sessionId) {
      return [...shells.values()].filter((shell) => shell.info.sessionId === sessionId).map((shell) => shell.info);
    },
    drainFinished(sessionId) {
      const list = (finished.get(sessionId) ?? []).filter((shell) => !shell.exitShown);
      finished.delete(sessionId);
      for (const shell of list) shell.exitShown = true;
      return list.map((shell) => ({ shell: shell.info, exit: shell.info.exit! }));
    },
    async closeSession(sessionId) {
      const own = [...shells.values()].filter((shell) => shell.info.sessionId === sessionId);
      await Promise.all(own.map(killShell));
      for (const shell of own) forget(shell);
      cwds.delete(sessionId);
      finished.delete(sessionId);
    },
    async closeAll() {
      const all = [...shells.values()];
      await Promise.all(all.map(killShell));
      for (const shell of all) forget(shell);
      if (workDir) rmSync(workDir, { recursive: true, force: true });
      workDir = undefined;
    },
  };
}

function defaultShell(): string {
  const shell = process.env.SHELL;
  return shell && supportedShells.has(basename(shell)) ? shell : '/bin/bash';
}

function isInside(path: string, root: string): boolean {
  const base = root.endsWith('/') ? root : `${root}/`;
  return path === root || path.startsWith(base);
}
