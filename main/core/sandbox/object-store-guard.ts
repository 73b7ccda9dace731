import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';

/** A loose object's folder: the first two hex digits of its name. */
const FAN_OUT = /^[0-9a-f]{2}$/;
/** The rest of its name: 38 hex digits for SHA-1, 62 for SHA-256. */
const REST = /^(?:[0-9a-f]{38}|[0-9a-f]{62})$/;

type Stamps = ReadonlyMap<string, string>;

export interface ObjectStoreGuard {
  /** The loose objects as they are before a sandboxed command starts. */
  before(): Stamps;
  /** After it: every loose object it added or changed whose content is not what its name says is removed, and reported. */
  after(before: Stamps): void;
}

/**
 * A git object store a sandboxed command may write: a session worktree's commits go to its
 * repository's `objects/`. Git trusts an object's file to hold what its name says and does not
 * check when it reads, so a command could make the main branch's files say anything by replacing a
 * loose object. Packs cannot be checked as cheaply, so `objects/pack` stays unwritable inside
 * (`worktreeCommitPaths`); a commit writes loose objects only.
 */
export function objectStoreGuard(objectStores: readonly string[], onRemoved: (object: string, why: string) => void): ObjectStoreGuard {
  return {
    before: () => stampsOf(objectStores),
    after(before) {
      for (const [path, stamp] of stampsOf(objectStores)) {
        if (before.get(path) === stamp) continue;
        const why = falseObject(path);
        if (why === undefined) continue;
        rmSync(path, { force: true });
        onRemoved(path, why);
      }
    },
  };
}

function stampsOf(objectStores: readonly string[]): Map<string, string> {
  const stamps = new Map<string, string>();
  for (const store of objectStores) {
    for (const folder of namesIn(store).filter((name) => FAN_OUT.test(name))) {
      for (const rest of namesIn(join(store, folder))) {
        const path = join(store, folder, rest);
        const stat = lstatSync(path, { throwIfNoEntry: false });
        if (stat) stamps.set(path, `${stat.ino}:${stat.size}:${stat.mtimeMs}:${stat.isFile()}`);
      }
    }
  }
  return stamps;
}

/** Why a loose object's file is not the object its name says; undefined when it is (or is no object: a temporary file). */
function falseObject(path: string): string | undefined {
  const segments = path.split('/');
  const [folder, rest] = segments.slice(-2);
  if (!REST.test(rest)) return undefined;
  const stat = lstatSync(path, { throwIfNoEntry: false });
  if (!stat) return undefined;
  if (!stat.isFile()) return 'it is not a file';
  try {
    const content = inflateSync(readFileSync(path));
    const hash = createHash(rest.length === 38 ? 'sha1' : 'sha256').update(content).digest('hex');
    return hash === folder + rest ? undefined : `its content hashes to ${hash}`;
  } catch {
    return 'it is not a compressed git object';
  }
}

function namesIn(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}
