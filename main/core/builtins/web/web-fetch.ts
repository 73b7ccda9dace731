import { z } from 'zod';
import { fetchPage, type PageOutcome } from '../../services/web-fetch/fetch-page.ts';
import { createPageCache, type PageCache } from '../../services/web-fetch/page-cache.ts';
import { systemResolver, type HostResolver } from '../../services/web-fetch/resolve-host.ts';
import type { CrossHostRedirect, FetchedPage } from '../../services/web-fetch/types.ts';
import { parseWebUrl, urlDomain } from '../../services/web-fetch/web-url.ts';
import type { ServiceConfig } from '../../services/config.ts';
import { defineTool } from '../../tools/define.ts';
import type { PermissionTarget } from '../../tools/tool.ts';
import { asToolError } from './service-failure.ts';
import description from './web-fetch.txt?raw';
import type { WebFetchMetadata } from '../../../../shared/vocabulary/tool-metadata.ts';

export const defaultFetchTimeoutSeconds = 30;
export const maxFetchTimeoutSeconds = 120;

export interface WebFetchServices {
  /** Keys and base URLs of the cloud services (the reader service WebFetch may go through). */
  cloud: ServiceConfig;
  /** Whether a permission rule (not a grant, mode or the person) allows this target, e.g. `WebFetch(domain:intranet.local)`: a private or local address then may be fetched. */
  ruleAllows(toolName: string, target: PermissionTarget): boolean;
  /** 15 minutes by URL and format unless given. */
  cache?: PageCache;
  /** The system's DNS unless given. */
  resolve?: HostResolver;
}

/** WebFetch with its own page cache. */
export function createWebFetchTool(services: WebFetchServices) {
  const cache = services.cache ?? createPageCache();
  const resolve = services.resolve ?? systemResolver;
  return defineTool({
    name: 'WebFetch',
    aliases: ['web_fetch', 'webfetch', 'fetch'],
    description,
    searchHint: 'fetch read a web page url website documentation pdf',
    input: z.strictObject({
      url: z.string().min(1).describe('The full http(s) URL of the page; http is upgraded to https'),
      prompt: z.string().optional().describe('What you want to learn from the page; it comes back with the content'),
      format: z
        .enum(['markdown', 'text', 'html'])
        .default('markdown')
        .describe('markdown (default): the main content as Markdown; text: plain text; html: the page as served'),
      timeout: z
        .number()
        .min(1)
        .max(maxFetchTimeoutSeconds)
        .optional()
        .describe(`Seconds to wait for the page, default ${defaultFetchTimeoutSeconds}, at most ${maxFetchTimeoutSeconds}`),
    }),
    readOnly: true,
    concurrencySafe: true,
    validate: (input) => {
      const url = parseWebUrl(input.url);
      return typeof url === 'string' ? { ok: false, message: url } : { ok: true };
    },
    permission: (input) => {
      const url = parseWebUrl(input.url);
      return typeof url === 'string' ? {} : { domain: urlDomain(url) };
    },
    timeoutMs: (input) => ((input.timeout ?? defaultFetchTimeoutSeconds) + 10) * 1000,
    activity: (input) => `Fetching ${input.url}`,
    async execute(input, context) {
      const policy = { resolve, allowsRestricted: (host: string) => services.ruleAllows('WebFetch', { domain: host }) };
      const request = { url: input.url, format: input.format, timeoutMs: (input.timeout ?? defaultFetchTimeoutSeconds) * 1000, signal: context.signal };
      let outcome: PageOutcome;
      try {
        outcome = await fetchPage(request, { config: services.cloud, policy, cache });
      } catch (error) {
        throw asToolError(error);
      }
      if (outcome.kind === 'redirect') {
        context.metadata({ url: input.url, redirect: outcome.redirect } satisfies WebFetchMetadata);
        return redirectText(outcome.redirect);
      }
      const { page, cached } = outcome;
      context.metadata({
        url: page.url,
        finalUrl: page.finalUrl,
        title: page.title,
        bytes: page.bytes,
        contentType: page.contentType,
        format: page.format,
        via: page.via,
        cached,
        truncated: page.truncated,
        ...(page.extraction && { extraction: page.extraction }),
        ...(page.pdfPages && { pdfPages: page.pdfPages }),
        ...(page.jinaError && { jinaError: page.jinaError }),
      } satisfies WebFetchMetadata);
      return pageText(page, input.prompt);
    },
  });
}

function redirectText(redirect: CrossHostRedirect): string {
  const status = redirect.status ? ` (HTTP ${redirect.status})` : '';
  const lines = [
    `${redirect.from} redirects to another host: ${redirect.to}${status}.`,
    'WebFetch does not follow redirects to other hosts. To read the page, call WebFetch again with this URL (it needs its own permission):',
    redirect.to,
  ];
  if (redirect.refusal) lines.push(`That fetch will be refused unless a rule allows it: ${redirect.refusal}`);
  return lines.join('\n');
}

function pageText(page: FetchedPage, prompt: string | undefined): string {
  const header = [`URL: ${page.finalUrl}`];
  if (page.title) header.push(`Title: ${page.title}`);
  if (page.truncated) header.push('Note: the page is larger than 5 MB; only its first 5 MB were read.');
  if (page.pdfPages && page.pdfPages.shown < page.pdfPages.total) {
    header.push(`Note: the PDF has ${page.pdfPages.total} pages; pages 1-${page.pdfPages.shown} are shown.`);
  }
  if (prompt?.trim()) header.push('', `The question to answer from this page: ${prompt.trim()}`);
  const content = page.content.trim() || '(The page has no text content.)';
  return `${header.join('\n')}\n\n---\n\n${content}`;
}
