import type { LoadedSettings } from '../../settings/types.ts';

export const projectToolsKey = 'enableProjectTools';

export interface ProjectToolsTrust {
  trusted: boolean;
  problems: string[];
}

/**
 * Whether the person lets this project's tool files run. Only their own files count (the local
 * project file, their user file, `--settings`): a committed `.deft/settings.json` cannot grant it.
 */
export function projectToolsTrust(settings: LoadedSettings): ProjectToolsTrust {
  const problems: string[] = [];
  for (const entry of settings.others.filter((other) => other.key === projectToolsKey)) {
    if (typeof entry.value !== 'boolean') {
      problems.push(`${entry.file}: ${projectToolsKey}: must be true or false, found ${JSON.stringify(entry.value)}`);
      continue;
    }
    if (entry.scope === 'project') {
      problems.push(`${entry.file}: ${projectToolsKey}: ignored in a shared project file; set it in .deft/settings.local.json`);
      continue;
    }
    return { trusted: entry.value, problems };
  }
  return { trusted: false, problems };
}
