import { similarity } from './similarity.ts';
import { lineSpan, targetLines, type Matcher, type Span } from './haystack.ts';

const minimumSimilarity = 0.65;

/**
 * Rescues a block remembered slightly wrong in the middle (a renamed variable, a changed literal):
 * first and last lines equal when trimmed, same number of lines, the middle lines similar on average.
 */
export const blockAnchor: Matcher = {
  name: 'block-anchor',
  find(haystack, target) {
    const wanted = targetLines(target).map((line) => line.trim());
    if (wanted.length < 3 || wanted[0] === '' || wanted.at(-1) === '') return [];
    const spans: Span[] = [];
    const last = wanted.length - 1;
    for (let first = 0; first + wanted.length <= haystack.lines.length; first++) {
      const lines = haystack.lines;
      if (lines[first].trim() !== wanted[0] || lines[first + last].trim() !== wanted[last]) continue;
      let total = 0;
      for (let offset = 1; offset < last; offset++) total += similarity(lines[first + offset].trim(), wanted[offset]);
      if (total / (last - 1) < minimumSimilarity) continue;
      if (spans.length > 0 && spans.at(-1)!.end > haystack.starts[first]) continue;
      spans.push(lineSpan(haystack, first, wanted.length, target));
    }
    return spans;
  },
};
