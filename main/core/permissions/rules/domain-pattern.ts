import { domainToASCII } from 'node:url';
import { escapeRegex, type TextMatcher } from './wildcard.ts';

const domainPrefix = 'domain:';
const hostChars = /^[a-z0-9.*_-]+$/;

export function isDomainSpec(spec: string): boolean {
  return spec.startsWith(domainPrefix);
}

/** The host pattern of `domain:<host>`, lower-cased and in ASCII (punycode). */
export function readDomainPattern(spec: string): string | { error: string } {
  const written = spec.slice(domainPrefix.length).trim().toLowerCase();
  if (written === '') return { error: 'domain: needs a host, e.g. WebFetch(domain:example.com)' };
  const host = /[\u0080-\uffff]/.test(written) ? domainToASCII(written) : written;
  if (!hostChars.test(host)) {
    return { error: `"${written}" is not a host name; a domain rule names a host only (no scheme, port or path)` };
  }
  return host;
}

/**
 * Case-insensitive: `example.com` exactly; `*.example.com` its subdomains at any depth but not
 * the apex; `*` every host; any other `*` matches within one label (never a dot).
 */
export function domainMatcher(pattern: string): TextMatcher {
  if (pattern === '*') return () => true;
  const subdomains = pattern.startsWith('*.');
  const rest = subdomains ? pattern.slice(2) : pattern;
  const body = rest.split('*').map(escapeRegex).join('[^.]*');
  const regex = new RegExp(`^${subdomains ? '(?:[^.]+\\.)+' : ''}${body}$`);
  return (host) => regex.test(normalizeHost(host));
}

function normalizeHost(host: string): string {
  const lower = host.toLowerCase();
  return lower.endsWith('.') ? lower.slice(0, -1) : lower;
}
