import { z } from 'zod';
import { describeStatus, failureDetail, requestJson, type HttpFailure } from '../http/request.ts';
import { ServiceError } from '../http/service-error.ts';
import { serviceUrl } from '../http/service-url.ts';
import { filterByDomain } from './domains.ts';
import { cleanSnippet, resultDate } from './result-text.ts';
import { defaultSearchTimeoutMs, type SearchAnswer, type SearchOptions, type SearchQuery } from './types.ts';

const service = 'Tavily';

const tavilyResponse = z.object({
  results: z
    .array(
      z.object({
        url: z.string(),
        title: z.string().nullish(),
        content: z.string().nullish(),
        published_date: z.string().nullish(),
      }),
    )
    .optional(),
  detail: z.object({ error: z.string().optional() }).optional(),
});

/** `POST /search` (cloud-apis §1.1): the domain filters go to Tavily and are applied again to what comes back. */
export async function searchTavily(
  backend: { key: string; baseUrl: string },
  query: SearchQuery,
  options: SearchOptions = {},
): Promise<SearchAnswer> {
  const body = {
    query: query.query,
    max_results: query.maxResults,
    search_depth: 'basic',
    topic: 'general',
    ...(query.allowedDomains.length > 0 && { include_domains: query.allowedDomains }),
    ...(query.blockedDomains.length > 0 && { exclude_domains: query.blockedDomains }),
  };
  const response = await requestJson(
    {
      service,
      url: serviceUrl(service, backend.baseUrl, 'search'),
      method: 'POST',
      headers: { authorization: `Bearer ${backend.key}` },
      json: body,
      timeoutMs: options.timeoutMs ?? defaultSearchTimeoutMs,
      signal: options.signal,
      onFailure: tavilyFailure,
    },
    tavilyResponse,
  );
  if (!response.results) {
    const said = response.detail?.error ?? 'no results and no reason';
    throw new ServiceError({ service, kind: 'server', status: 200, message: `Tavily answered with an error: ${said}` });
  }
  const results = response.results.map((result) => ({
    title: result.title?.trim() || result.url,
    url: result.url,
    snippet: cleanSnippet(result.content),
    date: resultDate(result.published_date),
  }));
  return { backend: 'tavily', results: filterByDomain(results, query.allowedDomains, query.blockedDomains).slice(0, query.maxResults), notes: [] };
}

/** Tavily's statuses (cloud-apis §1.3): 432 and 433 are its quotas, 429 its rate limit. */
function tavilyFailure(failure: HttpFailure): ServiceError | undefined {
  const { status } = failure;
  if (status === 401) return describeStatus(service, failure, { advice: 'Check the Tavily API key (TAVILY_API_KEY or the key in Settings).' });
  if (status === 403) return describeStatus(service, failure, { advice: 'The plan of this Tavily key does not allow this request.' });
  if (status === 432 || status === 433) {
    const limit = status === 432 ? "the plan's credit limit" : 'the pay-as-you-go limit';
    const advice = status === 432 ? 'Upgrade the plan or wait until its credits renew.' : 'Raise the limit on the Tavily dashboard.';
    const detail = failureDetail(failure);
    const message = `Tavily refused the search: the account has reached ${limit} (HTTP ${status})${detail ? `: ${detail}` : ''}. ${advice}`;
    return new ServiceError({ service, kind: 'quota', status, message });
  }
  return undefined;
}
