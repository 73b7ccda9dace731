import type { FetchedPage, WebFormat } from './types.ts';

export interface PageCache {
  get(url: string, format: WebFormat): FetchedPage | undefined;
  set(page: FetchedPage): void;
}

export interface PageCacheOptions {
  /** 15 minutes unless given. */
  ttlMs?: number;
  /** The oldest pages go when the cached content passes this many characters; 20 million unless given. */
  maxChars?: number;
  now?: () => number;
}

/** Pages fetched in the last 15 minutes, by URL and format, in memory. */
export function createPageCache(options: PageCacheOptions = {}): PageCache {
  const ttlMs = options.ttlMs ?? 15 * 60 * 1000;
  const maxChars = options.maxChars ?? 20_000_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { page: FetchedPage; storedAt: number }>();
  let totalChars = 0;
  const keyOf = (url: string, format: WebFormat) => `${format} ${url}`;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    totalChars -= entry.page.content.length;
    entries.delete(key);
  };
  return {
    get(url, format) {
      const key = keyOf(url, format);
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.storedAt < ttlMs) return entry.page;
      remove(key);
      return undefined;
    },
    set(page) {
      const key = keyOf(page.url, page.format);
      remove(key);
      if (page.content.length > maxChars) return;
      entries.set(key, { page, storedAt: now() });
      totalChars += page.content.length;
      for (const oldest of entries.keys()) {
        if (totalChars <= maxChars) break;
        remove(oldest);
      }
    },
  };
}
