export interface PageRange {
  first: number;
  last: number;
}

export const MAX_PAGES_PER_READ = 20;

/** Parses "3", "1-5" or "4-" (to the end) against a document of `total` pages; a string error says what is wrong. */
export function parsePageRange(text: string, total: number): PageRange | string {
  const match = /^\s*(\d+)\s*(?:(-)\s*(\d*)\s*)?$/.exec(text);
  if (!match) return `pages must look like "3", "1-5" or "4-", not "${text}".`;
  const first = Number(match[1]);
  const last = match[2] ? (match[3] ? Number(match[3]) : Math.min(total, first + MAX_PAGES_PER_READ - 1)) : first;
  if (first < 1 || last < first) return `pages "${text}" is not a range of pages counted from 1.`;
  if (first > total) return `The document has ${total} page${total === 1 ? '' : 's'}; pages "${text}" starts after its end.`;
  if (last - first + 1 > MAX_PAGES_PER_READ) return `Read at most ${MAX_PAGES_PER_READ} pages at a time (asked for ${last - first + 1}).`;
  return { first, last: Math.min(last, total) };
}
