import { describe, expect, it } from 'vitest';
import { createPageCache } from '../../../../../main/core/services/web-fetch/page-cache.ts';
import type { FetchedPage } from '../../../../../main/core/services/web-fetch/types.ts';

const page = (url: string, content = 'text', format: FetchedPage['format'] = 'markdown'): FetchedPage => ({
  url,
  finalUrl: url,
  content,
  format,
  contentType: 'text/html',
  bytes: content.length,
  truncated: false,
  via: 'direct',
});

describe('the page cache', () => {
  it('keeps a page for 15 minutes by URL and format', () => {
    let now = 0;
    const cache = createPageCache({ now: () => now });
    cache.set(page('https://a.example/'));
    expect(cache.get('https://a.example/', 'markdown')?.content).toBe('text');
    expect(cache.get('https://a.example/', 'text')).toBeUndefined();
    now = 15 * 60 * 1000 - 1;
    expect(cache.get('https://a.example/', 'markdown')).toBeDefined();
    now = 15 * 60 * 1000;
    expect(cache.get('https://a.example/', 'markdown')).toBeUndefined();
  });

  it('lets the oldest pages go when the content grows past its limit', () => {
    const cache = createPageCache({ maxChars: 10 });
    cache.set(page('https://a.example/', 'aaaa'));
    cache.set(page('https://b.example/', 'bbbb'));
    cache.set(page('https://c.example/', 'cccc'));
    expect(cache.get('https://a.example/', 'markdown')).toBeUndefined();
    expect(cache.get('https://b.example/', 'markdown')?.content).toBe('bbbb');
    expect(cache.get('https://c.example/', 'markdown')?.content).toBe('cccc');
    cache.set(page('https://huge.example/', 'x'.repeat(11)));
    expect(cache.get('https://huge.example/', 'markdown')).toBeUndefined();
  });
});
