import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { providerIds } from '../../core/agent/model/provider-config.ts';
import type { ProviderId } from '../../core/agent/model/types.ts';
import { permissionMode } from '../../../shared/vocabulary/permission-modes.ts';
import type { SettingsFlags } from '../../core/settings/flags.ts';
import { dataDirOption } from '../data-dir.ts';
import type { CliIo } from '../io.ts';
import { parseCommandArgs, positiveInteger, UsageError } from '../usage.ts';

export const outputFormats = ['text', 'json', 'stream-json'] as const;
export type OutputFormat = (typeof outputFormats)[number];

export interface RunOptions {
  help: false;
  /** The prompt argument; absent means stdin. */
  prompt?: string;
  projectDir: string;
  dataDir: string;
  provider: { provider?: ProviderId; model?: string; baseUrl?: string; apiKey?: string };
  flags: SettingsFlags;
  outputFormat: OutputFormat;
  maxTurns?: number;
  session?: { continue: true } | { resumeId: string };
}

const runFlags = {
  cwd: { type: 'string' },
  provider: { type: 'string' },
  model: { type: 'string' },
  'base-url': { type: 'string' },
  'api-key': { type: 'string' },
  'permission-mode': { type: 'string' },
  permissionMode: { type: 'string' },
  'dangerously-skip-permissions': { type: 'boolean' },
  'allowed-tools': { type: 'string', multiple: true },
  allowedTools: { type: 'string', multiple: true },
  'disallowed-tools': { type: 'string', multiple: true },
  disallowedTools: { type: 'string', multiple: true },
  'add-dir': { type: 'string', multiple: true },
  settings: { type: 'string' },
  'output-format': { type: 'string' },
  'max-turns': { type: 'string' },
  continue: { type: 'boolean', short: 'c' },
  resume: { type: 'string', short: 'r' },
  'data-dir': { type: 'string' },
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
  const outputFormat = values['output-format'] ?? 'text';
  return {
    help: false,
    prompt: positionals[0],
    projectDir,
    dataDir: dataDirOption(values['data-dir'], io),
    provider: {
      provider: values.provider === undefined ? undefined : oneOf('--provider', values.provider, providerIds),
      model: nonEmpty('--model', values.model),
      baseUrl: values['base-url'] === undefined ? undefined : url(values['base-url']),
      apiKey: nonEmpty('--api-key', values['api-key']),
    },
    flags: {
      allowedTools: joined(values['allowed-tools'], values.allowedTools),
      disallowedTools: joined(values['disallowed-tools'], values.disallowedTools),
      permissionMode: permissionModeFlag(values['permission-mode'] ?? values.permissionMode, values['dangerously-skip-permissions'] ?? false),
      addDirs: values['add-dir'],
      settingsFile: nonEmpty('--settings', values.settings),
    },
    outputFormat: oneOf('--output-format', outputFormat, outputFormats),
    maxTurns: values['max-turns'] === undefined ? undefined : positiveInteger('--max-turns', values['max-turns'], 'run'),
    session: values.continue ? { continue: true } : sessionToResume(values.resume),
  };
}

function sessionToResume(id: string | undefined): { resumeId: string } | undefined {
  const resumeId = nonEmpty('--resume', id);
  return resumeId === undefined ? undefined : { resumeId };
}

function permissionModeFlag(mode: string | undefined, skipPermissions: boolean): string | undefined {
  if (mode !== undefined && !permissionMode.safeParse(mode).success) {
    throw usage(`--permission-mode must be one of ${permissionMode.options.join(', ')}, not "${mode}".`);
  }
  if (skipPermissions && mode !== undefined && mode !== 'bypassPermissions') {
    throw usage(`--dangerously-skip-permissions means bypassPermissions, but --permission-mode says ${mode}.`);
  }
  return skipPermissions ? 'bypassPermissions' : mode;
}

function oneOf<const Choice extends string>(flag: string, value: string, choices: readonly Choice[]): Choice {
  if (!(choices as readonly string[]).includes(value)) throw usage(`${flag} must be one of ${choices.join(', ')}, not "${value}".`);
  return value as Choice;
}

function url(value: string): string {
  const protocol = URL.canParse(value) ? new URL(value).protocol : undefined;
  if (protocol !== 'http:' && protocol !== 'https:') throw usage(`--base-url is not an http(s) URL: "${value}".`);
  return value;
}

function nonEmpty(flag: string, value: string | undefined): string | undefined {
  if (value !== undefined && value.trim() === '') throw usage(`${flag} is empty.`);
  return value;
}

function joined(...lists: ReadonlyArray<readonly string[] | undefined>): string[] | undefined {
  const all = lists.flatMap((list) => list ?? []);
  return all.length > 0 ? all : undefined;
}

function isDirectory(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

function usage(message: string): UsageError {
  return new UsageError(message, 'run');
}
