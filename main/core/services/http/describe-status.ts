import type { HttpFailure } from './request.ts';
import { retryAdvice } from './retry-after.ts';
import { ServiceError, type ServiceErrorKind } from './service-error.ts';

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
