import { posix } from 'node:path';

const drive = /^([A-Za-z]):(?=[\\/]|$)/;
/** Absolute, no empty, `.` or `..` segment, no trailing slash: most paths, which need no work. */
const alreadyNormal = /^(?:\/(?!\.{1,2}(?:\/|$))[^/]+)+$/;

/**
 * One spelling per path: `C:\Users\me` becomes `/c/Users/me`, `.` and `..` are resolved
 * lexically, repeated and trailing slashes go. Backslashes elsewhere are kept: on POSIX they
 * are ordinary filename characters.
 */
export function normalizePath(path: string): string {
  if (path === '/' || alreadyNormal.test(path)) return path;
  const windows = drive.exec(path);
  const slashed = windows ? `/${windows[1].toLowerCase()}/${path.slice(2).replace(/\\/g, '/')}` : path;
  const normal = posix.normalize(slashed);
  return normal.length > 1 && normal.endsWith('/') ? normal.slice(0, -1) : normal;
}

export function isWindowsDrivePath(path: string): boolean {
  return drive.test(path);
}
