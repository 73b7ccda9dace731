import { z } from 'zod';
import { readJson, requestText } from '../../http/request.ts';
import { ServiceError, type ServiceErrorKind } from '../../http/service-error.ts';
import { serviceUrl } from '../../http/service-url.ts';
import type { RequestOptions } from '../types.ts';
import { googleKeyAdvice, googleMapsService, type GoogleClient } from './client.ts';

/** What every legacy web-service answer carries: HTTP 200 with a `status` string (cloud-apis §5). */
const statusFields = z.object({ status: z.string(), error_message: z.string().optional() });

/** The status and what it means when it is not OK or ZERO_RESULTS. */
const statuses: Record<string, [ServiceErrorKind, string]> = {
  REQUEST_DENIED: ['forbidden', `Google Maps refused the request. ${googleKeyAdvice}, and that its project has this API enabled.`],
  OVER_DAILY_LIMIT: ['quota', `Google Maps refused the request: the key is invalid, billing is not enabled for its project, or its daily limit is reached. ${googleKeyAdvice}.`],
  OVER_QUERY_LIMIT: ['rate-limit', "Google Maps refused the request: the key's quota or rate of requests is exceeded. Try again later."],
  INVALID_REQUEST: ['bad-request', 'Google Maps refused the request as invalid.'],
  MAX_WAYPOINTS_EXCEEDED: ['bad-request', 'Google Maps allows at most 25 waypoints in one route.'],
  MAX_ROUTE_LENGTH_EXCEEDED: ['bad-request', 'The route is too long for Google Maps to plan.'],
  NOT_FOUND: ['not-found', 'Google Maps could not find one of the places of the route.'],
  UNKNOWN_ERROR: ['server', 'Google Maps failed on its side. Try again.'],
};

export type LegacyStatus = z.infer<typeof statusFields>;

/** The ServiceError for a legacy status other than OK and ZERO_RESULTS, with Google's own message. */
export function legacyStatusError(answer: LegacyStatus): ServiceError {
  const [kind, sentence] = statuses[answer.status] ?? ['server', 'Google Maps answered with an error.'];
  const said = answer.error_message ? `: ${answer.error_message}` : '';
  return new ServiceError({ service: googleMapsService, kind, status: 200, message: `${sentence} (${answer.status}${said})` });
}

/** A GET to a legacy Maps web service (`/maps/api/.../json`) whose status is OK or ZERO_RESULTS; any other is a ServiceError. */
export async function googleLegacyGet<T extends LegacyStatus>(
  client: GoogleClient,
  path: string,
  parameters: Record<string, string | undefined>,
  schema: z.ZodType<T>,
  options: RequestOptions = {},
): Promise<T> {
  const url = serviceUrl(googleMapsService, client.mapsBaseUrl, path);
  for (const [name, value] of Object.entries({ ...parameters, language: options.language, key: client.key })) {
    if (value !== undefined) url.searchParams.set(name, value);
  }
  const answer = await requestText({ service: googleMapsService, url, timeoutMs: client.timings.timeoutMs, signal: options.signal, headers: { accept: 'application/json' } });
  const head = readJson(googleMapsService, answer, statusFields);
  if (head.status !== 'OK' && head.status !== 'ZERO_RESULTS') throw legacyStatusError(head);
  return readJson(googleMapsService, answer, schema);
}
