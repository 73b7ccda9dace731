import { foldPunctuation } from './fold-punctuation.ts';

/** How strictly lines are compared, strictest first. */
const comparisons: ReadonlyArray<(line: string) => string> = [
  (line) => line,
  (line) => line.trimEnd(),
  (line) => line.trim(),
  (line) => foldPunctuation(line.trim()),
];

/**
 * Where `wanted` occurs in `lines` at or after `from`: exactly if it does, else ignoring trailing
 * space, else trimmed, else with Unicode punctuation folded to ASCII. With `atEnd`, only as the last lines.
 */
export function seekLines(lines: readonly string[], wanted: readonly string[], from: number, atEnd: boolean): number {
  if (wanted.length === 0) return atEnd ? lines.length : from;
  const firstCandidate = atEnd ? lines.length - wanted.length : from;
  const lastCandidate = lines.length - wanted.length;
  for (const compare of comparisons) {
    const expected = wanted.map(compare);
    for (let start = Math.max(firstCandidate, from); start <= lastCandidate; start++) {
      if (expected.every((line, offset) => compare(lines[start + offset]) === line)) return start;
    }
  }
  return -1;
}
