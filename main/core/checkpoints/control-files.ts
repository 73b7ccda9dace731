import { homedir } from 'node:os';
import { controlFilesWritten, controlPaths } from '../permissions/paths/control-files.ts';

/**
 * Whether an absolute path is one of Deft's control files for the project (settings, rules, hooks,
 * agents, skills, tools, `.mcp.json`: see `controlPaths`). Checkpoints never hold them, so they are
 * never listed among a session's changes and a rewind never touches them: rewinding must not take
 * back an "always allow" the person gave, nor bring back a rule they removed.
 */
export function controlFileCheck(projectDir: string, dataDir: string, home = homedir()): (path: string) => boolean {
  const control = controlPaths({ projectDir, home, dataDir });
  // The permission checks' own test: the path one of them, or inside one, compared without case.
  return (path) => controlFilesWritten({ lexical: path, real: path }, control).length > 0;
}
