import type { z } from 'zod';
import { webFetchMetadata, webSearchMetadata } from '../../../../shared/vocabulary/tool-metadata.ts';

export type SearchResult = z.infer<typeof webSearchMetadata>['results'][number];

/** The results a WebSearch call reported in its metadata; none when it reported none or something else. */
export function searchResults(metadata: unknown): SearchResult[] {
  const parsed = webSearchMetadata.safeParse(metadata);
  return parsed.success ? parsed.data.results.filter((result) => isWebUrl(result.url)) : [];
}

export interface FetchedPage {
  url: string;
  title?: string;
  excerpt: string;
}

const excerptLength = 600;

/** A WebFetch call's page: its final URL, its title and the start of its content (after the result's `---` header). */
export function fetchedPage(metadata: unknown, output: string): FetchedPage | null {
  const parsed = webFetchMetadata.safeParse(metadata);
  if (!parsed.success) return null;
  const { url, finalUrl, title } = parsed.data;
  const body = output.split('\n---\n').slice(1).join('\n---\n').trim();
  const excerpt = body.length > excerptLength ? `${body.slice(0, excerptLength).trimEnd()}…` : body;
  return { url: finalUrl ?? url, ...(title && { title }), excerpt };
}

/** Only http(s) addresses become links: a result cannot smuggle in `javascript:`. */
export function isWebUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}
