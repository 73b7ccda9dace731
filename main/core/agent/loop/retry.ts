import type { ModelError } from '../model/types.ts';

export interface RetryPolicy {
  /** Attempts in all, the first one included. */
  maxAttempts: number;
  /** The first wait; each later one doubles, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A `Retry-After` longer than this is not waited for: the error ends the turn. */
  maxRetryAfterMs: number;
}

export const defaultRetryPolicy: RetryPolicy = { maxAttempts: 8, baseDelayMs: 1000, maxDelayMs: 32_000, maxRetryAfterMs: 5 * 60_000 };

/**
 * How long to wait before attempt `attempt + 1`, or undefined when the error must end the turn:
 * the provider's `Retry-After` when it gave one, else exponential backoff with full jitter over its upper half.
 */
export function retryDelay(error: ModelError, attempt: number, policy: RetryPolicy, random: () => number = Math.random): number | undefined {
  if (!error.retryable || attempt >= policy.maxAttempts) return undefined;
  if (error.retryAfterMs !== undefined) return error.retryAfterMs <= policy.maxRetryAfterMs ? error.retryAfterMs : undefined;
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
