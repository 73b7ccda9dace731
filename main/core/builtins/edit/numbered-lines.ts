/** Lines in `cat -n` style, as Read shows them: the 1-based number right-aligned in 6, a tab, the line. */
export function numberedLines(lines: readonly string[], firstLineNumber: number): string {
  return lines.map((line, index) => `${String(firstLineNumber + index).padStart(6)}\t${line}`).join('\n');
}
