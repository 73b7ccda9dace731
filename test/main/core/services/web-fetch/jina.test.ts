import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startJina, type JinaFailure, type JinaMock } from '../../../../mocks/cloud/jina.ts';
import { articleText, startWebSite, type WebSite } from '../../../../mocks/cloud/web-site.ts';
import { fetcher } from './fetch-fixture.ts';

let site: WebSite;
let jina: JinaMock;
const publicPage = 'https://docs.example.test/guide';
const publicHosts = { 'docs.example.test': '93.184.215.14' };

beforeAll(async () => {
  site = await startWebSite();
  jina = await startJina({
    pages: {
      [publicPage]: { title: 'The guide', content: '# The guide\n\nRead by Jina.' },
      'https://moved.example.test/': { title: 'Moved', content: 'x', finalUrl: 'https://elsewhere.example.test/landing' },
      [`${site.url}/article`]: { title: 'Article via Jina', content: 'The article, read by a Jina Reader on this machine.' },
    },
  });
});
afterAll(async () => {
  await site.close();
  await jina.close();
});
beforeEach(() => {
  jina.failure = undefined;
  jina.requests.length = 0;
});

const withJina = (more: Parameters<typeof fetcher>[0] = {}) =>
  fetcher({ hosts: { ...publicHosts, 'moved.example.test': '93.184.215.14', 'elsewhere.example.test': '93.184.215.14' }, env: { JINA_API_KEY: jina.key, JINA_READER_BASE_URL: jina.url }, ...more });

describe('Jina Reader', () => {
  it('reads a page through Jina when a key is set, upgraded to https, in the asked format', async () => {
    const page = await withJina().page('http://docs.example.test/guide', { format: 'text' });
    expect(page).toMatchObject({
      url: 'http://docs.example.test/guide',
      finalUrl: publicPage,
      title: 'The guide',
      content: '# The guide\n\nRead by Jina.',
      contentType: 'text/plain',
      via: 'jina',
      truncated: false,
    });
    const [request] = jina.requests;
    expect(request.method).toBe('POST');
    expect(JSON.parse(request.body)).toEqual({ url: publicPage });
    expect(request.headers.authorization).toBe(`Bearer ${jina.key}`);
    expect(request.headers.accept).toBe('application/json');
    expect(request.headers['x-return-format']).toBe('text');
  });

  it('fetches directly when Jina fails, saying why in the page', async () => {
    jina.failure = 'no-balance';
    const page = await withJina().page(`${site.url}/article`);
    expect(page.via).toBe('direct');
    expect(page.title).toBe(articleText.title);
    expect(page.jinaError).toBe(
      'Jina Reader refused the request for lack of credit (HTTP 402): InsufficientBalanceError: Account balance not enough to run this query, please recharge. Recharge the Jina account, or remove the key to fetch pages directly.',
    );
  });

  it('falls back on a refused key, a rate limit (with the retry time of its body), a body that is not JSON, and a timeout', async () => {
    const reasons: Array<[JinaFailure, RegExp]> = [
      ['invalid-key', /did not accept the API key \(HTTP 401\).*JINA_API_KEY/],
      ['rate-limited', /HTTP 429.*Try again in 7 seconds\./],
      ['not-json', /something other than JSON/],
      ['hang', /did not answer within 0\.5 seconds/],
    ];
    for (const [failure, reason] of reasons) {
      jina.failure = failure;
      const page = await withJina().page(`${site.url}/article`, { timeoutMs: 1000 });
      expect(page.via, failure).toBe('direct');
      expect(page.jinaError, failure).toMatch(reason);
    }
  });

  it('falls back when the target fails to load at Jina', async () => {
    const page = await withJina().page(`${site.url}/notes.txt`);
    expect(page.via).toBe('direct');
    expect(page.jinaError).toContain('AssertionFailureError');
  });

  it('sends a restricted page only to a Jina Reader that is itself on this machine or network', async () => {
    const local = await withJina().page(`${site.url}/article`);
    expect(local.via).toBe('jina');
    expect(local.restricted).toBe('loopback');
    jina.requests.length = 0;
    const remote = await withJina({
      hosts: { ...publicHosts, 'jina.public.test': '93.184.215.14' },
      env: { JINA_API_KEY: jina.key, JINA_READER_BASE_URL: `http://jina.public.test:${jina.port}` },
    }).page(`${site.url}/article`);
    expect(remote.via).toBe('direct');
    expect(remote.jinaError).toBeUndefined();
    expect(jina.requests).toHaveLength(0);
  });

  it('returns a page Jina found on another host as a redirect', async () => {
    const outcome = await withJina().fetch('https://moved.example.test/');
    expect(outcome).toEqual({ kind: 'redirect', redirect: { from: 'https://moved.example.test/', to: 'https://elsewhere.example.test/landing' } });
  });
});
