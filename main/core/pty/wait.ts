import type { KillReport } from '../common/process/kill-tree.ts';
import type { CommandExit } from './pty-command.ts';
import { renderTerminal, type RenderedOutput } from './render.ts';
import { forget, renderSince, type PtyState, type Shell, type ShellInfo } from './shells.ts';
import { resetIfOutside } from './working-dirs.ts';

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

/** How much of the end of the output is rendered to look for a prompt. */
const promptScreenBytes = 16 * 1024;

/** A last screen line that asks something: ends in `?` or `:`, offers `[y/N]`, or asks for a password. */
const promptLine = /(?:[?:]|\[[yn]\/[yn]\]|\([yn]\/[yn]\))$|password|passphrase/i;

/** Whether the screen, as rendered, ends in what looks like a prompt. */
export function looksLikePrompt(screen: string): boolean {
  const lines = screen.trimEnd().split('\n');
  return promptLine.test(lines[lines.length - 1].trimEnd());
}

/**
 * Waits until the command ends, falls quiet at a prompt, or the signal aborts (which kills its tree).
 * `interactive`: a call after BashInput, which returns when the command falls quiet and leaves a
 * background command alive on abort.
 */
export function waitFor(state: PtyState, shell: Shell, from: number, options: WaitOptions, interactive: boolean): Promise<Settled> {
  const { signal } = options;
  shell.progress = options.progress;
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
    const stillRunning = () => renderSince(state, shell, from).then((output): Settled => ({ kind: 'running', shell: shell.info, output }));
    const onAbort = () => {
      if (done) return;
      if (interactive && shell.info.background) return finish(stillRunning());
      options.onKill?.();
      shell.info.status = 'killed';
      finish(
        shell.command.kill().then(async (report) => {
          await shell.command.exited;
          forget(state, shell);
          return { kind: 'killed', shell: shell.info, report };
        }),
      );
    };
    const check = async () => {
      if (shell.flow.paused) {
        timer = setTimeout(() => void check(), state.idleMs);
        return;
      }
      const quietFor = performance.now() - shell.command.lastOutputAt;
      if (quietFor < state.idleMs) {
        timer = setTimeout(() => void check(), state.idleMs - quietFor);
        return;
      }
      const screen = await renderTerminal(shell.command.capture.last(promptScreenBytes), state.screen);
      if (done || shell.info.exit) return;
      if (looksLikePrompt(screen)) {
        shell.info.status = 'waiting_for_input';
        finish(renderSince(state, shell, from).then((output) => ({ kind: 'waiting_for_input', shell: shell.info, output, screen })));
      } else if (interactive) {
        finish(stillRunning());
      } else {
        timer = setTimeout(() => void check(), state.idleMs);
      }
    };
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    timer = setTimeout(() => void check(), state.idleMs);
    void shell.command.exited.then(() => {
      if (done) return;
      shell.exitShown = true;
      finish(exitedResult(state, shell, from));
    });
  });
}

/** The result of a command that has exited, which is then forgotten. */
export async function exitedResult(state: PtyState, shell: Shell, from: number): Promise<Settled> {
  const exit = shell.info.exit!;
  const output = await renderSince(state, shell, from);
  const cwdReset = shell.info.background ? undefined : resetIfOutside(state.cwds, shell.info.sessionId, shell.dirs, exit.cwd);
  forget(state, shell);
  return {
    kind: 'exited',
    shell: shell.info,
    exit,
    output,
    durationMs: Date.now() - shell.info.startedAt,
    ...(cwdReset !== undefined && { cwdReset }),
  };
}
