import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CliIo } from '../io.ts';
import { oneOf, parseSessionFlags, sessionFlags, type SessionFlagOptions } from '../session-flags.ts';
import { parseCommandArgs, positiveInteger, UsageError } from '../usage.ts';

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
}

const runFlags = {
  ...sessionFlags,
  cwd: { type: 'string' },
  'output-format': { type: 'string' },
  'input-format': { type: 'string' },
  'max-turns': { type: 'string' },
  continue: { type: 'boolean', short: 'c' },
  resume: { type: 'string', short: 'r' },
  print: { type: 'boolean', short: 'p' },
  verbose: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** `deft run`'s arguments, checked: every mistake is a `UsageError` that names the flag. `--help` wins over mistakes in values. */
export function parseRunOptions(args: string[], io: Pick<CliIo, 'cwd' | 'env'>): RunOptions | { help: true } {
  const { values, positionals } = parseCommandArgs('run', args, runFlags);
  if (values.help) return { help: true };
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
  };
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
