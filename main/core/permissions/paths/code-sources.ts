import { lstatOrNothing } from '../../common/files/look.ts';
import { pathForms, type ResolvedPath } from './resolve.ts';

/** Under these, a path is a process's descriptor, its input or a device, not a file on disk (`/dev/null` reads empty). */
const STREAM = /^\/(?:dev\/(?!null$).|proc\/)/;

/**
 * Why the code in a file a command runs (`python3 x`, `make -f x`, `source x`) is not what any script on
 * disk holds, or undefined when it is: the file leads to the command's input, a descriptor, the terminal
 * or a pipe (`ln -s /dev/stdin x && python3 x <<< '…'`, a FIFO), or the command itself writes it
 * (`cp /dev/stdin x.py <<< '…'; python3 x.py`). `path` is the file with the links the command makes
 * followed; `written` tells whether the command writes a path.
 */
export function unseenCodeSource(runner: string, shown: string, path: ResolvedPath, written: (path: ResolvedPath) => boolean): string | undefined {
  const stream = pathForms(path).find((form) => STREAM.test(form));
  if (stream !== undefined) return `\`${runner}\` runs the code of ${shown}, which leads to ${stream}: its input, a descriptor or a device, whose code cannot be checked`;
  const stats = lstatOrNothing(path.real);
  if (stats && !stats.isFile() && !stats.isDirectory() && !stats.isSymbolicLink()) {
    return `\`${runner}\` runs the code of ${shown}, which is a pipe, a socket or a device: what it reads cannot be checked`;
  }
  if (written(path)) return `\`${runner}\` runs ${shown}, which the command itself writes: its code cannot be checked`;
  return undefined;
}
