import { MAX_LINE_CHARS, type WindowLine } from './line-window.ts';
import { count } from './sizes.ts';

/** `cat -n` style: the 1-based line number right-aligned in six columns, a tab, the line; cut lines say so. */
export function numberLines(lines: readonly WindowLine[], firstNumber: number): string {
  return lines
    .map((line, index) => {
      const cut = line.cutFromBytes === undefined ? '' : ` … [line cut at ${count(MAX_LINE_CHARS)} characters; it has ${count(line.cutFromBytes)} bytes]`;
      return `${String(firstNumber + index).padStart(6)}\t${line.text}${cut}`;
    })
    .join('\n');
}
