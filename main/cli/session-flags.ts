import { providerIds } from '../core/agent/model/provider-config.ts';
import type { ProviderId } from '../core/agent/model/types.ts';
import type { SettingsFlags } from '../core/settings/flags.ts';
import { permissionMode } from '../../shared/vocabulary/permission-modes.ts';
import { dataDirOption } from './data-dir.ts';
import type { CliIo } from './io.ts';
import { UsageError } from './usage.ts';

/** The flags every command that opens a session takes (`deft run`, `deft acp`): the model, the data folder, the permissions and settings. */
export const sessionFlags = {
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
  'data-dir': { type: 'string' },
} as const;

/** The parsed values of `sessionFlags`, as `parseArgs` gives them. */
export interface SessionFlagValues {
  provider?: string;
  model?: string;
  'base-url'?: string;
  'api-key'?: string;
  'permission-mode'?: string;
  permissionMode?: string;
  'dangerously-skip-permissions'?: boolean;
  'allowed-tools'?: string[];
  allowedTools?: string[];
  'disallowed-tools'?: string[];
  disallowedTools?: string[];
  'add-dir'?: string[];
  settings?: string;
  'data-dir'?: string;
}

export interface SessionFlagOptions {
  dataDir: string;
  provider: { provider?: ProviderId; model?: string; baseUrl?: string; apiKey?: string };
  flags: SettingsFlags;
}

/** The session flags, checked: every mistake is a `UsageError` naming the flag and pointing at `command`'s help. */
export function parseSessionFlags(command: string, values: SessionFlagValues, io: Pick<CliIo, 'cwd' | 'env'>): SessionFlagOptions {
  const usage = (message: string) => new UsageError(message, command);
  const nonEmpty = (flag: string, value: string | undefined) => {
    if (value !== undefined && value.trim() === '') throw usage(`${flag} is empty.`);
    return value;
  };
  return {
    dataDir: dataDirOption(values['data-dir'], io),
    provider: {
      provider: values.provider === undefined ? undefined : oneOf('--provider', values.provider, providerIds, usage),
      model: nonEmpty('--model', values.model),
      baseUrl: values['base-url'] === undefined ? undefined : url(values['base-url'], usage),
      apiKey: nonEmpty('--api-key', values['api-key']),
    },
    flags: {
      allowedTools: joined(values['allowed-tools'], values.allowedTools),
      disallowedTools: joined(values['disallowed-tools'], values.disallowedTools),
      permissionMode: permissionModeFlag(values['permission-mode'] ?? values.permissionMode, values['dangerously-skip-permissions'] ?? false, usage),
      addDirs: values['add-dir'],
      settingsFile: nonEmpty('--settings', values.settings),
    },
  };
}

type Usage = (message: string) => UsageError;

function permissionModeFlag(mode: string | undefined, skipPermissions: boolean, usage: Usage): string | undefined {
  if (mode !== undefined && !permissionMode.safeParse(mode).success) {
    throw usage(`--permission-mode must be one of ${permissionMode.options.join(', ')}, not "${mode}".`);
  }
  if (skipPermissions && mode !== undefined && mode !== 'bypassPermissions') {
    throw usage(`--dangerously-skip-permissions means bypassPermissions, but --permission-mode says ${mode}.`);
  }
  return skipPermissions ? 'bypassPermissions' : mode;
}

/** `value` when it is one of `choices`, else a `UsageError` listing them. */
export function oneOf<const Choice extends string>(flag: string, value: string, choices: readonly Choice[], usage: Usage): Choice {
  if (!(choices as readonly string[]).includes(value)) throw usage(`${flag} must be one of ${choices.join(', ')}, not "${value}".`);
  return value as Choice;
}

function url(value: string, usage: Usage): string {
  const protocol = URL.canParse(value) ? new URL(value).protocol : undefined;
  if (protocol !== 'http:' && protocol !== 'https:') throw usage(`--base-url is not an http(s) URL: "${value}".`);
  return value;
}

function joined(...lists: ReadonlyArray<readonly string[] | undefined>): string[] | undefined {
  const all = lists.flatMap((list) => list ?? []);
  return all.length > 0 ? all : undefined;
}
