import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { isWithin, pathForms, resolveToolPath, type ResolvedPath } from './resolve.ts';

export interface WorkingDirs {
  /** Real paths of the project root, the additional directories and the session's scratch folder. */
  readonly dirs: readonly string[];
  readonly scratch: string;
  /** Every form of the path (as written and with symlinks followed) lies in a working dir. */
  contains(path: ResolvedPath): boolean;
}

export interface WorkingDirsOptions {
  projectDir: string;
  additionalDirectories?: readonly string[];
  /** The session's scratch folder (created if missing); always a working dir. */
  scratchDir: string;
  home: string;
}

export function createWorkingDirs(options: WorkingDirsOptions): WorkingDirs {
  mkdirSync(options.scratchDir, { recursive: true, mode: 0o700 });
  const real = (dir: string) => resolveToolPath(dir, options.projectDir, options.home).real;
  const dirs = [options.projectDir, ...(options.additionalDirectories ?? []), options.scratchDir].map(real);
  return {
    dirs,
    scratch: real(options.scratchDir),
    contains: (path) => pathForms(path).every((form) => dirs.some((dir) => isWithin(form, dir))),
  };
}

/** Where a session's scratch folder lives: under the data dir, one per session. */
export function scratchDirFor(dataDir: string, sessionId: string): string {
  return join(dataDir, 'scratch', sessionId.replace(/[^\w-]/g, '_'));
}
