import { matchingWindows, targetLines, type Matcher } from './haystack.ts';

/** Rescues wrong indentation or trailing spaces on some lines: lines compared with their ends trimmed. */
export const lineTrimmed: Matcher = {
  name: 'line-trimmed',
  find(haystack, target) {
    const wanted = targetLines(target).map((line) => line.trim());
    if (wanted.every((line) => line === '')) return [];
    return matchingWindows(haystack, target, wanted.length, (first) =>
      wanted.every((line, offset) => haystack.lines[first + offset].trim() === line),
    );
  },
};
