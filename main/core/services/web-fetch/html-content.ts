import { plainText, type TextNode } from './plain-text.ts';

export interface HtmlContent {
  title?: string;
  content: string;
  /** Readability's main content, or the whole body when Readability found none. */
  extraction: 'main-content' | 'whole-body';
}

/** Elements that are never content. */
const nonContent = 'script, style, noscript, template, iframe, object, embed, svg, canvas, button, input, select, textarea';

/** Below this many characters, Readability's pick is taken as having found nothing. */
const minMainContentChars = 100;

/**
 * The main content of an HTML page (Mozilla Readability over linkedom) as Markdown (turndown) or
 * plain text; the whole body when Readability finds nothing. Links and images point to absolute URLs.
 */
export async function htmlContent(html: string, pageUrl: string, format: 'markdown' | 'text'): Promise<HtmlContent> {
  const { Readability } = await import('@mozilla/readability');
  const document = await parsePage(html);
  const pageTitle = document.title?.trim() || undefined;
  absolutizeLinks(document, pageUrl);
  const article = mainContent(() => new Readability<string>(document).parse());
  const title = article?.title?.trim() || pageTitle;
  if (article?.content && (article.textContent ?? '').trim().length >= minMainContentChars) {
    const content =
      format === 'markdown' ? await toMarkdown(article.content) : plainText((await parsePage(`<html><body>${article.content}</body></html>`)).body as TextNode);
    return { title, content, extraction: 'main-content' };
  }
  const whole = await parsePage(html);
  absolutizeLinks(whole, pageUrl);
  for (const element of whole.querySelectorAll(nonContent)) element.remove();
  const body = whole.body ?? whole.documentElement;
  const content = format === 'markdown' ? await toMarkdown(body.innerHTML) : plainText(body as TextNode);
  return { title, content, extraction: 'whole-body' };
}

/** Readability's article; nothing when it throws (it can, on odd pages). */
function mainContent<T>(parse: () => T | null): T | null {
  try {
    return parse();
  } catch {
    return null;
  }
}

/** The page's title without converting it, for the `html` format. */
export async function htmlTitle(html: string): Promise<string | undefined> {
  return (await parsePage(html)).title?.trim() || undefined;
}

/**
 * linkedom's typings describe its window with the DOM's `Window`, which the Node build does not
 * load (and electron-log's typings redeclare), so its document is typed as it is used here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PageDocument = any;

async function parsePage(html: string): Promise<PageDocument> {
  const { parseHTML } = await import('linkedom');
  return (parseHTML(html) as unknown as { document: PageDocument }).document;
}

interface LinkDocument {
  querySelector(selector: string): { getAttribute(name: string): string | null } | null;
  querySelectorAll(selector: string): Iterable<{ getAttribute(name: string): string | null; setAttribute(name: string, value: string): void }>;
}

/** Resolves `href` and `src` against the page (or its `<base href>`), so links still work outside the page. */
function absolutizeLinks(document: LinkDocument, pageUrl: string): void {
  const baseHref = document.querySelector('base[href]')?.getAttribute('href');
  const base = resolved(baseHref ?? '', pageUrl) ?? pageUrl;
  for (const [selector, attribute] of [['a[href]', 'href'], ['img[src]', 'src']] as const) {
    for (const element of document.querySelectorAll(selector)) {
      const value = element.getAttribute(attribute) ?? '';
      if (/^(?:#|javascript:|data:|mailto:)/i.test(value.trim())) continue;
      const absolute = resolved(value, base);
      if (absolute) element.setAttribute(attribute, absolute);
    }
  }
}

function resolved(value: string, base: string): string | undefined {
  try {
    return new URL(value.trim(), base).href;
  } catch {
    return undefined;
  }
}

async function toMarkdown(html: string): Promise<string> {
  const { default: TurndownService } = await import('turndown');
  const turndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-', emDelimiter: '_' });
  const removed = new Set(nonContent.toUpperCase().split(', '));
  turndown.remove((node) => removed.has(node.nodeName));
  return turndown
    .turndown(html)
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
