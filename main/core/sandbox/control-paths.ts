import { join } from 'node:path';

/**
 * The files through which a session could change its own rights or run code on Deft's behalf,
 * which sandboxed processes may not write: the project's `.deft`, `.claude`, `.git/hooks`,
 * `.git/config` and `.mcp.json`, and every settings file Deft reads. A stand-in until the control
 * paths have one owner; the sandbox takes them as a plain list.
 */
export function projectControlPaths(projectDir: string, settingsFiles: readonly string[]): string[] {
  const inProject = ['.deft', '.claude', join('.git', 'hooks'), join('.git', 'config'), '.mcp.json'].map((path) => join(projectDir, path));
  return [...new Set([...inProject, ...settingsFiles])];
}
