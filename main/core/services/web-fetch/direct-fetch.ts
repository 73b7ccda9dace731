import type { IncomingHttpHeaders } from 'node:http';
import { retryAdvice, parseRetryAfter } from '../http/retry-after.ts';
import { ServiceError, type ServiceErrorKind } from '../http/service-error.ts';
import { httpGet } from './http-get.ts';
import { checkHost, type CheckedHost, type HostPolicy } from './resolve-host.ts';
import { maxPageBytes, type WebFormat } from './types.ts';
import { urlDomain } from './web-url.ts';

export const maxRedirects = 10;

export type DirectAnswer =
  | { kind: 'response'; url: URL; contentType?: string; body: Buffer; truncated: boolean; restricted?: string }
  | { kind: 'redirect'; from: URL; to: URL; status: number };

const accept: Record<WebFormat, string> = {
  markdown: 'text/markdown, text/html;q=0.9, application/xhtml+xml;q=0.9, text/plain;q=0.8, application/pdf;q=0.7, */*;q=0.1',
  text: 'text/plain, text/html;q=0.9, application/xhtml+xml;q=0.9, application/pdf;q=0.7, */*;q=0.1',
  html: 'text/html, application/xhtml+xml;q=0.9, */*;q=0.1',
};

/** http becomes https, except for a restricted host a rule allows (a dev server or an intranet page rarely has TLS). */
export function upgraded(url: URL, checked: CheckedHost): URL {
  if (url.protocol !== 'http:' || checked.restricted) return url;
  const secure = new URL(url);
  secure.protocol = 'https:';
  return secure;
}

/**
 * GETs the URL from the checked addresses, following redirects on the same host (at most 10, each
 * host checked again after DNS); a redirect to another host is returned, not followed.
 */
export async function fetchDirect(
  start: URL,
  firstHost: CheckedHost,
  options: { policy: HostPolicy; format: WebFormat; signal: AbortSignal },
): Promise<DirectAnswer> {
  const headers = {
    'user-agent': 'Mozilla/5.0 (compatible; Deft-WebFetch/1.0)',
    accept: accept[options.format],
    'accept-language': 'en-US,en;q=0.9,*;q=0.5',
    'accept-encoding': 'gzip, deflate, br',
  };
  let url = start;
  let host = firstHost;
  for (let redirects = 0; ; redirects++) {
    const answer = await httpGet(url, { addresses: host.addresses, headers, maxBytes: maxPageBytes, signal: options.signal });
    const location = answer.status >= 300 && answer.status < 400 ? answer.headers.location : undefined;
    if (!location) {
      if (answer.status < 200 || answer.status >= 300) throw siteStatusError(url, answer.status, answer.headers);
      const contentType = answer.headers['content-type'];
      return { kind: 'response', url, contentType, body: answer.body, truncated: answer.truncated, restricted: host.restricted };
    }
    const target = redirectTarget(location, url);
    if (urlDomain(target) !== host.host) return { kind: 'redirect', from: url, to: target, status: answer.status };
    if (redirects >= maxRedirects) {
      throw new ServiceError({ service: host.host, kind: 'server', message: `${url.href} redirected more than ${maxRedirects} times; it may redirect in a loop.` });
    }
    host = await checkHost(target, options.policy);
    url = upgraded(target, host);
  }
}

function redirectTarget(location: string, from: URL): URL {
  let target: URL;
  try {
    target = new URL(location, from);
  } catch {
    throw new ServiceError({ service: from.hostname, kind: 'malformed', message: `${from.href} redirected to "${location}", which is not a URL.` });
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    throw new ServiceError({ service: from.hostname, kind: 'bad-request', message: `${from.href} redirected to ${target.href}, which is not an http or https URL.` });
  }
  return target;
}

function siteStatusError(url: URL, status: number, headers: IncomingHttpHeaders): ServiceError {
  const retryAfterSeconds = parseRetryAfter(headers['retry-after']);
  const [kind, reason] = siteStatus(status, retryAfterSeconds);
  const message = `${url.href} answered HTTP ${status}${reason}`;
  return new ServiceError({ service: urlDomain(url), kind, status, retryAfterSeconds, message });
}

function siteStatus(status: number, retryAfterSeconds: number | undefined): [ServiceErrorKind, string] {
  if (status === 401) return ['auth', ': the page needs a login.'];
  if (status === 403) return ['forbidden', ': access is refused; the site may block automated requests.'];
  if (status === 404 || status === 410) return ['not-found', ': there is no such page. Check the URL.'];
  if (status === 429) return ['rate-limit', `: too many requests. ${retryAdvice(retryAfterSeconds)}`];
  if (status >= 500) return ['server', ': the site failed on its side. Try again later.'];
  return ['bad-request', '.'];
}
