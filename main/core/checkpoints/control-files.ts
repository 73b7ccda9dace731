import { homedir } from 'node:os';
import { controlPaths } from '../permissions/paths/control-files.ts';
import { isWithin } from '../permissions/paths/resolve.ts';

/**
 * Whether an absolute path is one of Deft's control files for the project (settings, rules, hooks,
 * agents, skills, tools, `.mcp.json`: see `controlPaths`). Checkpoints never hold them, so they are
 * never listed among a session's changes and a rewind never touches them: rewinding must not take
 * back an "always allow" the person gave, nor bring back a rule they removed.
 */
export function controlFileCheck(projectDir: string, dataDir: string, home = homedir()): (path: string) => boolean {
  // Compared without case, as the permission checks do.
  const control = controlPaths({ projectDir, home, dataDir }).map((path) => path.toLowerCase());
  return (path) => {
    const lower = path.toLowerCase();
    return control.some((entry) => isWithin(lower, entry));
  };
}
