import { pdfText } from '../../common/text/pdf-text.ts';
import { ServiceError } from '../http/service-error.ts';
import { decodeText } from './decode-text.ts';
import { htmlContent, htmlTitle } from './html-content.ts';
import { contentKind, mediaType } from './media-type.ts';
import type { FetchedPage, WebFormat } from './types.ts';

export type PageContent = Pick<FetchedPage, 'title' | 'content' | 'extraction' | 'pdfPages'>;

/** The body in the asked format: HTML converted, PDF text extracted, text as it is; other types refused. */
export async function pageContent(body: Buffer, contentType: string | undefined, url: string, format: WebFormat, truncated: boolean): Promise<PageContent> {
  const host = new URL(url).hostname;
  const kind = contentKind(contentType, body);
  if (kind === 'binary') {
    const type = mediaType(contentType) ?? 'binary data';
    const message = `${url} is ${type}, which WebFetch cannot read: it reads web pages, text, JSON and PDFs.`;
    throw new ServiceError({ service: host, kind: 'bad-request', message });
  }
  if (kind === 'pdf') return pdfContent(body, url, truncated);
  const text = decodeText(body, contentType);
  if (kind === 'text') return { content: text };
  if (format === 'html') return { title: await htmlTitle(text), content: text };
  return htmlContent(text, url, format);
}

async function pdfContent(body: Buffer, url: string, truncated: boolean): Promise<PageContent> {
  const host = new URL(url).hostname;
  if (truncated) {
    throw new ServiceError({ service: host, kind: 'bad-request', message: `The PDF at ${url} is larger than 5 MB; WebFetch reads PDFs up to 5 MB.` });
  }
  const pdf = await pdfText(new Uint8Array(body), '1-');
  if (typeof pdf === 'string') throw new ServiceError({ service: host, kind: 'malformed', message: pdf });
  const shown = pdf.range.last;
  const content =
    pdf.pages.length === 1 ? pdf.pages[0].trim() : pdf.pages.map((page, index) => `--- Page ${index + 1} ---\n${page.trim()}`).join('\n\n');
  return { content, pdfPages: { shown, total: pdf.totalPages } };
}
