import { haystackOf, type Matcher } from '../../../../../../main/core/builtins/edit/matchers/haystack.ts';

/** The texts a matcher finds for `target` in `text`. */
export function found(matcher: Matcher, text: string, target: string): string[] {
  return matcher.find(haystackOf(text), target).map((span) => text.slice(span.start, span.end));
}
