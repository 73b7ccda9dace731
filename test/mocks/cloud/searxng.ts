import type { ServerResponse } from 'node:http';
import { hang, send, sendJson, startMockServer, type MockServer, type ReceivedRequest } from './server.ts';
import { findDocuments, hostUnder, searchCorpus, type SearchDocument } from './tavily-searxng-corpus.ts';

/** What `searx/webapp.py` answers a format missing from `search.formats` with: Flask's HTML 403 page. */
export const flaskForbiddenPage =
  '<!doctype html>\n<html lang=en>\n<title>403 Forbidden</title>\n<h1>Forbidden</h1>\n<p>You don&#39;t have the permission to access the requested resource. It is either read-protected or not readable by the server.</p>\n';

export const failingEngines: Array<[string, string]> = [
  ['brave', 'timeout'],
  ['qwant', 'Suspended: access denied'],
];

export type SearxngFailure =
  /** 200 with no results and every engine in `unresponsive_engines`. */
  | 'engines-down'
  /** 200 with results, and some engines in `unresponsive_engines`. */
  | 'some-engines-down'
  | { status: 429; retryAfter?: string }
  /** 500 `{"error": "search error"}`. */
  | 'search-error'
  /** 200 with a body that is not JSON. */
  | 'not-json'
  | 'hang';

export interface SearxngMock extends MockServer {
  failure: SearxngFailure | undefined;
}

export interface SearxngOptions {
  /** `search.formats` of settings.yml; the default image has only html. */
  formats?: readonly string[];
  /** Results per page. */
  pageSize?: number;
  corpus?: readonly SearchDocument[];
  /** Where the instance lives below the host, e.g. "/searxng". */
  prefix?: string;
}

const knownFormats = ['html', 'json', 'csv', 'rss'];

/** SearXNG's `/search` (GET or form POST) over a small corpus, as `searx/webapp.py` answers (cloud-apis §2). */
export async function startSearxng(options: SearxngOptions = {}): Promise<SearxngMock> {
  const formats = options.formats ?? ['html', 'json'];
  const pageSize = options.pageSize ?? 5;
  const corpus = options.corpus ?? searchCorpus;
  const prefix = options.prefix ?? '';
  const mock: Pick<SearxngMock, 'failure'> = { failure: undefined };
  const handler = (request: ReceivedRequest, response: ServerResponse) => search(request, response, { formats, pageSize, corpus, failure: mock.failure });
  const server = await startMockServer({
    routes: {
      [`${prefix}/search`]: handler,
      [`${prefix}/`]: handler,
      [`GET ${prefix}/healthz`]: (_request, response) => send(response, 200, 'text/plain', 'OK'),
    },
  });
  return Object.assign(mock, server, { url: `${server.url}${prefix}` });
}

interface SearchSetup {
  formats: readonly string[];
  pageSize: number;
  corpus: readonly SearchDocument[];
  failure: SearxngFailure | undefined;
}

function search(request: ReceivedRequest, response: ServerResponse, setup: SearchSetup): void {
  const params = request.method === 'POST' ? new URLSearchParams(request.body) : request.query;
  const asked = params.get('format') ?? 'html';
  const format = knownFormats.includes(asked) ? asked : 'html';
  if (!setup.formats.includes(format)) return send(response, 403, 'text/html; charset=utf-8', flaskForbiddenPage);
  if (format !== 'json') return send(response, 200, 'text/html', '<!doctype html><html><body><div id="results"></div></body></html>');
  const q = params.get('q')?.trim() ?? '';
  if (q === '') return sendJson(response, 400, { error: 'No query' });
  if (setup.failure) return fail(response, setup.failure, q);
  const sites = [...q.matchAll(/(?:^|\s)site:(\S+)/g)].map((match) => match[1]);
  const words = q.replace(/(?:^|\s)site:\S+/g, ' ');
  const found = findDocuments(setup.corpus, words).filter((document) => sites.every((site) => hostUnder(document.url, site)));
  const page = Number(params.get('pageno') ?? '1');
  const results = found.slice((page - 1) * setup.pageSize, page * setup.pageSize).map(toResult);
  sendJson(response, 200, answer(q, results, []));
}

function fail(response: ServerResponse, failure: SearxngFailure, q: string): void {
  if (failure === 'hang') return hang(response);
  if (failure === 'not-json') return send(response, 200, 'application/json', '<html><body>Internal error</body></html>');
  if (failure === 'search-error') return sendJson(response, 500, { error: 'search error' });
  if (failure === 'engines-down') return sendJson(response, 200, answer(q, [], failingEngines));
  if (failure === 'some-engines-down') return sendJson(response, 200, answer(q, findDocuments(searchCorpus, q).map(toResult), failingEngines.slice(0, 1)));
  const headers: Record<string, string> = failure.retryAfter === undefined ? {} : { 'retry-after': failure.retryAfter };
  return send(response, 429, 'text/html', '<!doctype html><title>429 Too Many Requests</title><h1>Too Many Requests</h1>', headers);
}

function answer(query: string, results: unknown[], unresponsive: Array<[string, string]>) {
  return { query, number_of_results: 0, results, answers: [], corrections: [], infoboxes: [], suggestions: [], unresponsive_engines: unresponsive };
}

function toResult(document: SearchDocument, index: number) {
  const url = new URL(document.url);
  return {
    url: document.url,
    title: document.title,
    content: document.content,
    thumbnail: null,
    engine: 'google',
    template: 'default.html',
    parsed_url: [url.protocol.slice(0, -1), url.host, url.pathname, '', url.search.slice(1), url.hash.slice(1)],
    img_src: '',
    priority: '',
    engines: ['google', 'bing'],
    positions: [index + 1],
    score: 1 / (index + 1),
    category: 'general',
    publishedDate: document.published ?? null,
  };
}
