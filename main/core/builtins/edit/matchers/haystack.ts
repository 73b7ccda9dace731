/** A stretch of the text, [start, end) in UTF-16 units. */
export interface Span {
  start: number;
  end: number;
}

/** The text being searched, split into lines once for every line-based matcher. */
export interface Haystack {
  text: string;
  lines: string[];
  /** Offset of each line's first character. */
  starts: number[];
}

/** One way of finding what the model meant by `target`; every match it sees, in order, none overlapping. */
export interface Matcher {
  name: string;
  find(haystack: Haystack, target: string): Span[];
  /** Puts the replacement in the same form the match was found in (e.g. unescaped). */
  adapt?(replacement: string): string;
}

/** The lines are split on first use: the exact matcher, which usually succeeds, never needs them. */
export function haystackOf(text: string): Haystack {
  let split: { lines: string[]; starts: number[] } | undefined;
  const lines = () => (split ??= splitLines(text));
  return {
    text,
    get lines() {
      return lines().lines;
    },
    get starts() {
      return lines().starts;
    },
  };
}

function splitLines(text: string) {
  const lines = text.split('\n');
  const starts = new Array<number>(lines.length);
  let offset = 0;
  for (let index = 0; index < lines.length; index++) {
    starts[index] = offset;
    offset += lines[index].length + 1;
  }
  return { lines, starts };
}

/** The target's lines, without the empty one a final newline leaves. */
export function targetLines(target: string): string[] {
  const lines = target.split('\n');
  if (lines.length > 1 && lines.at(-1) === '') lines.pop();
  return lines;
}

/** Lines [first, first + count) as a span; it takes the following newline when the target ended with one. */
export function lineSpan(haystack: Haystack, first: number, count: number, target: string): Span {
  const last = first + count - 1;
  let end = haystack.starts[last] + haystack.lines[last].length;
  if (target.endsWith('\n') && end < haystack.text.length) end += 1;
  return { start: haystack.starts[first], end };
}

/** Every window of `count` lines that `matches`, as spans, skipping windows that overlap an earlier one. */
export function matchingWindows(
  haystack: Haystack,
  target: string,
  count: number,
  matches: (first: number) => boolean,
): Span[] {
  const spans: Span[] = [];
  let free = 0;
  for (let first = 0; first + count <= haystack.lines.length; first++) {
    if (first < free || !matches(first)) continue;
    spans.push(lineSpan(haystack, first, count, target));
    free = first + count;
  }
  return spans;
}
