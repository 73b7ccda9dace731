import { MAX_OUTPUT_CHARS } from './read-text.ts';
import { count } from './sizes.ts';

/** Text kept under Read's output cap; when cut, a note says so and how to see the rest. */
export function capText(text: string, howToSeeMore: string): string {
  if (text.length <= MAX_OUTPUT_CHARS) return text;
  return `${text.slice(0, MAX_OUTPUT_CHARS)}\n\n(Cut at ${count(MAX_OUTPUT_CHARS)} of ${count(text.length)} characters; ${howToSeeMore}.)`;
}
