import { constants } from 'node:os';
import type { PtyManager } from '../pty/manager.ts';
import type { CommandExit } from '../pty/pty-command.ts';
import type { SavedOutputFile } from '../pty/saved-output.ts';
import { formatBytes } from '../pty/render.ts';
import type { FinishedShell, ShellInfo } from '../pty/shells.ts';
import type { Settled } from '../pty/wait.ts';
import { ToolError } from '../tools/define.ts';
import { truncateForModel } from '../tools/output/for-model.ts';
import { commandOutputLimits } from '../tools/output/truncate.ts';
import type { ToolContext } from '../tools/tool.ts';
import type { ShellMetadata } from '../../../shared/vocabulary/tool-metadata.ts';

/** Streams a call's raw terminal output to the UI. */
export function waitOptions(context: ToolContext) {
  return {
    signal: context.signal,
    progress: (data: Buffer) => context.progress({ stream: 'pty', data }),
    onStart: (shell: ShellInfo) => context.metadata({ shell_id: shell.shellId } satisfies ShellMetadata),
    onKill: () => context.metadata({ status: 'killed' } satisfies ShellMetadata),
  };
}

/**
 * The model's answer for how waiting on a command ended; throws a `ToolError` (with the output)
 * when the command failed.
 */
export async function settledResult(settled: Settled, context: ToolContext, pty: PtyManager): Promise<string> {
  const id = settled.shell.shellId;
  if (settled.kind === 'killed') {
    throw new ToolError(`The command was stopped. ${killSummary(settled.report)}`);
  }
  const saved = settled.kind === 'exited' ? settled.exit.saved : undefined;
  const output = await forModel(settled.output.text, context, pty, saved);
  if (settled.kind === 'waiting_for_input') {
    context.metadata({ status: 'waiting_for_input', shell_id: id } satisfies ShellMetadata);
    return [
      'The command is waiting for input: it printed nothing for a while and its screen ends in a prompt.',
      'Screen:',
      lastLines(settled.screen, 40),
      '',
      `It is still running as shell_id ${id}. Answer with BashInput {"shell_id": "${id}", "input": "…\\n"} (end the input with \\n to press Enter), ` +
        `or stop it with KillShell {"shell_id": "${id}"}. The person can also type into its terminal view.`,
    ].join('\n');
  }
  if (settled.kind === 'running') {
    return [
      output || '(no new output)',
      '',
      `The command is still running (shell_id ${id}) and printed nothing more for a while. ` +
        'Read later output with BashOutput, send more input with BashInput, or stop it with KillShell.',
    ].join('\n');
  }
  context.metadata({ exit_code: settled.exit.code } satisfies ShellMetadata);
  const notes = [...savedNotes(settled.output.droppedBytes, saved), ...exitNotes(settled.exit, settled.cwdReset)];
  return endedResult(settled.shell.command, output, notes, settled.exit, settled.durationMs);
}

/** The model's answer for a command that ended: its output, the notes, the exit line; a `ToolError` when it failed. */
export function endedResult(command: string, output: string, notes: readonly string[], exit: Pick<CommandExit, 'code'>, durationMs: number): string {
  const text = [output || '(no output)', '', ...notes, exitLine(exit, durationMs)].join('\n');
  if (exit.code === null || isFailure(command, exit.code)) throw new ToolError(text);
  return text;
}

/** Commands whose exit code 1 means "no match" or "differences found", not a failure. */
const oneIsAnAnswer = new Set(['grep', 'egrep', 'fgrep', 'rg', 'diff', 'test', '[', '[[']);

/**
 * Whether the exit code of `command` is a failure. Code 1 of grep, rg, diff, test, `[` and
 * `git diff` is not, when that program is the last one the command line runs.
 */
export function isFailure(command: string, code: number): boolean {
  if (code === 0) return false;
  if (code !== 1) return true;
  const last = command.trim().split(/&&|\|\||[;|\n]/).pop() ?? '';
  const words = last.trim().split(/\s+/).filter((word) => !/^\w+=/.test(word));
  const program = (words[0] ?? '').split('/').pop() ?? '';
  if (oneIsAnAnswer.has(program)) return false;
  return !(program === 'git' && words.slice(1).find((word) => !word.startsWith('-')) === 'diff');
}

