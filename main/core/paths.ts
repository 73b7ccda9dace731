import { homedir } from 'node:os';
import { join } from 'node:path';

/**
 * Where Deft keeps its data when nobody says otherwise. The desktop app and the CLI use this
 * same function so they share sessions and settings. `DEFT_DATA_DIR` overrides it.
 */
export function defaultDataDir(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
  home: string = homedir(),
): string {
  if (env.DEFT_DATA_DIR) return env.DEFT_DATA_DIR;
  if (platform === 'win32') return join(env.APPDATA ?? join(home, 'AppData', 'Roaming'), 'Deft');
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', 'Deft');
  return join(env.XDG_CONFIG_HOME || join(home, '.config'), 'Deft');
}

/** Where whole tool outputs too long for the model are kept (the spill files), under the data folder. */
export const toolOutputDir = (dataDir: string): string => join(dataDir, 'tool-output');
