import type { Stats } from 'node:fs';

/** Every `stride`-th line start of a file, learnt while reading it, so that a later read at a far offset skips straight there. */
export interface LineStarts {
  readonly stride: number;
  /** `starts[k]` is the byte offset where line `k * stride` (0-based) begins; known from the file's start on, without gaps. */
  readonly starts: number[];
}

/** The line starts of the files Read has scanned, each valid while the file keeps its size and modification time. */
export interface LineIndexCache {
  /** The file's line starts: those learnt before when it is unchanged, else new ones (knowing only where line 0 begins). */
  of(path: string, stat: Pick<Stats, 'size' | 'mtimeMs' | 'ino'>, encoding: string, firstLineAt: number): LineStarts;
}

export const lineStride = 1024;
/** Files whose line starts are kept; the least recently read goes first. */
const maxFiles = 16;

export function createLineIndexCache(): LineIndexCache {
  const files = new Map<string, { version: string; lines: LineStarts }>();
  return {
    of(path, stat, encoding, firstLineAt) {
      const version = `${stat.size}:${stat.mtimeMs}:${stat.ino}:${encoding}:${firstLineAt}`;
      const known = files.get(path);
      files.delete(path);
      const entry = known?.version === version ? known : { version, lines: { stride: lineStride, starts: [firstLineAt] } };
      files.set(path, entry);
      if (files.size > maxFiles) files.delete(files.keys().next().value!);
      return entry.lines;
    },
  };
}
