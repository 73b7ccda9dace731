/**
 * A folder's file list as listed at most `maxAgeMs` ago, so typing `@src/co` one key at a time lists
 * the project once rather than once per key; a failed listing is not kept.
 */
export function recentListings(list: (folder: string) => Promise<string[]>, maxAgeMs: number, now = Date.now): (folder: string) => Promise<string[]> {
  const recent = new Map<string, { at: number; files: Promise<string[]> }>();
  return (folder) => {
    const known = recent.get(folder);
    if (known && now() - known.at < maxAgeMs) return known.files;
    const files = list(folder);
    recent.set(folder, { at: now(), files });
    files.catch(() => recent.delete(folder));
    return files;
  };
}
