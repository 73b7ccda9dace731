/**
 * The files whose path holds the query's characters in order (case-insensitive), best first: a
 * match in the file name before one spread over folders, fewer gaps first, shorter paths first.
 */
export function matchFiles(files: readonly string[], query: string, limit: number): string[] {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return [...files].sort(byLength).slice(0, limit);
  const scored: Array<{ file: string; score: number }> = [];
  for (const file of files) {
    const score = matchScore(file.toLowerCase(), wanted);
    if (score !== undefined) scored.push({ file, score });
  }
  return scored.sort((a, b) => a.score - b.score || byLength(a.file, b.file)).slice(0, limit).map((entry) => entry.file);
}

function matchScore(path: string, query: string): number | undefined {
  const nameStart = path.lastIndexOf('/') + 1;
  const inName = path.indexOf(query, nameStart);
  if (inName >= 0) return inName === nameStart ? 0 : 1;
  if (path.includes(query)) return 2;
  let gaps = 0;
  let at = -1;
  for (const character of query) {
    const next = path.indexOf(character, at + 1);
    if (next < 0) return undefined;
    if (next !== at + 1) gaps++;
    at = next;
  }
  return 3 + gaps;
}

const byLength = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
