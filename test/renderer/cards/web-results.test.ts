import { describe, expect, it } from 'vitest';
import { fetchedPage, searchResults } from '../../../renderer/src/features/cards/web-results.ts';

describe('searchResults', () => {
  it('reads the results of the metadata, dropping addresses that are not http(s)', () => {
    const metadata = {
      backend: 'tavily',
      results: [
        { title: 'Sky - Wikipedia', url: 'https://en.wikipedia.org/wiki/Sky', snippet: 'The sky is…', date: '2024-01-15' },
        { title: 'Bad', url: 'javascript:alert(1)', snippet: '' },
        { title: 'No snippet', url: 'http://example.com/' },
      ],
    };
    expect(searchResults(metadata)).toEqual([
      { title: 'Sky - Wikipedia', url: 'https://en.wikipedia.org/wiki/Sky', snippet: 'The sky is…', date: '2024-01-15' },
      { title: 'No snippet', url: 'http://example.com/', snippet: '' },
    ]);
  });

  it('answers none for metadata of another shape', () => {
    expect(searchResults(undefined)).toEqual([]);
    expect(searchResults({ results: 'many' })).toEqual([]);
  });
});

describe('fetchedPage', () => {
  const output = 'URL: https://example.com/final\nTitle: Example\n\n---\n\n# Example\n\nSome text.';

  it('gives the final URL, the title and the content after the header', () => {
    const metadata = { url: 'https://example.com/', finalUrl: 'https://example.com/final', title: 'Example' };
    expect(fetchedPage(metadata, output)).toEqual({ url: 'https://example.com/final', title: 'Example', excerpt: '# Example\n\nSome text.' });
  });

  it('cuts a long page to an excerpt', () => {
    const page = fetchedPage({ url: 'https://example.com/' }, `URL: x\n\n---\n\n${'word '.repeat(400)}`);
    expect(page?.excerpt.length).toBeLessThanOrEqual(601);
    expect(page?.excerpt.endsWith('…')).toBe(true);
  });

  it('answers null without metadata (a redirect has no page)', () => {
    expect(fetchedPage(undefined, output)).toBeNull();
  });
});
