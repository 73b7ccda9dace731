import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { lazy } from '../common/lazy.ts';
import type { LoadedSettings } from '../settings/types.ts';

/**
 * Claude Code's `sandbox` settings, read unchanged, plus two of Deft's own (`hooks`, `mcpServers`:
 * whether those processes run in the sandbox too; Claude Code sandboxes neither). Each field is
 * checked alone, so a bad value costs only itself (and never turns the sandbox off by taking
 * `enabled` with it). Made at the first `sandbox` key read.
 */
const fields = lazy(() => {
  const flag = z.boolean({ error: 'must be true or false' });
  const list = (what: string) => z.array(z.string({ error: `${what} must be a string` }), { error: `must be an array of ${what}s` });
  return {
    enabled: flag,
    autoAllowBashIfSandboxed: flag,
    allowUnsandboxedCommands: flag,
    excludedCommands: list('command'),
    hooks: flag,
    mcpServers: flag,
    'network.allowedDomains': list('domain'),
    'network.allowUnixSockets': list('socket path'),
    'network.allowAllUnixSockets': flag,
    'network.allowLocalBinding': flag,
    'filesystem.allowWrite': list('path'),
    'filesystem.denyWrite': list('path'),
    'filesystem.denyRead': list('path'),
    'filesystem.allowRead': list('path'),
  } as const;
});

type Fields = ReturnType<typeof fields>;
type Field = keyof Fields;
type FieldValue<F extends Field> = z.infer<Fields[F]>;
const pathFields = new Set<Field>(['filesystem.allowWrite', 'filesystem.denyWrite', 'filesystem.denyRead', 'filesystem.allowRead', 'network.allowUnixSockets']);

export interface SandboxSettings {
  enabled: boolean;
  /** A sandboxed Bash command the rules would only ask about runs without asking. Default true, as in Claude Code. */
  autoAllowBashIfSandboxed: boolean;
  /** Whether `excludedCommands` and `dangerouslyDisableSandbox` may run outside the sandbox (then always by the rules). Default true. */
  allowUnsandboxedCommands: boolean;
  excludedCommands: string[];
  hooks: boolean;
  mcpServers: boolean;
  network: { allowedDomains: string[]; allowUnixSockets: string[]; allowAllUnixSockets: boolean; allowLocalBinding: boolean };
  /** Absolute paths. */
  filesystem: { allowWrite: string[]; denyWrite: string[]; denyRead: string[]; allowRead: string[] };
}

export interface SandboxSettingsResult {
  settings: SandboxSettings;
  /** Each names the file and the field. */
  problems: string[];
}

/**
 * The `sandbox` key of every settings file, merged as Claude Code merges settings: a scalar from the
 * highest file that sets it, arrays concatenated across files. A relative path is resolved against the
 * file's anchor (the project root for project files, `~/.claude` for Claude Code's user file), `~/` is
 * the home folder, and `//x` is the absolute `/x` as in permission rules.
 */
export function sandboxSettingsFrom(loaded: Pick<LoadedSettings, 'others'>, home: string): SandboxSettingsResult {
  const problems: string[] = [];
  const scalars = new Map<Field, unknown>();
  const lists = new Map<Field, string[]>();
  for (const entry of loaded.others.filter((other) => other.key === 'sandbox')) {
    if (typeof entry.value !== 'object' || entry.value === null || Array.isArray(entry.value)) {
      problems.push(`${entry.file}: sandbox: must be an object`);
      continue;
    }
    for (const field of Object.keys(fields()) as Field[]) {
      const found = valueAt(entry.value, field);
      if (found === undefined) continue;
      const parsed = fields()[field].safeParse(found);
      if (!parsed.success) {
        problems.push(`${entry.file}: sandbox.${field}${issuePath(parsed.error.issues[0].path)}: ${parsed.error.issues[0].message}`);
        continue;
      }
      if (Array.isArray(parsed.data)) {
        const values = pathFields.has(field) ? parsed.data.map((path) => resolveSettingsPath(path, entry.anchor, home)) : parsed.data;
        lists.set(field, [...(lists.get(field) ?? []), ...values]);
      } else if (!scalars.has(field)) {
        scalars.set(field, parsed.data);
      }
    }
  }
  const scalar = <F extends Field>(field: F, fallback: FieldValue<F>) => (scalars.get(field) as FieldValue<F> | undefined) ?? fallback;
  const many = (field: Field) => [...new Set(lists.get(field) ?? [])];
  return {
    problems,
    settings: {
      enabled: scalar('enabled', false),
      autoAllowBashIfSandboxed: scalar('autoAllowBashIfSandboxed', true),
      allowUnsandboxedCommands: scalar('allowUnsandboxedCommands', true),
      excludedCommands: many('excludedCommands'),
      hooks: scalar('hooks', false),
      mcpServers: scalar('mcpServers', false),
      network: {
        allowedDomains: many('network.allowedDomains'),
        allowUnixSockets: many('network.allowUnixSockets'),
        allowAllUnixSockets: scalar('network.allowAllUnixSockets', false),
        allowLocalBinding: scalar('network.allowLocalBinding', false),
      },
      filesystem: {
        allowWrite: many('filesystem.allowWrite'),
        denyWrite: many('filesystem.denyWrite'),
        denyRead: many('filesystem.denyRead'),
        allowRead: many('filesystem.allowRead'),
      },
    },
  };
}

function valueAt(root: object, field: string): unknown {
  let at: unknown = root;
  for (const key of field.split('.')) {
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, key)) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

function issuePath(path: readonly PropertyKey[]): string {
  return path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('');
}

function resolveSettingsPath(path: string, anchor: string, home: string): string {
  if (path === '~') return home;
  if (path.startsWith('~/')) return join(home, path.slice(2));
  if (path.startsWith('//')) return resolve(path.slice(1));
  return isAbsolute(path) ? resolve(path) : resolve(anchor, path);
}
