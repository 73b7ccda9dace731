import { z } from 'zod';
import { describeStatus, requestJson, type HttpFailure } from '../http/request.ts';
import { ServiceError } from '../http/service-error.ts';
import { serviceUrl } from '../http/service-url.ts';
import { filterByDomain } from './domains.ts';
import { cleanSnippet, resultDate } from './result-text.ts';
import { defaultSearchTimeoutMs, type SearchAnswer, type SearchOptions, type SearchQuery, type SearchResult } from './types.ts';

const service = 'SearXNG';

/** Pages are fixed by the engines (~10–20 results); filtered searches read at most this many. */
const maxPages = 3;

const searxngResponse = z.object({
  results: z.array(
    z.object({
      url: z.string(),
      title: z.string().nullish(),
      content: z.string().nullish(),
      publishedDate: z.string().nullish(),
    }),
  ),
  unresponsive_engines: z.array(z.array(z.string())).optional(),
});

/**
 * `GET /search?format=json` (cloud-apis §2), page after page until enough results pass the domain
 * filters. One allowed domain also goes into the query as `site:`, which the big engines understand.
 */
export async function searchSearxng(baseUrl: string, query: SearchQuery, options: SearchOptions = {}): Promise<SearchAnswer> {
  const q = query.allowedDomains.length === 1 ? `site:${query.allowedDomains[0]} ${query.query}` : query.query;
  const seen = new Set<string>();
  let found: SearchResult[] = [];
  const failedEngines = new Map<string, string>();
  for (let page = 1; page <= maxPages; page++) {
    const url = serviceUrl(service, baseUrl, 'search');
    url.search = new URLSearchParams({ q, format: 'json', pageno: String(page) }).toString();
    const response = await requestJson(
      { service, url, timeoutMs: options.timeoutMs ?? defaultSearchTimeoutMs, signal: options.signal, onFailure: searxngFailure },
      searxngResponse,
    );
    for (const [engine, reason] of response.unresponsive_engines ?? []) failedEngines.set(engine, reason ?? 'failed');
    const fresh = response.results.filter((result) => !seen.has(result.url));
    fresh.forEach((result) => seen.add(result.url));
    const results = fresh.map((result) => ({
      title: result.title?.trim() || result.url,
      url: result.url,
      snippet: cleanSnippet(result.content),
      date: resultDate(result.publishedDate),
    }));
    found = [...found, ...filterByDomain(results, query.allowedDomains, query.blockedDomains)];
    if (found.length >= query.maxResults || fresh.length === 0) break;
  }
  const failed = [...failedEngines].map(([engine, reason]) => `${engine} (${reason})`).join(', ');
  if (found.length === 0 && failed) {
    const message = `SearXNG found nothing, and these engines failed: ${failed}. They may be blocking or rate-limiting the instance; try again later or enable other engines.`;
    throw new ServiceError({ service, kind: 'server', status: 200, message });
  }
  return { backend: 'searxng', results: found.slice(0, query.maxResults), notes: failed ? [`Engines that failed: ${failed}.`] : [] };
}

/** SearXNG answers a format missing from `search.formats` with Flask's HTML 403 page (cloud-apis §2, §7.14). */
function searxngFailure(failure: HttpFailure): ServiceError | undefined {
  if (failure.status === 403 && failure.json === undefined) {
    const message =
      'SearXNG refused to answer in JSON (HTTP 403): JSON output is not enabled on this instance. ' +
      'Add `json` to `search.formats` in its settings.yml (next to `html`) and restart SearXNG.';
    return new ServiceError({ service, kind: 'config', status: 403, message });
  }
  if (failure.status === 429) {
    return describeStatus(service, failure, { advice: "If this is your own instance, its bot limiter may be on (server.limiter in settings.yml)." });
  }
  return undefined;
}
