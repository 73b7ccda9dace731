import type { ServiceConfig } from '../config.ts';
import { networkReason } from '../http/network-reason.ts';
import { formatSeconds } from '../http/request.ts';
import { ServiceError } from '../http/service-error.ts';
import { fetchDirect, upgraded } from './direct-fetch.ts';
import { jinaBackend, readWithJina } from './jina.ts';
import type { PageCache } from './page-cache.ts';
import { pageContent } from './page-content.ts';
import { checkHost, isLocalService, type HostPolicy } from './resolve-host.ts';
import { maxPageBytes, type CrossHostRedirect, type FetchedPage, type WebFormat } from './types.ts';
import { parseWebUrl, urlDomain } from './web-url.ts';

export interface PageRequest {
  url: string;
  format: WebFormat;
  /** For the whole fetch; Jina Reader, when used, gets half of it. */
  timeoutMs: number;
  signal?: AbortSignal;
}

export interface PageFetchServices {
  /** Jina Reader's key and address; without a key pages are fetched directly. */
  config?: ServiceConfig;
  policy: HostPolicy;
  cache?: PageCache;
}

export type PageOutcome = { kind: 'page'; page: FetchedPage; cached: boolean } | { kind: 'redirect'; redirect: CrossHostRedirect };

const jinaContentTypes: Record<WebFormat, string> = { markdown: 'text/markdown', text: 'text/plain', html: 'text/html' };

/**
 * Fetches a page for WebFetch: from the cache, else through Jina Reader when a key is set (direct
 * when it fails), else directly. Failures are ServiceErrors whose message is meant for the model.
 */
export async function fetchPage(request: PageRequest, services: PageFetchServices): Promise<PageOutcome> {
  const url = parseWebUrl(request.url);
  if (typeof url === 'string') throw new ServiceError({ service: 'WebFetch', kind: 'bad-request', message: url });
  const cached = services.cache?.get(url.href, request.format);
  if (cached && (!cached.restricted || services.policy.allowsRestricted(urlDomain(url)))) return { kind: 'page', page: cached, cached: true };
  const deadline = AbortSignal.timeout(request.timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, deadline]) : deadline;
  try {
    const outcome = await fetchFresh(url, request, services, signal);
    if (outcome.kind === 'page') services.cache?.set(outcome.page);
    return outcome;
  } catch (error) {
    if (request.signal?.aborted) throw request.signal.reason;
    const service = urlDomain(url);
    if (deadline.aborted) {
      throw new ServiceError({ service, kind: 'timeout', message: `${url.href} did not answer within ${formatSeconds(request.timeoutMs)}.`, cause: error });
    }
    if (error instanceof ServiceError) throw error;
    throw new ServiceError({ service, kind: 'network', message: `Could not fetch ${url.href}: ${networkReason(error)}.`, cause: error });
  }
}

async function fetchFresh(url: URL, request: PageRequest, services: PageFetchServices, signal: AbortSignal): Promise<PageOutcome> {
  const host = await checkHost(url, services.policy);
  const start = upgraded(url, host);
  let jinaError: string | undefined;
  try {
    const jina = jinaBackend(services.config);
    if (jina && (!host.restricted || (await isLocalService(jina.baseUrl, services.policy.resolve)))) {
      return await throughJina({ url, start, restricted: host.restricted, jina: { key: jina.key, baseUrl: jina.baseUrl.href }, request, policy: services.policy, signal });
    }
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    jinaError = error.message;
  }
  const answer = await fetchDirect(start, host, { policy: services.policy, format: request.format, signal });
  if (answer.kind === 'redirect') return { kind: 'redirect', redirect: await crossHostRedirect(answer, services.policy) };
  const content = await pageContent(answer.body, answer.contentType, answer.url.href, request.format, answer.truncated);
  const page: FetchedPage = {
    url: url.href,
    finalUrl: answer.url.href,
    ...content,
    format: request.format,
    contentType: answer.contentType ?? 'unknown',
    bytes: answer.body.length,
    truncated: answer.truncated,
    via: 'direct',
    ...(jinaError && { jinaError }),
    ...(answer.restricted && { restricted: answer.restricted }),
  };
  return { kind: 'page', page, cached: false };
}

/** Through Jina Reader; a restricted page only goes to a Jina Reader on this machine or network (self-hosted), never to the public one. */
async function throughJina(via: {
  url: URL;
  start: URL;
  restricted: string | undefined;
  jina: { key: string; baseUrl: string };
  request: PageRequest;
  policy: HostPolicy;
  signal: AbortSignal;
}): Promise<PageOutcome> {
  const { url, start, request } = via;
  const read = await readWithJina(via.jina, start.href, request.format, { timeoutMs: request.timeoutMs / 2, signal: via.signal });
  const finalUrl = read.url ? parseWebUrl(read.url) : start;
  if (typeof finalUrl !== 'string' && urlDomain(finalUrl) !== urlDomain(start)) {
    return { kind: 'redirect', redirect: await crossHostRedirect({ from: start, to: finalUrl }, via.policy) };
  }
  const bytes = Buffer.from(read.content, 'utf8');
  const truncated = bytes.length > maxPageBytes;
  const content = truncated ? new TextDecoder().decode(bytes.subarray(0, maxPageBytes)).replace(/\uFFFD$/, '') : read.content;
  const page: FetchedPage = {
    url: url.href,
    finalUrl: typeof finalUrl === 'string' ? start.href : finalUrl.href,
    ...(read.title && { title: read.title }),
    content,
    format: request.format,
    contentType: jinaContentTypes[request.format],
    bytes: Math.min(bytes.length, maxPageBytes),
    truncated,
    via: 'jina',
    ...(via.restricted && { restricted: via.restricted }),
  };
  return { kind: 'page', page, cached: false };
}

/** The redirect as the model gets it, with the refusal its target will meet if it resolves to a restricted address. */
async function crossHostRedirect(answer: { from: URL; to: URL; status?: number }, policy: HostPolicy): Promise<CrossHostRedirect> {
  const redirect: CrossHostRedirect = { from: answer.from.href, to: answer.to.href, ...(answer.status !== undefined && { status: answer.status }) };
  try {
    await checkHost(answer.to, policy);
  } catch (error) {
    if (error instanceof ServiceError && error.kind === 'forbidden') return { ...redirect, refusal: error.message };
  }
  return redirect;
}
