import { describe, expect, it } from 'vitest';
import { domainMatcher } from '../../../../../main/core/permissions/rules/domain-pattern.ts';

const rows: Array<[pattern: string, matches: string[], misses: string[]]> = [
  ['example.com', ['example.com', 'EXAMPLE.COM', 'example.com.'], ['api.example.com', 'example.com.evil.net', 'evilexample.com', 'example.co']],
  ['*.example.com', ['api.example.com', 'a.b.example.com', 'API.Example.com'], ['example.com', 'evilexample.com', '.example.com', 'example.com.evil.net']],
  ['*', ['example.com', 'localhost', '127.0.0.1'], []],
  ['api-*.example.com', ['api-eu.example.com', 'api-.example.com'], ['api-eu.evil.example.com', 'api.example.com']],
  ['docs.*.dev', ['docs.foo.dev'], ['docs.a.b.dev', 'docs.dev']],
  ['xn--bcher-kva.de', ['xn--bcher-kva.de'], ['bucher.de']],
];

describe('domainMatcher', () => {
  for (const [pattern, matches, misses] of rows) {
    it(`domain:${pattern}`, () => {
      const matcher = domainMatcher(pattern);
      for (const host of matches) expect(matcher(host), `covers ${host}`).toBe(true);
      for (const host of misses) expect(matcher(host), `misses ${host}`).toBe(false);
    });
  }
});
