import { exact } from './exact.ts';
import type { Matcher } from './haystack.ts';

/** Rescues stray blank lines or spaces at the start or end of the text. */
export const trimmedBoundary: Matcher = {
  name: 'trimmed-boundary',
  find(haystack, target) {
    const trimmed = target.trim();
    return trimmed === target || trimmed === '' ? [] : exact.find(haystack, trimmed);
  },
};
