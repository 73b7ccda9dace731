import { MAX_LINE_CHARS, type WindowLine } from './line-window.ts';
import { count } from './sizes.ts';

/** Lines in `cat -n` style, as Read shows them: the 1-based number right-aligned in 6, a tab, the line. */
export function numberedLines(lines: readonly string[], firstLineNumber: number): string {
  return lines.map((line, index) => `${String(firstLineNumber + index).padStart(6)}\t${line}`).join('\n');
}

/** Read's window of a file in `cat -n` style; cut lines say so. */
export function numberLines(lines: readonly WindowLine[], firstNumber: number): string {
  const texts = lines.map((line) =>
    line.cutFromBytes === undefined ? line.text : `${line.text} … [line cut at ${count(MAX_LINE_CHARS)} characters; it has ${count(line.cutFromBytes)} bytes]`,
  );
  return numberedLines(texts, firstNumber);
}
