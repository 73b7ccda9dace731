import type { LoadedSettings, SettingsScope } from '../../settings/types.ts';
import { enabledPlugins } from './enabled-plugins.ts';
import { readManifest } from './plugin-manifest.ts';
import { pluginSources, type PluginLocations } from './plugin-sources.ts';
import { readPluginComponents, type PluginComponents } from './read-plugin.ts';

export interface LoadedPlugin extends PluginComponents {
  /** From the manifest; agents, skills and commands of the plugin are named `<name>:<item>`. */
  name: string;
  version?: string;
  description?: string;
  root: string;
  /** The settings file whose `plugins` names it, and that file's scope. */
  declaredIn: string;
  scope: SettingsScope;
}

export interface PluginsLoad {
  /** The enabled plugins, in the order the settings name them (highest precedence first). */
  plugins: LoadedPlugin[];
  /** Names of plugins found but turned off with `enabledPlugins`. */
  disabled: string[];
  /** Each names the file and field: a plugin not found, a malformed manifest or part, a duplicate name. */
  problems: string[];
}

/** The plugins named in the settings' `plugins` lists, less those `enabledPlugins` turns off; one that cannot be read is reported and the rest still load. */
export async function loadPlugins(settings: LoadedSettings, locations: PluginLocations): Promise<PluginsLoad> {
  const enabled = enabledPlugins(settings);
  const { sources, problems } = await pluginSources(settings, locations);
  problems.push(...enabled.problems);
  const plugins: LoadedPlugin[] = [];
  const disabled: string[] = [];
  const rootOf = new Map<string, string>();
  for (const source of sources) {
    const read = await readManifest(source.root);
    if (!read.ok) {
      problems.push(`${read.error} (plugin named in ${source.declaredIn})`);
      continue;
    }
    const { manifest, file } = read.value;
    const earlier = rootOf.get(manifest.name);
    if (earlier !== undefined) {
      if (earlier !== source.root) problems.push(`${file}: name: "${manifest.name}" is also the name of the plugin in ${earlier}; that one is used`);
      continue;
    }
    rootOf.set(manifest.name, source.root);
    if (!enabled.isEnabled(manifest.name)) {
      disabled.push(manifest.name);
      continue;
    }
    plugins.push({
      name: manifest.name,
      ...(manifest.version !== undefined && { version: manifest.version }),
      ...(manifest.description !== undefined && { description: manifest.description }),
      root: source.root,
      declaredIn: source.declaredIn,
      scope: source.scope,
      ...(await readPluginComponents(source.root, manifest, file, problems)),
    });
  }
  return { plugins, disabled, problems };
}
