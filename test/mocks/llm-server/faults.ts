import type { ServerResponse } from 'node:http';
import type { Api, StatusFault } from './script.ts';
import { dataEvent, namedEvent } from './sse.ts';

/** Anthropic's error types by HTTP status, as its API documents them. */
const anthropicTypes: Record<number, [type: string, message: string]> = {
  400: ['invalid_request_error', 'Invalid request'],
  401: ['authentication_error', 'invalid x-api-key'],
  403: ['permission_error', 'Your API key does not have permission to use the specified resource.'],
  404: ['not_found_error', 'The requested resource could not be found.'],
  413: ['request_too_large', 'Request exceeds the maximum allowed number of bytes.'],
  429: ['rate_limit_error', 'Number of request tokens has exceeded your per-minute rate limit'],
  500: ['api_error', 'Internal server error'],
  529: ['overloaded_error', 'Overloaded'],
};

const openaiTypes: Record<number, [type: string, code: string | null, message: string]> = {
  400: ['invalid_request_error', null, 'Invalid request'],
  401: ['invalid_request_error', 'invalid_api_key', 'Incorrect API key provided.'],
  429: ['requests', 'rate_limit_exceeded', 'Rate limit reached for requests'],
  500: ['server_error', null, 'The server had an error while processing your request. Sorry about that!'],
  503: ['server_error', null, 'The engine is currently overloaded, please try again later'],
};

/** The JSON body a provider sends with an HTTP error. */
export function errorBody(api: Api, status: number, message?: string): unknown {
  if (api === 'anthropic') {
    const [type, text] = anthropicTypes[status] ?? ['api_error', `HTTP ${status}`];
    return { type: 'error', error: { type, message: message ?? text }, request_id: 'req_mock' };
  }
  const [type, code, text] = openaiTypes[status] ?? ['server_error', null, `HTTP ${status}`];
  return { error: { message: message ?? text, type, param: null, code } };
}

/** The SSE event that reports an error in the middle of a stream. */
export function errorEventFrame(api: Api, error: { type: string; message: string }, sequence: number): string {
  switch (api) {
    case 'anthropic':
      return namedEvent('error', { type: 'error', error });
    case 'openai-responses':
      return namedEvent('error', { type: 'error', code: error.type, message: error.message, param: null, sequence_number: sequence });
    default:
      return dataEvent({ error: { message: error.message, type: error.type, param: null, code: null } });
  }
}

export function sendStatusFault(response: ServerResponse, api: Api, fault: StatusFault): void {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...fault.headers };
  if (fault.retryAfter !== undefined) headers['retry-after'] = String(fault.retryAfter);
  const body = fault.body ?? errorBody(api, fault.status);
  response.writeHead(fault.status, headers).end(typeof body === 'string' ? body : JSON.stringify(body));
}
