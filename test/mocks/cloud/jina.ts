import type { ServerResponse } from 'node:http';
import { hang, jsonBody, send, sendJson, startMockServer, type MockServer, type ReceivedRequest } from './server.ts';

export interface JinaPage {
  title: string;
  content: string;
  /** Where the page ended up after redirects, when not the URL asked for. */
  finalUrl?: string;
  /** The status the target answered Jina with; not 200 gives Jina's `warning`. */
  targetStatus?: number;
}

/** example.com as Jina Reader returns it in markdown. */
export const exampleDomainPage: JinaPage = {
  title: 'Example Domain',
  content: 'This domain is for use in documentation examples without needing permission. Avoid use in operations.\n\n[Learn more](https://iana.org/domains/example)',
};

export type JinaFailure =
  | 'invalid-key'
  | 'no-balance'
  /** 429 with `retryAfter` in the body and no Retry-After header. */
  | 'rate-limited'
  | 'not-json'
  | 'hang';

export interface JinaMock extends MockServer {
  key: string;
  failure: JinaFailure | undefined;
}

/** Jina Reader (cloud-apis §3.1, §3.3): `POST /` with `{url}` or `GET /<url>`, the JSON or text envelope, its error bodies. */
export async function startJina(options: { key?: string; pages?: Record<string, JinaPage> } = {}): Promise<JinaMock> {
  const key = options.key ?? 'jina_test_key';
  const pages = options.pages ?? {};
  const mock: Pick<JinaMock, 'key' | 'failure'> = { key, failure: undefined };
  const server = await startMockServer({ fallback: (request, response) => read(request, response, key, pages, mock.failure) });
  return Object.assign(mock, server);
}

function read(request: ReceivedRequest, response: ServerResponse, key: string, pages: Record<string, JinaPage>, failure: JinaFailure | undefined): void {
  const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (bearer !== undefined && bearer !== key) return jinaError(response, 401, 'AuthenticationFailedError', 40102, 'Invalid bearer token');
  if (failure) return fail(response, failure);
  const url = request.method === 'POST' ? jsonBody(request)?.url : request.path.slice(1);
  if (typeof url !== 'string' || url === '') return jinaError(response, 400, 'ParamValidationError', 40001, 'url is required');
  const page = pages[url];
  if (!page) return jinaError(response, 422, 'AssertionFailureError', 42206, `Failed to goto ${url}: net::ERR_NAME_NOT_RESOLVED`);
  const warning = page.targetStatus && page.targetStatus !== 200 ? `Target URL returned error ${page.targetStatus}: Not Found` : undefined;
  const finalUrl = page.finalUrl ?? url;
  if (request.headers.accept === 'application/json') {
    const data = { title: page.title, description: '', url: finalUrl, content: page.content, ...(warning && { warning }), usage: { tokens: page.content.length } };
    return sendJson(response, 200, { code: 200, status: 20000, data });
  }
  send(response, 200, 'text/plain', `Title: ${page.title}\n\nURL Source: ${finalUrl}\n\nMarkdown Content:\n${page.content}`);
}

function fail(response: ServerResponse, failure: JinaFailure): void {
  if (failure === 'hang') return hang(response);
  if (failure === 'not-json') return send(response, 200, 'application/json', 'upstream connect error');
  if (failure === 'invalid-key') return jinaError(response, 401, 'AuthenticationFailedError', 40102, 'Invalid bearer token');
  if (failure === 'no-balance') return jinaError(response, 402, 'InsufficientBalanceError', 40203, 'Account balance not enough to run this query, please recharge.');
  sendJson(response, 429, { data: null, code: 429, name: 'RateLimitTriggeredError', status: 42903, message: 'Per IP rate limit exceeded', readableMessage: 'RateLimitTriggeredError: Per IP rate limit exceeded', retryAfter: 7 });
}

function jinaError(response: ServerResponse, code: number, name: string, status: number, message: string): void {
  sendJson(response, code, { data: null, code, name, status, message, readableMessage: `${name}: ${message}` });
}
