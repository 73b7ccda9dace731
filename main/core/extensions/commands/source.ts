import { join } from 'node:path';

export type ExtensionScope = 'user' | 'project' | 'plugin';

/** A folder of skills or commands; a plugin's are named `namespace:name`. */
export interface ExtensionSource {
  dir: string;
  scope: ExtensionScope;
  /** The plugin's name, for `plugin:name` and the description's "(plugin)". */
  namespace?: string;
  /** The plugin's own folder, for `${CLAUDE_PLUGIN_ROOT}`. */
  pluginRoot?: string;
}

export interface ExtensionLocations {
  projectDir: string;
  home: string;
  dataDir: string;
}

/**
 * The standard folders of one kind (`skills` or `commands`), lowest precedence first: the project's
 * `.claude` then `.deft` folder, then the person's `~/.claude` then `<dataDir>` folder, so a person's
 * own definition beats the project's of the same name, and Deft's folder beats Claude's.
 */
export function standardSources(locations: ExtensionLocations, kind: 'skills' | 'commands'): ExtensionSource[] {
  return [
    { dir: join(locations.projectDir, '.claude', kind), scope: 'project' },
    { dir: join(locations.projectDir, '.deft', kind), scope: 'project' },
    { dir: join(locations.home, '.claude', kind), scope: 'user' },
    { dir: join(locations.dataDir, kind), scope: 'user' },
  ];
}

/** The name a definition is invoked by: `name`, or `plugin:name` for a plugin's. */
export function qualifiedName(source: ExtensionSource, name: string): string {
  return source.namespace ? `${source.namespace}:${name}` : name;
}
