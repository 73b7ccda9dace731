/** Serialises writers per file: a call holding a path runs alone on it, across sessions. */
export function createFileLocks() {
  const tails = new Map<string, Promise<void>>();

  return async function withLocks<T>(paths: readonly string[], run: () => Promise<T>): Promise<T> {
    const unique = [...new Set(paths)].sort();
    const releases: Array<() => void> = [];
    for (const path of unique) {
      const previous = tails.get(path) ?? Promise.resolve();
      let release!: () => void;
      const current = new Promise<void>((resolve) => (release = resolve));
      const tail = previous.then(() => current);
      tails.set(path, tail);
      releases.push(() => {
        release();
        if (tails.get(path) === tail) tails.delete(path);
      });
      await previous;
    }
    try {
      return await run();
    } finally {
      for (const release of releases) release();
    }
  };
}

export type WithLocks = ReturnType<typeof createFileLocks>;
