import { matchingWindows, targetLines, type Matcher } from './haystack.ts';

/** Rescues a block indented by a different amount as a whole, its inner indentation intact. */
export const indentationShifted: Matcher = {
  name: 'indentation-shifted',
  find(haystack, target) {
    const wanted = dedent(targetLines(target));
    if (wanted.every((line) => line === '')) return [];
    return matchingWindows(haystack, target, wanted.length, (first) => {
      if (haystack.lines[first].trim() !== wanted[0].trim()) return false;
      const window = dedent(haystack.lines.slice(first, first + wanted.length));
      return window.every((line, offset) => line === wanted[offset]);
    });
  },
};

/** The lines without the indentation they all share (blank lines do not count). */
function dedent(lines: string[]): string[] {
  const indents = lines.filter((line) => line.trim() !== '').map((line) => /^[ \t]*/.exec(line)![0].length);
  const common = indents.length === 0 ? 0 : Math.min(...indents);
  return lines.map((line) => (line.trim() === '' ? '' : line.slice(common)));
}
