import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgraded } from '../../../../../main/core/services/web-fetch/direct-fetch.ts';
import { send, startMockServer, type MockServer } from '../../../../mocks/cloud/server.ts';
import { articleText, startWebSite, type WebSite } from '../../../../mocks/cloud/web-site.ts';
import { fetcher } from './fetch-fixture.ts';

let site: WebSite;
beforeAll(async () => {
  site = await startWebSite();
});
afterAll(() => site.close());

describe('redirects', () => {
  it('follows a redirect on the same host', async () => {
    const page = await fetcher().page(site.redirectUrl('/article', 301));
    expect(page.url).toBe(site.redirectUrl('/article', 301));
    expect(page.finalUrl).toBe(`${site.url}/article`);
    expect(page.title).toBe(articleText.title);
  });

  it('follows ten redirects and refuses the eleventh, or a loop', async () => {
    const { page, failure } = fetcher();
    expect((await page(`${site.url}/redirect?hops=9&to=/notes.txt`)).content).toContain('Plain notes.');
    const eleven = await failure(`${site.url}/redirect?hops=10&to=/notes.txt`);
    expect(eleven.message).toContain('redirected more than 10 times');
    expect((await failure(`${site.url}/loop`)).message).toContain('it may redirect in a loop');
  });

  it('returns a redirect to another host instead of following it', async () => {
    const { fetch } = fetcher({ hosts: { 'elsewhere.test': '93.184.215.14' } });
    const outcome = await fetch(site.redirectUrl('https://elsewhere.test/page', 301));
    expect(outcome).toEqual({
      kind: 'redirect',
      redirect: { from: site.redirectUrl('https://elsewhere.test/page', 301), to: 'https://elsewhere.test/page', status: 301 },
    });
  });

  it('says when the other host of a redirect is restricted: localhost after DNS, or a private address', async () => {
    const { fetch } = fetcher();
    const toLocalhost = await fetch(site.redirectUrl(`http://localhost:${site.port}/article`));
    expect(toLocalhost.kind).toBe('redirect');
    if (toLocalhost.kind !== 'redirect') return;
    expect(toLocalhost.redirect.to).toBe(`http://localhost:${site.port}/article`);
    expect(toLocalhost.redirect.refusal).toMatch(/^localhost resolves to (127\.0\.0\.1|::1), a loopback address\./);
    expect(toLocalhost.redirect.refusal).toContain('"WebFetch(domain:localhost)"');

    const toPrivate = await fetch(site.redirectUrl('http://10.0.0.7/admin'));
    expect(toPrivate.kind === 'redirect' && toPrivate.redirect.refusal).toMatch(/^10\.0\.0\.7 is a private address\./);
  });
});

describe('restricted addresses', () => {
  it('refuses the first hop when no rule allows the host, before connecting', async () => {
    const before = site.requests.length;
    const error = await fetcher({ allowed: [] }).failure(`${site.url}/article`);
    expect(error.kind).toBe('forbidden');
    expect(error.message).toContain('127.0.0.1 is a loopback address');
    expect(error.message).toContain('add "WebFetch(domain:127.0.0.1)" to permissions.allow');
    expect(site.requests.length).toBe(before);
  });

  it('checks names after DNS: a rule for 127.0.0.1 does not allow localhost', async () => {
    const error = await fetcher({ allowed: ['127.0.0.1'] }).failure(`http://localhost:${site.port}/article`);
    expect(error.message).toContain('WebFetch(domain:localhost)');
  });

  it('resolves the host again on every redirect and connects only to the address it checked', async () => {
    const second: MockServer = await startMockServer({
      host: '127.0.0.2',
      port: site.port,
      routes: { '/article': (_request, response) => send(response, 200, 'text/plain', 'served by 127.0.0.2') },
    });
    try {
      const { page, lookups } = fetcher({ allowed: ['site.test'], changingHosts: { 'site.test': ['127.0.0.1', '127.0.0.2'] } });
      const fetched = await page(`http://site.test:${site.port}/redirect?to=/article`);
      expect(fetched.content).toBe('served by 127.0.0.2');
      expect(lookups).toEqual(['site.test', 'site.test']);
      expect(site.requests.at(-1)?.headers.host).toBe(`site.test:${site.port}`);
    } finally {
      await second.close();
    }
  });

  it('refuses a host whose DNS answer holds a private address next to a public one', async () => {
    const error = await fetcher({ hosts: { 'mixed.test': ['93.184.215.14', '192.168.0.10'] } }).failure('https://mixed.test/');
    expect(error.message).toContain('mixed.test resolves to 192.168.0.10, a private address');
  });
});

describe('the https upgrade', () => {
  const host = (restricted?: string) => ({ host: 'h', addresses: [], ...(restricted && { restricted }) });

  it('upgrades public hosts and keeps http for a restricted host a rule allows', () => {
    expect(upgraded(new URL('http://docs.example.com/a?b=1'), host()).href).toBe('https://docs.example.com/a?b=1');
    expect(upgraded(new URL('http://127.0.0.1:5173/'), host('loopback')).href).toBe('http://127.0.0.1:5173/');
    expect(upgraded(new URL('https://docs.example.com/'), host()).href).toBe('https://docs.example.com/');
  });
});
