import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** Up to three entries of the missing path's folder whose names look like the one asked for, most alike first. */
export function nearNames(missingPath: string, max = 3): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dirname(missingPath));
  } catch {
    return [];
  }
  const wanted = basename(missingPath).toLowerCase();
  const stem = (name: string) => name.replace(/\.[^.]*$/, '');
  return entries
    .map((name) => {
      const lower = name.toLowerCase();
      const score = stem(lower) === stem(wanted) ? 0 : editDistance(lower, wanted);
      return { name, score, length: Math.max(lower.length, wanted.length) };
    })
    .filter((entry) => entry.score <= Math.max(2, Math.floor(entry.length / 3)))
    .sort((a, b) => a.score - b.score || a.name.localeCompare(b.name))
    .slice(0, max)
    .map((entry) => join(dirname(missingPath), entry.name));
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}
