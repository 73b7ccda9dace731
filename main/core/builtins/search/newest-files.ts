import { sep } from 'node:path';
import { modifiedAt, newerFirst } from './newest-first.ts';

/**
 * The newest of the files rg lists (`rg --files`, one relative path a line), ties by path, in the
 * order `newestFirstLines` gives them: each path is stat-ed once as it comes and kept only while it is
 * among the `wanted` newest, so a long list costs one stat and one comparison a file.
 */
export interface NewestFiles {
  add(path: string): void;
  /** The newest `wanted` paths, newest first, and how many were listed in all. */
  ordered(): { paths: string[]; total: number };
}

export function newestFiles(cwd: string, wanted: number): NewestFiles {
  const prefix = cwd.endsWith(sep) ? cwd : cwd + sep;
  /** Newest first, at most `wanted`. */
  const newest: Array<{ path: string; mtimeMs: number }> = [];
  let total = 0;
  return {
    add(path) {
      total++;
      const file = { path, mtimeMs: modifiedAt(prefix + path) };
      if (newest.length === wanted && newerFirst(newest[wanted - 1], file) <= 0) return;
      let low = 0;
      let high = newest.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (newerFirst(newest[middle], file) <= 0) low = middle + 1;
        else high = middle;
      }
      newest.splice(low, 0, file);
      if (newest.length > wanted) newest.pop();
    },
    ordered: () => ({ paths: newest.map((file) => file.path), total }),
  };
}
