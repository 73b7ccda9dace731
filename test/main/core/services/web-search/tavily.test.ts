import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { searchTavily } from '../../../../../main/core/services/web-search/tavily.ts';
import type { SearchQuery } from '../../../../../main/core/services/web-search/types.ts';
import { startTavily, tavilyErrors, type TavilyMock } from '../../../../mocks/cloud/tavily.ts';
import { serviceFailure } from '../../../../helpers/service-failure.ts';

let tavily: TavilyMock;
beforeAll(async () => {
  tavily = await startTavily();
});
afterAll(() => tavily.close());
beforeEach(() => {
  tavily.failure = undefined;
  tavily.requests.length = 0;
});

const query = (text: string, more: Partial<SearchQuery> = {}): SearchQuery => ({ query: text, allowedDomains: [], blockedDomains: [], maxResults: 10, ...more });
const backend = () => ({ key: tavily.key, baseUrl: tavily.url });

describe('Tavily search', () => {
  it('sends the documented request and reads the documented response', async () => {
    const answer = await searchTavily(backend(), query('sky blue', { maxResults: 3 }));
    expect(answer.backend).toBe('tavily');
    expect(answer.results).toHaveLength(3);
    expect(answer.results[0]).toEqual({
      title: 'Rayleigh scattering - Wikipedia',
      url: 'https://en.wikipedia.org/wiki/Rayleigh_scattering',
      snippet: expect.stringContaining('why the sky is blue') as string,
      date: '2024-01-15',
    });
    expect(answer.results[1].date).toBeUndefined();
    const [request] = tavily.requests;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/search');
    expect(request.headers.authorization).toBe(`Bearer ${tavily.key}`);
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ query: 'sky blue', max_results: 3, search_depth: 'basic', topic: 'general' });
  });

  it('passes the domain filters to Tavily', async () => {
    const answer = await searchTavily(backend(), query('sky blue', { allowedDomains: ['wikipedia.org'], blockedDomains: ['en.wikipedia.org'] }));
    expect(JSON.parse(tavily.requests[0].body)).toMatchObject({ include_domains: ['wikipedia.org'], exclude_domains: ['en.wikipedia.org'] });
    expect(answer.results).toEqual([]);
  });

  it('returns no results as an empty list', async () => {
    const answer = await searchTavily(backend(), query('quantum chromodynamics lattice'));
    expect(answer.results).toEqual([]);
  });

  it('names the key when Tavily refuses it', async () => {
    const error = await serviceFailure(searchTavily({ ...backend(), key: 'tvly-wrong' }, query('sky')));
    expect(error.kind).toBe('auth');
    expect(error.status).toBe(401);
    expect(error.message).toContain(tavilyErrors.unauthorized.replace(/\.$/, ''));
    expect(error.message).toContain('TAVILY_API_KEY');
    expect(error.message).not.toContain('tvly-wrong');
  });

  it('says when to retry a rate-limited search, with and without Retry-After', async () => {
    tavily.failure = { status: 429, error: tavilyErrors.rateLimited, retryAfter: '30' };
    const timed = await serviceFailure(searchTavily(backend(), query('sky')));
    expect(timed.kind).toBe('rate-limit');
    expect(timed.retryAfterSeconds).toBe(30);
    expect(timed.message).toContain('excessive requests');
    expect(timed.message).toContain('Try again in 30 seconds.');

    tavily.failure = { status: 429, error: tavilyErrors.rateLimited, retryAfter: new Date(Date.now() + 600_000).toUTCString() };
    const dated = await serviceFailure(searchTavily(backend(), query('sky')));
    expect(dated.retryAfterSeconds).toBeGreaterThan(500);
    expect(dated.message).toMatch(/Try again in about (9|10) minutes\./);

    tavily.failure = { status: 429, error: tavilyErrors.rateLimited };
    const untimed = await serviceFailure(searchTavily(backend(), query('sky')));
    expect(untimed.retryAfterSeconds).toBeUndefined();
    expect(untimed.message).toContain('No retry time was given');
  });

  it('tells the plan quota (432) from the pay-as-you-go limit (433)', async () => {
    tavily.failure = { status: 432, error: tavilyErrors.planLimit };
    const plan = await serviceFailure(searchTavily(backend(), query('sky')));
    expect(plan.kind).toBe('quota');
    expect(plan.message).toContain("plan's credit limit (HTTP 432)");
    expect(plan.message).toContain('Upgrade the plan');

    tavily.failure = { status: 433, error: tavilyErrors.payAsYouGoLimit };
    const payg = await serviceFailure(searchTavily(backend(), query('sky')));
    expect(payg.kind).toBe('quota');
    expect(payg.message).toContain('pay-as-you-go limit (HTTP 433)');
    expect(payg.message).toContain('Tavily dashboard');
  });

  it('reports a forbidden feature, a refused query and a server failure with what Tavily said', async () => {
    tavily.failure = { status: 403, error: 'This feature is not available on your plan.' };
    const forbidden = await serviceFailure(searchTavily(backend(), query('sky')));
    expect(forbidden.kind).toBe('forbidden');
    expect(forbidden.message).toContain('not available on your plan');

    tavily.failure = undefined;
    const tooLong = await serviceFailure(searchTavily(backend(), query('sky '.repeat(150))));
    expect(tooLong.kind).toBe('bad-request');
    expect(tooLong.message).toContain('Max query length is 400 characters');

    tavily.failure = { status: 500 };
    const server = await serviceFailure(searchTavily(backend(), query('sky')));
    expect(server.kind).toBe('server');
    expect(server.message).toContain('HTTP 500');
  });

  it('refuses answers that are not the documented JSON', async () => {
    tavily.failure = 'not-json';
    const html = await serviceFailure(searchTavily(backend(), query('sky')));
    expect(html.kind).toBe('malformed');
    expect(html.message).toContain('something other than JSON (text/html');

    tavily.failure = 'wrong-shape';
    const shape = await serviceFailure(searchTavily(backend(), query('sky')));
    expect(shape.kind).toBe('malformed');
    expect(shape.message).toContain('results');

    tavily.failure = 'error-in-200';
    const inBody = await serviceFailure(searchTavily(backend(), query('sky')));
    expect(inBody.message).toContain('Internal processing error');
  });

  it('gives up on a slow answer at the timeout', async () => {
    tavily.failure = 'hang';
    const error = await serviceFailure(searchTavily(backend(), query('sky'), { timeoutMs: 200 }));
    expect(error.kind).toBe('timeout');
    expect(error.message).toContain('did not answer within 0.2 seconds');
  });

  it('stops with the reason of the caller when cancelled', async () => {
    tavily.failure = 'hang';
    const controller = new AbortController();
    const search = searchTavily(backend(), query('sky'), { signal: controller.signal });
    setImmediate(() => controller.abort(new Error('turn cancelled')));
    await expect(search).rejects.toThrow('turn cancelled');
  });

  it('says when Tavily cannot be reached', async () => {
    const closed = await startTavily();
    await closed.close();
    const error = await serviceFailure(searchTavily({ key: 'k', baseUrl: closed.url }, query('sky')));
    expect(error.kind).toBe('network');
    expect(error.message).toBe(`Could not reach Tavily at ${closed.url} (the connection was refused).`);
  });
});
