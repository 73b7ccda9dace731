import { z } from 'zod';
import { failureDetail, type HttpFailure } from '../../http/request.ts';
import { retryAdvice } from '../../http/retry-after.ts';
import { ServiceError } from '../../http/service-error.ts';
import { googleKeyAdvice } from './client.ts';

/** Google's error bodies: google.rpc (`status`, `details[].reason`) for Places (New), `errors[].reason` for Geolocation (cloud-apis §5.3, §5.5). */
const errorBody = z.object({
  error: z.object({
    status: z.string().optional(),
    details: z.array(z.object({ reason: z.string().optional() })).optional(),
    errors: z.array(z.object({ reason: z.string().optional() })).optional(),
  }),
});

/** The reason Google gives for a failed request, e.g. "API_KEY_INVALID", "dailyLimitExceeded" or "RESOURCE_EXHAUSTED". */
export function googleErrorReason(failure: HttpFailure): string | undefined {
  const parsed = errorBody.safeParse(failure.json);
  if (!parsed.success) return undefined;
  const { details, errors, status } = parsed.data.error;
  return [...(details ?? []), ...(errors ?? [])].find((entry) => entry.reason)?.reason ?? status;
}

const keyRefused = new Set(['API_KEY_INVALID', 'keyInvalid', 'UNAUTHENTICATED']);
const apiDisabled = new Set(['SERVICE_DISABLED', 'accessNotConfigured', 'API_KEY_SERVICE_BLOCKED', 'PERMISSION_DENIED']);

/** Reads a failed Places (New) or Geolocation request: a refused key, a disabled API, a used-up quota. */
export function googleApiFailure(service: string, api: string) {
  return (failure: HttpFailure): ServiceError | undefined => {
    const reason = googleErrorReason(failure);
    const { status, retryAfterSeconds } = failure;
    const detail = failureDetail(failure);
    const said = `(HTTP ${status}${reason ? `, ${reason}` : ''}${detail ? `: ${detail.replace(/\.$/, '')}` : ''})`;
    if (reason && keyRefused.has(reason)) {
      return new ServiceError({ service, kind: 'auth', status, message: `${service} did not accept the API key ${said}. ${googleKeyAdvice}.` });
    }
    if (reason && apiDisabled.has(reason)) {
      const message = `${service} refused the request: the key's project does not have the ${api} enabled ${said}. Enable it in the Google Cloud console.`;
      return new ServiceError({ service, kind: 'forbidden', status, message });
    }
    if (reason === 'dailyLimitExceeded') {
      return new ServiceError({ service, kind: 'quota', status, message: `${service} refused the request: the key's daily limit is reached ${said}. Try again tomorrow or raise the quota.` });
    }
    if (reason === 'userRateLimitExceeded' || reason === 'rateLimitExceeded') {
      const message = `${service} is limiting the rate of requests ${said}. ${retryAdvice(retryAfterSeconds)}`;
      return new ServiceError({ service, kind: 'rate-limit', status, retryAfterSeconds, message });
    }
    return undefined;
  };
}
