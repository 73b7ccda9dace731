import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPageCache } from '../../../../../main/core/services/web-fetch/page-cache.ts';
import { maxPageBytes } from '../../../../../main/core/services/web-fetch/types.ts';
import { articlePage, articleText, startWebSite, type WebSite } from '../../../../mocks/cloud/web-site.ts';
import { fetcher } from './fetch-fixture.ts';

let site: WebSite;
beforeAll(async () => {
  site = await startWebSite();
});
afterAll(() => site.close());
beforeEach(() => {
  site.requests.length = 0;
});

describe('fetching a page directly', () => {
  it('returns the main content of an HTML page as Markdown with what the UI shows', async () => {
    const page = await fetcher().page(`${site.url}/article`);
    expect(page).toMatchObject({
      url: `${site.url}/article`,
      finalUrl: `${site.url}/article`,
      title: articleText.title,
      format: 'markdown',
      contentType: 'text/html; charset=utf-8',
      bytes: Buffer.byteLength(articlePage()),
      truncated: false,
      via: 'direct',
      extraction: 'main-content',
      restricted: 'loopback',
    });
    expect(page.content).toContain(articleText.paragraphs[1]);
    expect(page.content).not.toContain('trackingPixel');
    expect(site.requests[0].headers['accept-encoding']).toBe('gzip, deflate, br');
    expect(site.requests[0].headers.accept).toMatch(/^text\/markdown, text\/html/);
  });

  it('gives plain text, or the HTML as served', async () => {
    const { page } = fetcher();
    const text = await page(`${site.url}/article`, { format: 'text' });
    expect(text.content.startsWith(`${articleText.heading}\n\n${articleText.paragraphs[0]}`)).toBe(true);
    const html = await page(`${site.url}/article`, { format: 'html' });
    expect(html.content).toBe(articlePage());
    expect(html.title).toBe(articleText.title);
  });

  it('passes text and JSON through, decoding the declared charset', async () => {
    const { page } = fetcher();
    expect((await page(`${site.url}/notes.txt`)).content).toBe('Plain notes.\nSecond line with *stars* kept.');
    expect((await page(`${site.url}/data.json`)).content).toBe('{"name":"deft","tags":["a","b"]}');
    expect((await page(`${site.url}/latin1`)).content).toBe('Café crème brûlée');
  });

  it('decompresses gzip and recognises HTML sent without a Content-Type', async () => {
    const { page } = fetcher();
    expect((await page(`${site.url}/gzip`)).content).toContain(articleText.paragraphs[2]);
    const untyped = await page(`${site.url}/untyped`);
    expect(untyped.contentType).toBe('unknown');
    expect(untyped.title).toBe(articleText.title);
  });

  it('extracts the text of a PDF', async () => {
    const page = await fetcher().page(`${site.url}/report.pdf`);
    expect(page.content).toBe('--- Page 1 ---\nQuarterly report\n\n--- Page 2 ---\nSecond page about tides');
    expect(page.pdfPages).toEqual({ shown: 2, total: 2 });
  });

  it('refuses binary content, saying what it is', async () => {
    const error = await fetcher().failure(`${site.url}/picture.png`);
    expect(error.message).toBe(`${site.url}/picture.png is image/png, which WebFetch cannot read: it reads web pages, text, JSON and PDFs.`);
  });

  it('stops reading at 5 MB and says so', async () => {
    const page = await fetcher().page(`${site.url}/big`);
    expect(page.truncated).toBe(true);
    expect(page.bytes).toBe(maxPageBytes);
    expect(page.content.length).toBe(maxPageBytes);
  });

  it('turns HTTP errors into messages, with when to retry', async () => {
    const { failure } = fetcher();
    expect((await failure(`${site.url}/status?code=404`)).message).toBe(`${site.url}/status?code=404 answered HTTP 404: there is no such page. Check the URL.`);
    expect((await failure(`${site.url}/status?code=503`)).kind).toBe('server');
    expect((await failure(`${site.url}/status?code=429&retry-after=120`)).message).toContain('too many requests. Try again in about 2 minutes.');
    expect((await failure(`${site.url}/status?code=429`)).message).toContain('No retry time was given');
    expect((await failure(`${site.url}/status?code=403`)).message).toContain('the site may block automated requests');
  });

  it('gives up at the timeout, before the headers or in the middle of the body', async () => {
    const { failure } = fetcher();
    const silent = await failure(`${site.url}/hang`, { timeoutMs: 300 });
    expect(silent.kind).toBe('timeout');
    expect(silent.message).toBe(`${site.url}/hang did not answer within 0.3 seconds.`);
    expect((await failure(`${site.url}/hang-body`, { timeoutMs: 300 })).kind).toBe('timeout');
  });

  it('stops with the reason of the caller when cancelled', async () => {
    const controller = new AbortController();
    const fetching = fetcher().fetch(`${site.url}/hang`, { signal: controller.signal });
    setImmediate(() => controller.abort(new Error('turn cancelled')));
    await expect(fetching).rejects.toThrow('turn cancelled');
  });

  it('refuses URLs it cannot fetch', async () => {
    const { failure } = fetcher();
    expect((await failure('ftp://files.example/x')).message).toBe('WebFetch reads http and https URLs only, not ftp.');
    expect((await failure('https://user:secret@example.com/')).message).toContain('does not send credentials');
    expect((await failure('example.com/page')).message).toContain('is not a URL');
  });
});

describe('the page cache', () => {
  it('answers the same URL and format from memory for 15 minutes', async () => {
    const { fetch } = fetcher({ cache: createPageCache() });
    const first = await fetch(`${site.url}/article`);
    const second = await fetch(`${site.url}/article`);
    expect(first).toMatchObject({ kind: 'page', cached: false });
    expect(second).toMatchObject({ kind: 'page', cached: true });
    const articleRequests = () => site.requests.filter((request) => request.path === '/article');
    expect(articleRequests()).toHaveLength(1);
    await fetch(`${site.url}/article`, { format: 'text' });
    expect(articleRequests()).toHaveLength(2);
  });

  it('does not serve a restricted page once no rule allows its host', async () => {
    const cache = createPageCache();
    await fetcher({ cache }).page(`${site.url}/article`);
    const error = await fetcher({ cache, allowed: [] }).failure(`${site.url}/article`);
    expect(error.kind).toBe('forbidden');
  });
});
