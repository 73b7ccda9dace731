import { ToolError } from '../../tools/define.ts';
import { closestRegion } from './closest-region.ts';
import { exact, haystackOf, matcherChain, type Haystack, type Matcher, type Span } from './matchers.ts';
import { numberedLines } from '../files/number-lines.ts';
import { reindent } from './reindent.ts';

export interface TextEdit {
  old_string: string;
  new_string: string;
  replace_all?: boolean;
}

export interface Replaced {
  text: string;
  count: number;
  /** The matcher that found the text: `exact`, or the fallback that rescued it. */
  matcher: string;
}

/** A fuzzy match this much longer than what the model wrote is not what it meant. */
const maxSpan = (target: string) => target.length * 2 + 64;

/**
 * Replaces `old_string` in `text` (both with LF line endings): exactly if it is there, else through
 * the fallback matchers in order. A match is used only when it is the only one, unless `replace_all`.
 */
export function replaceText(text: string, edit: TextEdit, fileName: string): Replaced {
  const { old_string: target, new_string: replacement } = edit;
  if (target === '') {
    if (text !== '') throw new ToolError(`old_string is empty, but ${fileName} is not: give the text to replace, or use Write to replace the whole file.`);
    return { text: replacement, count: 1, matcher: 'exact' };
  }
  const haystack = haystackOf(text);
  let ambiguous: { matcher: Matcher; spans: Span[] } | undefined;
  for (const matcher of matcherChain) {
    const spans = matcher.find(haystack, target).filter((span) => matcher === exact || span.end - span.start <= maxSpan(target));
    if (spans.length === 0) continue;
    if (spans.length > 1 && !edit.replace_all) {
      if (matcher === exact) throw notUnique(haystack, spans, fileName);
      ambiguous ??= { matcher, spans };
      continue;
    }
    const adapted = matcher.adapt?.(replacement) ?? replacement;
    const spliced = spans.map((span) => ({
      span,
      text: matcher === exact || !atLineStart(text, span.start) ? adapted : reindent(adapted, target, text.slice(span.start, span.end)),
    }));
    return { text: splice(text, spliced), count: spans.length, matcher: matcher.name };
  }
  if (ambiguous) throw notUnique(haystack, ambiguous.spans, fileName);
  throw notFound(haystack, target, fileName);
}

function splice(text: string, pieces: ReadonlyArray<{ span: Span; text: string }>): string {
  let result = '';
  let from = 0;
  for (const { span, text: piece } of pieces) {
    result += text.slice(from, span.start) + piece;
    from = span.end;
  }
  return result + text.slice(from);
}

function atLineStart(text: string, offset: number): boolean {
  return offset === 0 || text[offset - 1] === '\n';
}

function lineOf(haystack: Haystack, offset: number): number {
  const { starts } = haystack;
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (starts[middle] <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

function notUnique(haystack: Haystack, spans: readonly Span[], fileName: string): ToolError {
  const lines = spans.slice(0, 10).map((span) => lineOf(haystack, span.start) + 1);
  const more = spans.length > lines.length ? ', …' : '';
  return new ToolError(
    `old_string matches ${spans.length} places in ${fileName} (lines ${lines.join(', ')}${more}). ` +
      'Include more surrounding lines so it matches only one, or set replace_all to change every one.',
  );
}

function notFound(haystack: Haystack, target: string, fileName: string): ToolError {
  const region = closestRegion(haystack.lines, target);
  if (!region) {
    return new ToolError(
      `old_string was not found in ${fileName}, nor anything close to it. Read the file again and copy old_string exactly from it (without the line-number prefix).`,
    );
  }
  const first = Math.max(0, region.first - 2);
  const last = Math.min(haystack.lines.length - 1, region.last + 2);
  return new ToolError(
    `old_string was not found in ${fileName}. The closest region is lines ${region.first + 1}–${region.last + 1}:\n` +
      `${numberedLines(haystack.lines.slice(first, last + 1), first + 1)}\n` +
      `The file may differ from what you remember: read it again (offset ${first + 1}, limit ${last - first + 1}) and copy old_string exactly from it, whitespace included, without the line-number prefix.`,
  );
}
