import type { LoadedSettings } from '../../settings/types.ts';

export interface EnabledPlugins {
  /** False only when the highest settings file that names the plugin says `false`. */
  isEnabled(name: string): boolean;
  problems: string[];
}

/** Claude Code's `enabledPlugins: {"name@marketplace": true|false}`; a key matches by the name before `@`. */
export function enabledPlugins(settings: LoadedSettings): EnabledPlugins {
  const decided = new Map<string, boolean>();
  const problems: string[] = [];
  for (const entry of settings.others.filter((other) => other.key === 'enabledPlugins')) {
    if (entry.value === null || typeof entry.value !== 'object' || Array.isArray(entry.value)) {
      problems.push(`${entry.file}: enabledPlugins: must be an object like {"name": true}, found ${JSON.stringify(entry.value)}`);
      continue;
    }
    for (const [key, enabled] of Object.entries(entry.value)) {
      if (typeof enabled !== 'boolean') {
        problems.push(`${entry.file}: enabledPlugins[${JSON.stringify(key)}]: must be true or false, found ${JSON.stringify(enabled)}`);
        continue;
      }
      const name = key.split('@')[0];
      if (!decided.has(name)) decided.set(name, enabled);
    }
  }
  return { isEnabled: (name) => decided.get(name) ?? true, problems };
}
