import type { SearchResult } from './types.ts';

/** A domain as the model may write it ("https://www.Example.com/path", "*.example.com") reduced to "example.com". */
export function normalizeDomain(written: string): string {
  let domain = written.trim().toLowerCase();
  domain = domain.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  domain = domain.replace(/[/?#].*$/, '').replace(/:\d+$/, '').replace(/\.$/, '');
  return domain.replace(/^\*\./, '').replace(/^www\./, '');
}

/** Whether the URL's host is the domain or one of its subdomains. */
export function onDomain(url: string, domain: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return host === domain || host.endsWith(`.${domain}`);
}

/** The results on an allowed domain (when any are named) and on no blocked one. */
export function filterByDomain(results: readonly SearchResult[], allowed: readonly string[], blocked: readonly string[]): SearchResult[] {
  return results.filter(
    (result) =>
      (allowed.length === 0 || allowed.some((domain) => onDomain(result.url, domain))) &&
      !blocked.some((domain) => onDomain(result.url, domain)),
  );
}
