import type { WebSearchBackend } from '../config.ts';

export interface SearchQuery {
  query: string;
  /** Only results on these domains (and their subdomains); empty means any. */
  allowedDomains: readonly string[];
  /** Never results on these domains (or their subdomains). */
  blockedDomains: readonly string[];
  maxResults: number;
}

export interface SearchResult {
  title: string;
  url: string;
  snippet: string;
  /** When the page was published, as `YYYY-MM-DD` where the backend says. */
  date?: string;
}

export interface SearchAnswer {
  backend: WebSearchBackend;
  results: SearchResult[];
  /** What the model should know about how the results came, e.g. engines that failed. */
  notes: string[];
}

export interface SearchOptions {
  signal?: AbortSignal;
  /** Per request to the backend; 20 s unless given. */
  timeoutMs?: number;
}

export const defaultSearchTimeoutMs = 20_000;
