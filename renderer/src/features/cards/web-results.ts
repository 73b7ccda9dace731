import { z } from 'zod';

const searchResult = z.object({ title: z.string(), url: z.string(), snippet: z.string().default(''), date: z.string().optional() });
const searchMetadata = z.object({ results: z.array(searchResult) });

export type SearchResult = z.infer<typeof searchResult>;

/** The results a WebSearch call reported in its metadata; none when it reported none or something else. */
export function searchResults(metadata: unknown): SearchResult[] {
  const parsed = searchMetadata.safeParse(metadata);
  return parsed.success ? parsed.data.results.filter((result) => isWebUrl(result.url)) : [];
}

const fetchMetadata = z.object({ url: z.string(), finalUrl: z.string().optional(), title: z.string().optional() });

export interface FetchedPage {
  url: string;
  title?: string;
  excerpt: string;
}

const excerptLength = 600;

/** A WebFetch call's page: its final URL, its title and the start of its content (after the result's `---` header). */
export function fetchedPage(metadata: unknown, output: string): FetchedPage | null {
  const parsed = fetchMetadata.safeParse(metadata);
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