/**
 * Truncated to the command output limits, the whole text spilled to a file when cut: the file the
 * output was streamed to when there is one, else one written now from the text.
 */
export async function forModel(text: string, context: ToolContext, pty: PtyManager, saved?: SavedOutputFile): Promise<string> {
  const spill = saved ? { write: async () => saved.path } : (pty.spill ?? { write: () => Promise.reject(new Error('no spill folder is configured')) });
  const savedPart = saved && saved.savedBytes < saved.totalBytes ? `The first ${formatBytes(saved.savedBytes)} of the output are` : undefined;
  const cut = await truncateForModel(text, commandOutputLimits, spill, context.toolCallId, savedPart);
  if (cut.spillPath) context.metadata({ spillPath: cut.spillPath } satisfies ShellMetadata);
  return cut.text;
}

export function exitLine(exit: Pick<CommandExit, 'code'>, durationMs?: number): string {
  const took = durationMs === undefined ? '' : ` · ${(durationMs / 1000).toFixed(1)} s`;
  if (exit.code === null) return `The terminal was killed${took}`;
  const signal = exit.code > 128 ? signalName(exit.code - 128) : undefined;
  return `Exit code ${exit.code}${signal ? ` (killed by ${signal})` : ''}${took}`;
}

function savedNotes(droppedBytes: number, saved: SavedOutputFile | undefined): string[] {
  if (saved && saved.savedBytes < saved.totalBytes) {
    return [
      `The output was ${formatBytes(saved.totalBytes)}: only its first ${formatBytes(saved.savedBytes)} are saved in ${saved.path} ` +
        '(the limit of the setting bashOutput.maxSavedBytes); its end is shown above.',
    ];
  }
  if (saved || droppedBytes === 0) return [];
  return [`The output was too long to keep whole: ${formatBytes(droppedBytes)} in its middle were dropped, even from the saved file.`];
}

function exitNotes(exit: CommandExit, cwdReset?: string): string[] {
  const notes: string[] = [];
  if (exit.leftovers.terminated > 0) {
    notes.push(
      `Stopped ${count(exit.leftovers.terminated, 'process', 'processes')} the command left running after it ended; ` +
        'start servers and watchers with run_in_background instead.',
    );
  }
  notes.push(...cwdResetNote(cwdReset));
  return notes;
}

/** When the command ended outside the working dirs: where the next one starts instead. */
export function cwdResetNote(cwdReset: string | undefined): string[] {
  return cwdReset ? [`The working directory left the project, so it was reset to ${cwdReset}.`] : [];
}

export function killSummary(report: { terminated: number; forced: number }): string {
  const forced = report.forced > 0 ? `; ${count(report.forced, 'was', 'were')} still alive after 2 s and got SIGKILL` : '';
  return `Its process tree was killed: ${count(report.terminated, 'process', 'processes')} got SIGTERM${forced}.`;
}

/** The notice the agent gets at its next turn for a background command that finished. */
export function finishedNotice({ shell, exit }: FinishedShell): string {
  return (
    `Background command ${shell.shellId} (${JSON.stringify(firstLine(shell.command))}) finished: ${exitLine(exit)}. ` +
    `Read its output with BashOutput {"shell_id": "${shell.shellId}"}.`
  );
}

function signalName(signal: number): string | undefined {
  return Object.entries(constants.signals).find(([, value]) => value === signal)?.[0];
}

function count(value: number, one: string, many: string): string {
  return `${value} ${value === 1 ? one : many}`;
}

function lastLines(text: string, lines: number): string {
  return text.split('\n').slice(-lines).join('\n');
}

function firstLine(text: string): string {
  const line = text.split('\n')[0];
  return line.length > 80 ? `${line.slice(0, 80)}…` : line;
}
