import type { ServerResponse } from 'node:http';
import { hang, jsonBody, send, sendJson, startMockServer, type MockServer, type ReceivedRequest } from './server.ts';
import { findDocuments, hostUnder, searchCorpus, type SearchDocument } from './tavily-searxng-corpus.ts';

/** A failure the mock answers the next searches with, as Tavily sends them (cloud-apis §1.3). */
export type TavilyFailure =
  | { status: number; error?: string; retryAfter?: string }
  /** HTTP 200 with an HTML page. */
  | 'not-json'
  /** HTTP 200 with JSON of another shape. */
  | 'wrong-shape'
  /** HTTP 200 whose body is an error. */
  | 'error-in-200'
  /** No answer at all. */
  | 'hang';

export const tavilyErrors = {
  unauthorized: 'Unauthorized: missing or invalid API key.',
  rateLimited: 'Your request has been blocked due to excessive requests. Please reduce rate of requests.',
  planLimit: "This request exceeds your plan's set usage limit. Please upgrade your plan or contact support@tavily.com",
  payAsYouGoLimit: 'This request exceeds the pay-as-you-go limit. You can increase your limit on the Tavily dashboard',
  queryTooLong: 'Query is too long. Max query length is 400 characters.',
};

export interface TavilyMock extends MockServer {
  key: string;
  /** Answers every search with this failure until set back to undefined. */
  failure: TavilyFailure | undefined;
}

/** Tavily's `POST /search` over a small corpus, with its auth, validation and error bodies. */
export async function startTavily(options: { key?: string; corpus?: readonly SearchDocument[] } = {}): Promise<TavilyMock> {
  const key = options.key ?? 'tvly-test-key';
  const corpus = options.corpus ?? searchCorpus;
  const mock: Pick<TavilyMock, 'key' | 'failure'> = { key, failure: undefined };
  const server = await startMockServer({
    routes: { 'POST /search': (request, response) => search(request, response, key, corpus, mock.failure) },
  });
  return Object.assign(mock, server);
}

function search(request: ReceivedRequest, response: ServerResponse, key: string, corpus: readonly SearchDocument[], failure: TavilyFailure | undefined): void {
  const body = jsonBody(request);
  const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if ((bearer ?? body?.api_key) !== key) return error(response, 401, tavilyErrors.unauthorized);
  if (failure) return fail(response, failure);
  if (!body || typeof body.query !== 'string') return error(response, 400, 'Query is required.');
  if (body.query.length > 400) return error(response, 400, tavilyErrors.queryTooLong);
  const maxResults = body.max_results ?? 5;
  if (typeof maxResults !== 'number' || maxResults < 0 || maxResults > 20) return error(response, 400, 'max_results must be between 0 and 20.');
  if (body.topic !== undefined && !['general', 'news', 'finance'].includes(String(body.topic))) return error(response, 400, 'Invalid topic.');
  const include = (body.include_domains as string[] | undefined) ?? [];
  const exclude = (body.exclude_domains as string[] | undefined) ?? [];
  const results = findDocuments(corpus, body.query)
    .filter((document) => include.length === 0 || include.some((domain) => hostUnder(document.url, domain)))
    .filter((document) => !exclude.some((domain) => hostUnder(document.url, domain)))
    .slice(0, maxResults)
    .map((document, index) => ({
      title: document.title,
      url: document.url,
      content: document.content,
      score: 0.9 - index * 0.05,
      raw_content: null,
      ...(document.published && { published_date: new Date(`${document.published}Z`).toUTCString() }),
    }));
  sendJson(response, 200, {
    query: body.query,
    follow_up_questions: null,
    answer: null,
    images: [],
    results,
    response_time: '1.67',
    request_id: '123e4567-e89b-12d3-a456-426614174111',
  });
}

function fail(response: ServerResponse, failure: TavilyFailure): void {
  if (failure === 'hang') return hang(response);
  if (failure === 'not-json') return send(response, 200, 'text/html', '<!doctype html><html><body>Service temporarily unavailable</body></html>');
  if (failure === 'wrong-shape') return sendJson(response, 200, { results: 'none' });
  if (failure === 'error-in-200') return sendJson(response, 200, { detail: { error: 'Internal processing error, please retry.' } });
  const headers: Record<string, string> = failure.retryAfter === undefined ? {} : { 'retry-after': failure.retryAfter };
  if (failure.error === undefined) return send(response, failure.status, 'text/plain', 'Internal Server Error', headers);
  return error(response, failure.status, failure.error, headers);
}

function error(response: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  sendJson(response, status, { detail: { error: message } }, headers);
}
