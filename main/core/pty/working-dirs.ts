import { existsSync } from 'node:fs';

/** Where a session may work; a command that ends outside sends the next one back to `root`. */
export interface WorkingDirs {
  root: string;
  contains(path: string): boolean;
}

/** Where each session's next command starts: where its last one ended, while that is inside its working dirs. */
export interface SessionCwds {
  /** A session's working dirs; when absent, the call's cwd is the root and the only working dir. */
  readonly lookup?: (sessionId: string) => WorkingDirs | undefined;
  readonly remembered: Map<string, string>;
}

export function workingDirsOf(cwds: SessionCwds, sessionId: string, callCwd: string): WorkingDirs {
  return cwds.lookup?.(sessionId) ?? { root: callCwd, contains: (path) => isInside(path, callCwd) };
}

export function startingCwd(cwds: SessionCwds, sessionId: string, dirs: WorkingDirs): string {
  const remembered = cwds.remembered.get(sessionId);
  return remembered && existsSync(remembered) && dirs.contains(remembered) ? remembered : dirs.root;
}

/** A foreground command ended in `cwd`; the session's next command starts there. */
export function rememberCwd(cwds: SessionCwds, sessionId: string, cwd: string): void {
  cwds.remembered.set(sessionId, cwd);
}

/** When a foreground command ended outside the working dirs, the next one starts at the root again, which is returned. */
export function resetIfOutside(cwds: SessionCwds, sessionId: string, dirs: WorkingDirs, cwd: string | undefined): string | undefined {
  if (cwd === undefined || dirs.contains(cwd)) return undefined;
  cwds.remembered.set(sessionId, dirs.root);
  return dirs.root;
}

export function forgetSessionCwd(cwds: SessionCwds, sessionId: string): void {
  cwds.remembered.delete(sessionId);
}

function isInside(path: string, root: string): boolean {
  const base = root.endsWith('/') ? root : `${root}/`;
  return path === root || path.startsWith(base);
}
