import type { Matcher, Span } from './haystack.ts';

/** The text exactly as given: every occurrence (replace_all replaces them all). */
export const exact: Matcher = {
  name: 'exact',
  find({ text }, target) {
    const spans: Span[] = [];
    if (target === '') return spans;
    for (let index = text.indexOf(target); index !== -1; index = text.indexOf(target, index + target.length)) {
      spans.push({ start: index, end: index + target.length });
    }
    return spans;
  },
};
