import { join, resolve } from 'node:path';
import type { SettingsLayer } from './layer.ts';
import type { FromSettings, LoadedSettings, OtherSetting, RuleList, SettingsRule } from './types.ts';

export type MergedSettings = Omit<LoadedSettings, 'sources' | 'errors' | 'warnings'>;

const ruleLists: readonly RuleList[] = ['deny', 'ask', 'allow'];

/**
 * Combines layers given highest precedence first: arrays are concatenated across layers (each
 * entry keeps its origin), scalars come from the highest layer that sets them, `env` per variable.
 */
export function mergeLayers(layers: readonly SettingsLayer[], home: string): MergedSettings {
  const rules: SettingsRule[] = [];
  const directories = new Map<string, FromSettings<string>>();
  const disabledTools = new Set<string>();
  const env = new Map<string, string>();
  const merged: MergedSettings = {
    permissions: { rules, additionalDirectories: [] },
    disabledTools: [],
    tools: [],
    hooks: [],
    env: {},
    others: [],
  };
  for (const { origin, settings } of layers) {
    const from = <T>(value: T): FromSettings<T> => ({ ...origin, value });
    const { permissions = {}, hooks, disableAllHooks, disabledTools: disabled, tools, env: variables, model, ...others } = settings;
    const { allow, deny, ask, defaultMode, additionalDirectories, disableBypassPermissionsMode, ...otherPermissions } = permissions;
    const lists = { allow, deny, ask };
    for (const list of ruleLists) for (const rule of lists[list] ?? []) rules.push({ ...origin, rule, list });
    for (const directory of additionalDirectories ?? []) {
      const path = resolve(origin.anchor, expandHome(directory, home));
      if (!directories.has(path)) directories.set(path, from(path));
    }
    if (defaultMode) merged.permissions.defaultMode ??= from(defaultMode);
    if (disableBypassPermissionsMode) merged.permissions.disableBypassPermissionsMode ??= from(disableBypassPermissionsMode);
    if (disableAllHooks !== undefined) merged.disableAllHooks ??= from(disableAllHooks);
    if (model !== undefined) merged.model ??= from(model);
    for (const tool of disabled ?? []) disabledTools.add(tool);
    if (tools) merged.tools.push(from(tools));
    if (hooks !== undefined) merged.hooks.push(from(hooks));
    for (const [name, value] of Object.entries(variables ?? {})) if (!env.has(name)) env.set(name, value);
    const other = (key: string, value: unknown): OtherSetting => ({ ...from(value), key });
    merged.others.push(
      ...Object.entries(others).map(([key, value]) => other(key, value)),
      ...Object.entries(otherPermissions).map(([key, value]) => other(`permissions.${key}`, value)),
    );
  }
  merged.permissions.additionalDirectories = [...directories.values()];
  merged.disabledTools = [...disabledTools];
  merged.env = Object.fromEntries(env);
  return merged;
}

function expandHome(path: string, home: string): string {
  if (path === '~') return home;
  return path.startsWith('~/') ? join(home, path.slice(2)) : path;
}
