import { lstatSync, readdirSync, readlinkSync, realpathSync, statSync, type Stats } from 'node:fs';

/**
 * Looking at a path where what cannot be looked at (missing, not a folder, no permission, a NUL
 * byte in the name) counts as not there.
 */

export function statOrNothing(path: string): Stats | undefined {
  try {
    return statSync(path, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

export function lstatOrNothing(path: string): Stats | undefined {
  try {
    return lstatSync(path, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

export function readlinkOrNothing(path: string): string | undefined {
  try {
    return readlinkSync(path);
  } catch {
    return undefined;
  }
}

/** Every symlink followed, as the kernel does. */
export function realpathOrNothing(path: string): string | undefined {
  try {
    return realpathSync.native(path);
  } catch {
    return undefined;
  }
}

/** The names in a folder; none for what is not a readable folder. */
export function entriesOf(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
