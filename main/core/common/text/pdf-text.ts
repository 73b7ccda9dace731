import { errorMessage } from '../errors.ts';

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

/** Without `pages`, this many pages are read and the rest announced. */
const DEFAULT_PAGES = 10;

export interface PdfText {
  totalPages: number;
  range: PageRange;
  /** The text of each page of the range, in order. */
  pages: string[];
}

/** The text of a range of a PDF's pages (pdf.js through unpdf, loaded on first use). A string error is for the model. */
export async function pdfText(data: Uint8Array, pages: string | undefined): Promise<PdfText | string> {
  const { getDocumentProxy } = await import('unpdf');
  let document: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    document = await getDocumentProxy(data, { verbosity: 0 });
  } catch (error) {
    return `The PDF could not be opened (${errorMessage(error)}). It may be damaged or encrypted.`;
  }
  try {
    const totalPages = document.numPages;
    const range = pages === undefined ? { first: 1, last: Math.min(totalPages, DEFAULT_PAGES) } : parsePageRange(pages, totalPages);
    if (typeof range === 'string') return range;
    const texts: string[] = [];
    for (let number = range.first; number <= range.last; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      texts.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
    }
    return { totalPages, range, pages: texts };
  } finally {
    await document.loadingTask.destroy();
  }
}
