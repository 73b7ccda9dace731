/** Upper bounds for what the model sees of one output; a missing bound does not apply. */
export interface OutputLimits {
  maxChars?: number;
  maxLines?: number;
  maxBytes?: number;
}

export const defaultLimits = { maxLines: 2000, maxBytes: 50 * 1024 } satisfies OutputLimits;

export const commandOutputLimits = { maxChars: 30_000 } satisfies OutputLimits;

export type TruncatedText =
  | { truncated: false; text: string }
  | {
      truncated: true;
      head: string;
      tail: string;
      totalLines: number;
      totalChars: number;
      totalBytes: number;
      /** Lines of which nothing is shown in the head or the tail. */
      omittedLines: number;
      omittedChars: number;
    };

interface Size {
  chars: number;
  lines: number;
  bytes: number;
}

const headShare = 0.8;

/**
 * Keeps the start and the end of a text that is over its limits: about 80% of each budget for the
 * head, the rest for the tail. Head and tail together stay within every limit, where a line cut
 * short counts as a whole line.
 */
export function truncateText(text: string, limits: OutputLimits): TruncatedText {
  const total = measure(text);
  const max: Size = {
    chars: limits.maxChars ?? Infinity,
    lines: limits.maxLines ?? Infinity,
    bytes: limits.maxBytes ?? Infinity,
  };
  if (total.chars <= max.chars && total.lines <= max.lines && total.bytes <= max.bytes) {
    return { truncated: false, text };
  }
  const headEnd = cutHead(text, {
    chars: Math.ceil(max.chars * headShare),
    lines: Math.ceil(max.lines * headShare),
    bytes: Math.ceil(max.bytes * headShare),
  });
  const head = text.slice(0, headEnd);
  const shown = measure(head);
  const tailStart = cutTail(text, headEnd, {
    chars: max.chars - shown.chars,
    lines: max.lines - shown.lines,
    bytes: max.bytes - shown.bytes,
  });
  const tail = text.slice(tailStart);
  const nextBreak = text.indexOf('\n', headEnd);
  const sharedLine = !head.endsWith('\n') && head !== '' && tail !== '' && (nextBreak === -1 || nextBreak >= tailStart);
  return {
    truncated: true,
    head,
    tail,
    totalLines: total.lines,
    totalChars: total.chars,
    totalBytes: total.bytes,
    omittedLines: total.lines - shown.lines - countLines(tail) + (sharedLine ? 1 : 0),
    omittedChars: tailStart - headEnd,
  };
}

function measure(text: string): Size {
  return { chars: text.length, lines: countLines(text), bytes: Buffer.byteLength(text) };
}

/** A final line without a line break still counts; an empty text has no lines. */
function countLines(text: string): number {
  let breaks = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) breaks++;
  return text === '' || text.endsWith('\n') ? breaks : breaks + 1;
}

function cutHead(text: string, budget: Size): number {
  let end = Math.min(text.length, budget.chars, budget.bytes);
  end = fitBytesFromStart(text, end, budget.bytes);
  end = Math.min(end, afterLines(text, budget.lines, end));
  if (splitsCharacter(text, end)) end--;
  if (end === 0 || text[end - 1] === '\n') return end;
  const lineEnd = text.lastIndexOf('\n', end - 1) + 1;
  return preferLineCut(lineEnd, end) ? lineEnd : end;
}

function cutTail(text: string, from: number, budget: Size): number {
  const length = text.length;
  let start = Math.max(from, length - budget.chars, length - budget.bytes);
  start = fitBytesFromEnd(text, start, budget.bytes);
  start = Math.max(start, startOfLastLines(text, budget.lines, start));
  if (splitsCharacter(text, start)) start++;
  if (start === length || text[start - 1] === '\n') return start;
  const lineBreak = text.indexOf('\n', start);
  if (lineBreak === -1) return start;
  return preferLineCut(length - lineBreak - 1, length - start) ? lineBreak + 1 : start;
}

/** A cut on a line boundary wins unless it keeps less than half of what a cut inside the line keeps. */
function preferLineCut(keptOnBoundary: number, keptInsideLine: number): boolean {
  return keptOnBoundary * 2 >= keptInsideLine;
}

/** The largest end up to `end` whose prefix fits in `maxBytes` (at most 3 UTF-8 bytes per UTF-16 unit). */
function fitBytesFromStart(text: string, end: number, maxBytes: number): number {
  const fits = (at: number) => Buffer.byteLength(text.slice(0, at)) <= maxBytes;
  if (end * 3 <= maxBytes || fits(end)) return end;
  let low = Math.min(end, Math.floor(maxBytes / 3));
  let high = end;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle;
  }
  return low;
}

/** The smallest start, not before `start`, whose suffix fits in `maxBytes`. */
function fitBytesFromEnd(text: string, start: number, maxBytes: number): number {
  const length = text.length;
  const fits = (at: number) => Buffer.byteLength(text.slice(at)) <= maxBytes;
  if ((length - start) * 3 <= maxBytes || fits(start)) return start;
  let low = start;
  let high = Math.max(start, length - Math.floor(maxBytes / 3));
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (fits(middle)) high = middle;
    else low = middle;
  }
  return high;
}

/** The end of the first `lines` lines, or `limit` if they reach beyond it. */
function afterLines(text: string, lines: number, limit: number): number {
  let end = 0;
  for (let line = 0; line < lines; line++) {
    const lineBreak = text.indexOf('\n', end);
    if (lineBreak === -1 || lineBreak >= limit) return limit;
    end = lineBreak + 1;
  }
  return end;
}

/** The start of the last `lines` lines, or `floor` if they reach before it. */
function startOfLastLines(text: string, lines: number, floor: number): number {
  let lineEnd = text.endsWith('\n') ? text.length - 1 : text.length;
  for (let line = 0; line < lines; line++) {
    if (lineEnd <= floor) return floor;
    const lineBreak = text.lastIndexOf('\n', lineEnd - 1);
    if (lineBreak < floor) return floor;
    lineEnd = lineBreak;
  }
  return Math.min(lineEnd + 1, text.length);
}

/** Whether cutting before `index` would split a surrogate pair or a CRLF line break. */
function splitsCharacter(text: string, index: number): boolean {
  if (index <= 0 || index >= text.length) return false;
  const before = text.charCodeAt(index - 1);
  const after = text.charCodeAt(index);
  const surrogatePair = before >= 0xd800 && before <= 0xdbff && after >= 0xdc00 && after <= 0xdfff;
  return surrogatePair || (before === 0x0d && after === 0x0a);
}
