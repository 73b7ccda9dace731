import { parsePageRange, type PageRange } from './page-range.ts';
import { errorMessage } from '../../common/errors.ts';

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
