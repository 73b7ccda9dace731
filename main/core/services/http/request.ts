import type { z } from 'zod';
import { networkReason } from './network-reason.ts';
import { parseRetryAfter, retryAdvice } from './retry-after.ts';
import { ServiceError, type ServiceErrorKind } from './service-error.ts';

export interface HttpRequest {
  /** The service as a person knows it, e.g. "Tavily"; it starts every error message. */
  service: string;
  url: string | URL;
  method?: 'GET' | 'POST';
  headers?: Readonly<Record<string, string>>;
  /** A body sent as JSON, with its Content-Type. */
  json?: unknown;
  /** A body sent as it is; its Content-Type goes in `headers`. */
  body?: string;
  /** How long the whole exchange may take, body included. */
  timeoutMs: number;
  /** The caller's cancellation; when it aborts, its reason is thrown (not a ServiceError). */
  signal?: AbortSignal;
  /** The service's own reading of a non-2xx answer; `describeStatus` covers what it returns undefined for. */
  onFailure?(failure: HttpFailure): ServiceError | undefined;
}

export interface HttpAnswer {
  status: number;
  headers: Headers;
  text: string;
}

/** A non-2xx answer, read as far as it goes. */
export interface HttpFailure extends HttpAnswer {
  /** The body parsed as JSON; undefined when it is not JSON. */
  json: unknown;
  retryAfterSeconds: number | undefined;
}

/** One HTTP exchange under a time limit; a non-2xx status, a timeout or a network failure is a ServiceError. */
export async function requestText(request: HttpRequest): Promise<HttpAnswer> {
  const { service } = request;
  const url = new URL(request.url);
  const timeout = AbortSignal.timeout(request.timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  const headers = { ...request.headers, ...(request.json !== undefined && { 'content-type': 'application/json' }) };
  const body = request.json !== undefined ? JSON.stringify(request.json) : request.body;
  let answer: HttpAnswer;
  try {
    const response = await fetch(url, { method: request.method ?? 'GET', headers, body, signal });
    answer = { status: response.status, headers: response.headers, text: await response.text() };
  } catch (error) {
    if (request.signal?.aborted) throw request.signal.reason;
    if (timeout.aborted) {
      const message = `${service} did not answer within ${formatSeconds(request.timeoutMs)}; it may be overloaded or unreachable. Try again later.`;
      throw new ServiceError({ service, kind: 'timeout', message, cause: error });
    }
    const message = `Could not reach ${service} at ${url.origin} (${networkReason(error)}).`;
    throw new ServiceError({ service, kind: 'network', message, cause: error });
  }
  if (answer.status >= 200 && answer.status < 300) return answer;
  const failure: HttpFailure = { ...answer, json: parseJson(answer.text), retryAfterSeconds: parseRetryAfter(answer.headers.get('retry-after')) };
  throw request.onFailure?.(failure) ?? describeStatus(service, failure);
}

export interface StatusWording {
  /** What the service said, in its own words; by default read from the usual fields of its body. */
  detail?: string;
  /** What the person should do, appended as a sentence (e.g. which setting holds the key). */
  advice?: string;
}

/** A ServiceError for a non-2xx answer, worded by its status. */
export function describeStatus(service: string, failure: HttpFailure, wording: StatusWording = {}): ServiceError {
  const { status, retryAfterSeconds } = failure;
  const detail = wording.detail !== undefined ? clean(wording.detail) : failureDetail(failure);
  const said = detail ? `: ${detail}` : '';
  const [kind, sentence] = statusSentence(service, status, said);
  const retry = kind === 'rate-limit' ? ` ${retryAdvice(retryAfterSeconds)}` : '';
  const advice = wording.advice ? ` ${wording.advice}` : '';
  return new ServiceError({ service, kind, status, retryAfterSeconds, message: `${sentence}.${retry}${advice}` });
}

function statusSentence(service: string, status: number, said: string): [ServiceErrorKind, string] {
  if (status === 400 || status === 422) return ['bad-request', `${service} refused the request (HTTP ${status})${said}`];
  if (status === 401) return ['auth', `${service} did not accept the API key (HTTP 401)${said}`];
  if (status === 402) return ['quota', `${service} refused the request for lack of credit (HTTP 402)${said}`];
  if (status === 403) return ['forbidden', `${service} refused access (HTTP 403)${said}`];
  if (status === 404) return ['not-found', `${service} has nothing at this address (HTTP 404)${said}`];
  if (status === 429) return ['rate-limit', `${service} is limiting the rate of requests (HTTP 429)${said}`];
  if (status >= 500) return ['server', `${service} failed on its side (HTTP ${status})${said}. Try again later`];
  return ['server', `${service} answered with the unexpected HTTP status ${status}${said}`];
}

/** The service's message, on one line without its final period, from the fields most APIs use; nothing from an HTML page. */
export function failureDetail(failure: HttpFailure): string | undefined {
  const found = messageIn(failure.json);
  if (found) return clean(found);
  const text = failure.text.trim();
  if (failure.json === undefined && text !== '' && !text.startsWith('<') && text.length <= 300) return clean(text);
  return undefined;
}

function messageIn(json: unknown): string | undefined {
  if (typeof json === 'string') return json;
  if (typeof json !== 'object' || json === null) return undefined;
  const record = json as Record<string, unknown>;
  for (const key of ['readableMessage', 'message', 'error', 'detail', 'error_message', 'info']) {
    const found = messageIn(record[key]);
    if (found) return found;
  }
  return undefined;
}

function clean(detail: string | undefined): string | undefined {
  const flat = detail?.replace(/\s+/g, ' ').trim().replace(/\.$/, '');
  if (!flat) return undefined;
  return flat.length > 300 ? `${flat.slice(0, 300)}…` : flat;
}

/** `requestText`, then the body read as JSON and checked against the schema. */
export async function requestJson<T>(request: HttpRequest, schema: z.ZodType<T>): Promise<T> {
  const answer = await requestText({ ...request, headers: { accept: 'application/json', ...request.headers } });
  return readJson(request.service, answer, schema);
}

/** The body of a successful answer as the schema describes it; anything else is a `malformed` ServiceError. */
export function readJson<T>(service: string, answer: HttpAnswer, schema: z.ZodType<T>): T {
  const json = parseJson(answer.text);
  if (json === undefined) {
    const type = answer.headers.get('content-type') ?? 'no content type';
    const message = `${service} answered with something other than JSON (${type}: ${preview(answer.text)}).`;
    throw new ServiceError({ service, kind: 'malformed', status: answer.status, message });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    const message = `${service} answered in a shape Deft does not know (${where}${issue.message}).`;
    throw new ServiceError({ service, kind: 'malformed', status: answer.status, message, cause: parsed.error });
  }
  return parsed.data;
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat === '') return 'an empty body';
  return `"${flat.length > 80 ? `${flat.slice(0, 80)}…` : flat}"`;
}

/** "30 seconds", "1.5 seconds", "1 second". */
export function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} second${seconds === 1 ? '' : 's'}`;
}
