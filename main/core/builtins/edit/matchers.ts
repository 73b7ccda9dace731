/**
 * How Edit finds what the model meant by old_string: the text split into lines (the haystack), each
 * matcher, and the chain that tries them strictest first.
 */

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

/** Rescues different runs of spaces, tabs or line breaks between the same words. */
export const whitespaceCollapsed: Matcher = {
  name: 'whitespace-collapsed',
  find({ text }, target) {
    const words = target.trim().split(/\s+/).filter((word) => word !== '');
    if (words.length < 2) return [];
    const pattern = new RegExp(words.map(escapeRegExp).join('\\s+'), 'g');
    const spans: Span[] = [];
    for (const match of text.matchAll(pattern)) spans.push({ start: match.index, end: match.index + match[0].length });
    return spans;
  },
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

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

const escapes: Record<string, string> = { n: '\n', t: '\t', r: '\r', '"': '"', "'": "'", '`': '`', '\\': '\\', $: '$' };

/** Rescues text escaped once too often (`\n`, `\t`, `\"` written literally); the replacement is unescaped alike. */
export const escapeNormalised: Matcher = {
  name: 'escape-normalised',
  find(haystack, target) {
    const unescaped = unescape(target);
    return unescaped === target ? [] : exact.find(haystack, unescaped);
  },
  adapt: unescape,
};

function unescape(text: string): string {
  return text.replace(/\\([ntr"'`\\$])/g, (_, character: string) => escapes[character]);
}

/** Rescues stray blank lines or spaces at the start or end of the text. */
export const trimmedBoundary: Matcher = {
  name: 'trimmed-boundary',
  find(haystack, target) {
    const trimmed = target.trim();
    return trimmed === target || trimmed === '' ? [] : exact.find(haystack, trimmed);
  },
};

/** Rescues a block whose first and last lines are right and at least half of whose middle lines are. */
export const contextAware: Matcher = {
  name: 'context-aware',
  find(haystack, target) {
    const wanted = targetLines(target).map((line) => line.trim());
    if (wanted.length < 3 || wanted[0] === '' || wanted.at(-1) === '') return [];
    const last = wanted.length - 1;
    return matchingWindows(haystack, target, wanted.length, (first) => {
      const lines = haystack.lines;
      if (lines[first].trim() !== wanted[0] || lines[first + last].trim() !== wanted[last]) return false;
      let equal = 0;
      for (let offset = 1; offset < last; offset++) if (lines[first + offset].trim() === wanted[offset]) equal++;
      return equal * 2 >= last - 1;
    });
  },
};

/** 1 for equal strings, 0 for nothing in common: 1 − Levenshtein distance / the longer length. */
export function similarity(a: string, b: string): number {
  if (a === b) return 1;
  const longer = Math.max(a.length, b.length);
  return 1 - levenshtein(a, b) / longer;
}

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length];
}

/** The order peers settled on: the strictest first, so a looser matcher only rescues what a stricter one missed. */
export const matcherChain: readonly Matcher[] = [
  exact,
  lineTrimmed,
  blockAnchor,
  whitespaceCollapsed,
  indentationShifted,
  escapeNormalised,
  trimmedBoundary,
  contextAware,
];
