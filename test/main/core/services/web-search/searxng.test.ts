import { afterEach, describe, expect, it } from 'vitest';
import { searchSearxng } from '../../../../../main/core/services/web-search/searxng.ts';
import type { SearchQuery } from '../../../../../main/core/services/web-search/types.ts';
import { startSearxng, type SearxngMock, type SearxngOptions } from '../../../../mocks/cloud/searxng.ts';
import { serviceFailure } from '../../../../helpers/service-failure.ts';

const servers: SearxngMock[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function searxng(options: SearxngOptions = {}): Promise<SearxngMock> {
  const server = await startSearxng(options);
  servers.push(server);
  return server;
}

const query = (text: string, more: Partial<SearchQuery> = {}): SearchQuery => ({ query: text, allowedDomains: [], blockedDomains: [], maxResults: 10, ...more });

describe('SearXNG search', () => {
  it('asks for JSON and reads the documented response', async () => {
    const server = await searxng({ pageSize: 10 });
    const answer = await searchSearxng(server.url, query('sky blue', { maxResults: 2 }));
    expect(answer).toEqual({
      backend: 'searxng',
      notes: [],
      results: [
        {
          title: 'Rayleigh scattering - Wikipedia',
          url: 'https://en.wikipedia.org/wiki/Rayleigh_scattering',
          snippet: expect.stringContaining('Rayleigh scattering') as string,
          date: '2024-01-15',
        },
        { title: 'Why Is the Sky Blue? | NASA Space Place', url: 'https://spaceplace.nasa.gov/blue-sky/en/', snippet: expect.any(String) as string },
      ],
    });
    expect(server.requests).toHaveLength(1);
    expect(Object.fromEntries(server.requests[0].query)).toEqual({ q: 'sky blue', format: 'json', pageno: '1' });
  });

  it('works with an instance below a path', async () => {
    const server = await searxng({ prefix: '/searxng' });
    const answer = await searchSearxng(`${server.url}/`, query('sky blue'));
    expect(answer.results.length).toBeGreaterThan(0);
    expect(server.requests[0].path).toBe('/searxng/search');
  });

  it('turns the HTML 403 of a disabled JSON format into the settings.yml fix', async () => {
    const server = await searxng({ formats: ['html'] });
    const error = await serviceFailure(searchSearxng(server.url, query('sky')));
    expect(error.kind).toBe('config');
    expect(error.status).toBe(403);
    expect(error.message).toContain('Add `json` to `search.formats` in its settings.yml');
  });

  it('reads page after page until enough results pass the domain filters', async () => {
    const server = await searxng({ pageSize: 2 });
    const answer = await searchSearxng(server.url, query('sky', { allowedDomains: ['wikipedia.org', 'nasa.gov'], maxResults: 5 }));
    expect(answer.results.map((result) => new URL(result.url).hostname)).toEqual(['en.wikipedia.org', 'spaceplace.nasa.gov', 'en.wikipedia.org']);
    expect(server.requests.map((request) => request.query.get('pageno'))).toEqual(['1', '2', '3']);
    expect(server.requests[0].query.get('q')).toBe('sky');
  });

  it('puts a single allowed domain into the query and filters blocked domains itself', async () => {
    const server = await searxng({ pageSize: 10 });
    const site = await searchSearxng(server.url, query('sky', { allowedDomains: ['wikipedia.org'] }));
    expect(server.requests[0].query.get('q')).toBe('site:wikipedia.org sky');
    expect(site.results.every((result) => result.url.startsWith('https://en.wikipedia.org/'))).toBe(true);
    const blocked = await searchSearxng(server.url, query('sky', { blockedDomains: ['wikipedia.org', 'example.com'] }));
    expect(blocked.results.map((result) => new URL(result.url).hostname)).toEqual([
      'spaceplace.nasa.gov',
      'www.spectroscopyonline.com',
      'www.metoffice.gov.uk',
      'weather.example.org',
    ]);
  });

  it('returns no results as an empty list, and names the engines that failed', async () => {
    const server = await searxng();
    expect((await searchSearxng(server.url, query('quantum chromodynamics'))).results).toEqual([]);
    server.failure = 'some-engines-down';
    const partial = await searchSearxng(server.url, query('sky blue'));
    expect(partial.results.length).toBeGreaterThan(0);
    expect(partial.notes).toEqual(['Engines that failed: brave (timeout).']);
    server.failure = 'engines-down';
    const error = await serviceFailure(searchSearxng(server.url, query('sky blue')));
    expect(error.message).toContain('these engines failed: brave (timeout), qwant (Suspended: access denied)');
  });

  it('says when to retry a rate-limited search, with and without Retry-After', async () => {
    const server = await searxng();
    server.failure = { status: 429, retryAfter: '5' };
    const timed = await serviceFailure(searchSearxng(server.url, query('sky')));
    expect(timed.kind).toBe('rate-limit');
    expect(timed.message).toContain('Try again in 5 seconds.');
    expect(timed.message).toContain('server.limiter');
    server.failure = { status: 429 };
    const untimed = await serviceFailure(searchSearxng(server.url, query('sky')));
    expect(untimed.message).toContain('No retry time was given');
  });

  it('reports its search error, a body that is not JSON, and a slow answer', async () => {
    const server = await searxng();
    server.failure = 'search-error';
    const searchError = await serviceFailure(searchSearxng(server.url, query('sky')));
    expect(searchError.kind).toBe('server');
    expect(searchError.message).toBe('SearXNG failed on its side (HTTP 500): search error. Try again later.');
    server.failure = 'not-json';
    expect((await serviceFailure(searchSearxng(server.url, query('sky')))).kind).toBe('malformed');
    server.failure = 'hang';
    const slow = await serviceFailure(searchSearxng(server.url, query('sky'), { timeoutMs: 200 }));
    expect(slow.kind).toBe('timeout');
  });

  it('refuses an address that is not a URL', async () => {
    const error = await serviceFailure(searchSearxng('searx.local:8080', query('sky')));
    expect(error.kind).toBe('config');
    expect(error.message).toContain('must start with http:// or https://');
  });
});
