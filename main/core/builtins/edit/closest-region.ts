import { similarity, targetLines } from './matchers.ts';

/** Lines [first, last], 0-based. */
export interface LineRange {
  first: number;
  last: number;
}

const similarityScanLimit = 20_000;

/**
 * Where the text the model looked for most likely is: the window of its size sharing the most of
 * its lines (trimmed), else the line most like its first line. Undefined when nothing is close.
 */
export function closestRegion(lines: readonly string[], target: string): LineRange | undefined {
  const wanted = targetLines(target).map((line) => line.trim());
  const size = Math.min(wanted.length, lines.length);
  return byLinesShared(lines, wanted, size) ?? byFirstLine(lines, wanted, size);
}

/**
 * Each shared line weighs its length (a long line in common says more than a lone brace), and
 * counts twice when it sits at the same place in the window as in the target.
 */
function byLinesShared(lines: readonly string[], wanted: readonly string[], size: number): LineRange | undefined {
  const set = new Set(wanted.filter((line) => line !== ''));
  const weight = lines.map((line) => {
    const trimmed = line.trim();
    return set.has(trimmed) ? trimmed.length : 0;
  });
  let inWindow = weight.slice(0, size).reduce<number>((sum, value) => sum + value, 0);
  let best = { score: 0, first: 0 };
  for (let first = 0; first + size <= lines.length; first++) {
    if (first > 0) inWindow += weight[first + size - 1] - weight[first - 1];
    if (inWindow === 0) continue;
    let aligned = 0;
    for (let offset = 0; offset < size; offset++) if (lines[first + offset].trim() === wanted[offset]) aligned += wanted[offset].length;
    if (inWindow + aligned > best.score) best = { score: inWindow + aligned, first };
  }
  return best.score === 0 ? undefined : { first: best.first, last: best.first + size - 1 };
}

function byFirstLine(lines: readonly string[], wanted: readonly string[], size: number): LineRange | undefined {
  const first = wanted.find((line) => line !== '');
  if (!first) return undefined;
  let best = { score: 0.5, line: -1 };
  for (let index = 0; index < Math.min(lines.length, similarityScanLimit); index++) {
    const line = lines[index].trim();
    if (line.length > first.length * 2 || first.length > line.length * 2) continue;
    const score = similarity(line, first);
    if (score > best.score) best = { score, line: index };
  }
  return best.line === -1 ? undefined : { first: best.line, last: Math.min(lines.length - 1, best.line + size - 1) };
}
