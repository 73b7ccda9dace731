import { stat } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import type { LoadedSettings, SettingsScope } from '../../settings/types.ts';

/** Where one plugin was found, and the settings entry that named it. */
export interface PluginSource {
  root: string;
  /** The settings file whose `plugins` names it, and its scope: a plugin named by a shared project file runs the project's code. */
  declaredIn: string;
  scope: SettingsScope;
}

export interface PluginLocations {
  projectDir: string;
  dataDir: string;
  home: string;
}

/**
 * The folders named by the `plugins` arrays of the settings: a path (relative to the settings file
 * that names it, or starting with `~`) or an npm package name, looked for in the project's
 * `node_modules`, then in `<data dir>/plugins/node_modules`.
 */
export async function pluginSources(settings: LoadedSettings, locations: PluginLocations): Promise<{ sources: PluginSource[]; problems: string[] }> {
  const sources: PluginSource[] = [];
  const problems: string[] = [];
  for (const entry of settings.others.filter((other) => other.key === 'plugins')) {
    if (!Array.isArray(entry.value)) {
      problems.push(`${entry.file}: plugins: must be a list of folders or npm package names, found ${JSON.stringify(entry.value)}`);
      continue;
    }
    for (const [index, spec] of entry.value.entries()) {
      const field = `${entry.file}: plugins[${index}]`;
      if (typeof spec !== 'string' || spec.trim() === '') {
        problems.push(`${field}: must be a folder or an npm package name, found ${JSON.stringify(spec)}`);
        continue;
      }
      const candidates = isPath(spec)
        ? [resolve(dirname(entry.file), spec.replace(/^~(?=$|[\\/])/, locations.home))]
        : [join(locations.projectDir, 'node_modules', spec), join(locations.dataDir, 'plugins', 'node_modules', spec)];
      const root = await firstFolder(candidates);
      if (root) sources.push({ root, declaredIn: entry.file, scope: entry.scope });
      else problems.push(`${field}: "${spec}" not found (looked in ${candidates.join(', ')})`);
    }
  }
  return { sources, problems };
}

const isPath = (spec: string) => isAbsolute(spec) || /^\.{1,2}([\\/]|$)|^~([\\/]|$)/.test(spec);

async function firstFolder(candidates: readonly string[]): Promise<string | undefined> {
  for (const candidate of candidates) {
    const found = await stat(candidate).catch(() => undefined);
    if (found?.isDirectory()) return candidate;
  }
  return undefined;
}
