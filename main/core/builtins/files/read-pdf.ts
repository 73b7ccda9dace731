import type { Stats } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { ToolError } from '../../tools/define.ts';
import type { ToolContext } from '../../tools/tool.ts';
import { hashContent } from './file-hash.ts';
import { MAX_PAGES_PER_READ, pdfText } from '../../common/text/pdf-text.ts';
import { recordRead, type FileStateTracker } from './file-state.ts';
import { capText } from './read-text.ts';
import { formatBytes } from './sizes.ts';

export const MAX_PDF_BYTES = 100 * 1024 * 1024;

/** The text of a PDF's pages, page by page; ten pages unless `pages` says otherwise. */
export async function readPdf(
  handle: FileHandle,
  absolutePath: string,
  stat: Stats,
  pages: string | undefined,
  context: ToolContext,
  fileState: FileStateTracker,
): Promise<string> {
  if (stat.size > MAX_PDF_BYTES) {
    throw new ToolError(`${absolutePath} is a PDF of ${formatBytes(stat.size)}; Read takes PDFs of at most ${formatBytes(MAX_PDF_BYTES)}.`);
  }
  const data = await handle.readFile();
  recordRead(fileState, context.sessionId, absolutePath, stat, hashContent(data));
  const text = await pdfText(new Uint8Array(data), pages);
  if (typeof text === 'string') throw new ToolError(text);
  const { first, last } = text.range;
  const header = `PDF ${absolutePath}: ${text.totalPages} page${text.totalPages === 1 ? '' : 's'}; pages ${first}–${last}:`;
  const body = text.pages.map((page, index) => `--- Page ${first + index} ---\n${page.trim() || '(no text on this page; it may be a scanned image)'}`);
  const notes: string[] = [];
  if (last < text.totalPages) {
    const next = `${last + 1}-${Math.min(text.totalPages, last + MAX_PAGES_PER_READ)}`;
    notes.push(`(${text.totalPages - last} more pages; read them with pages="${next}", at most ${MAX_PAGES_PER_READ} at a time.)`);
  }
  return capText([header, ...body, ...notes].join('\n\n'), 'read fewer pages at a time with pages');
}
