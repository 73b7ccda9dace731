import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CliIo } from '../io.ts';
import { oneOf, parseSessionFlags, sessionFlags, type SessionFlagOptions } from '../session-flags.ts';
import { parseCommandArgs, positiveInteger, UsageError } from '../usage.ts';
import type { WorktreeWish } from '../../core/session/session-place.ts';
import { checkWorktreeName } from '../../core/worktrees/places.ts';

export const outputFormats = ['text', 'json', 'stream-json'] as const;
export type OutputFormat = (typeof outputFormats)[number];
export const inputFormats = ['text', 'stream-json'] as const;
export type InputFormat = (typeof inputFormats)[number];

export interface RunOptions extends SessionFlagOptions {
  help: false;
  /** The prompt argument; absent means stdin. */
  prompt?: string;
  projectDir: string;
  outputFormat: OutputFormat;
  /** `stream-json`: the person's messages come as JSON lines on stdin, and may steer the running turn. */
  inputFormat: InputFormat;
  maxTurns?: number;
  session?: { continue: true } | { resumeId: string };
  /** `--worktree [NAME]` (and `--worktree-base REF`): the new session works in a new git worktree of the project. */
  worktree?: WorktreeWish;
}

const runFlags = {
  ...sessionFlags,
  cwd: { type: 'string' },
  'output-format': { type: 'string' },
  'input-format': { type: 'string' },
  'max-turns': { type: 'string' },
  continue: { type: 'boolean', short: 'c' },
  resume: { type: 'string', short: 'r' },
  'worktree-base': { type: 'string' },
  print: { type: 'boolean', short: 'p' },
  verbose: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** `deft run`'s arguments, checked: every mistake is a `UsageError` that names the flag. `--help` wins over mistakes in values. */
export function parseRunOptions(args: string[], io: Pick<CliIo, 'cwd' | 'env'>): RunOptions | { help: true } {
  const { worktreeName, rest } = takeWorktreeFlag(args);
  const { values, positionals } = parseCommandArgs('run', rest, runFlags);
  if (values.help) return { help: true };
  const worktree = worktreeWish(worktreeName, values['worktree-base'], values.continue === true || values.resume !== undefined);
  if (positionals.length > 1) {
    throw usage(`deft run takes one prompt, but got ${positionals.length} arguments: ${positionals.map((p) => JSON.stringify(p)).join(' ')}. Quote the prompt.`);
  }
  if (values.continue && values.resume !== undefined) throw usage('--continue and --resume cannot be used together.');
  const projectDir = resolve(io.cwd, values.cwd ?? '.');
  if (!isDirectory(projectDir)) throw usage(`--cwd: no such folder: ${projectDir}`);
  const outputFormat = oneOf('--output-format', values['output-format'] ?? 'text', outputFormats, usage);
  const inputFormat = oneOf('--input-format', values['input-format'] ?? 'text', inputFormats, usage);
  if (inputFormat === 'stream-json' && outputFormat !== 'stream-json') throw usage('--input-format stream-json needs --output-format stream-json.');
  if (inputFormat === 'stream-json' && positionals.length > 0) throw usage('With --input-format stream-json the messages come on stdin; give no prompt argument.');
  return {
    help: false,
    prompt: positionals[0],
    projectDir,
    ...parseSessionFlags('run', values, io),
    outputFormat,
    inputFormat,
    maxTurns: values['max-turns'] === undefined ? undefined : positiveInteger('--max-turns', values['max-turns'], 'run'),
    session: values.continue ? { continue: true } : sessionToResume(values.resume),
    ...(worktree && { worktree }),
  };
}

/**
 * `--worktree` takes its NAME as `--worktree=NAME`, or as the next argument when that is a worktree
 * name (so `deft run --worktree "Fix the bug"` still reads the prompt); alone, a name is made up.
 */
function takeWorktreeFlag(args: string[]): { worktreeName: string | null | undefined; rest: string[] } {
  const index = args.findIndex((arg) => arg === '--worktree' || arg.startsWith('--worktree='));
  if (index === -1 || args.slice(0, index).includes('--')) return { worktreeName: undefined, rest: args };
  const flag = args[index];
  if (flag.startsWith('--worktree=')) return { worktreeName: flag.slice('--worktree='.length), rest: args.toSpliced(index, 1) };
  const next = args[index + 1];
  const named = next !== undefined && !next.startsWith('-') && checkWorktreeName(next) === undefined;
  return named ? { worktreeName: next, rest: args.toSpliced(index, 2) } : { worktreeName: null, rest: args.toSpliced(index, 1) };
}

function worktreeWish(name: string | null | undefined, base: string | undefined, resuming: boolean): WorktreeWish | undefined {
  if (name === undefined) {
    if (base !== undefined) throw usage('--worktree-base needs --worktree.');
    return undefined;
  }
  if (resuming) throw usage('--worktree starts a new session; it cannot be used with --continue or --resume.');
  const bad = name === null ? undefined : checkWorktreeName(name);
  if (bad) throw usage(`--worktree: ${bad}`);
  return { ...(name !== null && { name }), ...(base !== undefined && { base }) };
}

function sessionToResume(id: string | undefined): { resumeId: string } | undefined {
  if (id !== undefined && id.trim() === '') throw usage('--resume is empty.');
  return id === undefined ? undefined : { resumeId: id };
}

function isDirectory(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

function usage(message: string): UsageError {
  return new UsageError(message, 'run');
}
