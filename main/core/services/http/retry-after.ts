/** Seconds to wait from a `Retry-After` value (delta-seconds or an HTTP date); undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/** When to try again, as a sentence. */
export function retryAdvice(seconds: number | undefined): string {
  if (seconds === undefined) return 'No retry time was given; wait a minute before trying again.';
  if (seconds <= 1) return 'Try again in a second.';
  if (seconds < 120) return `Try again in ${seconds} seconds.`;
  if (seconds < 7200) return `Try again in about ${Math.round(seconds / 60)} minutes.`;
  return `Try again in about ${Math.round(seconds / 3600)} hours.`;
}
