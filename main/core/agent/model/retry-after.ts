/**
 * How long the provider asked to wait, from `retry-after-ms` (OpenAI) or `retry-after` (seconds or
 * an HTTP date); undefined when neither says. Header names are matched without regard to case.
 */
export function retryAfterMs(headers: Readonly<Record<string, string | undefined>> | undefined, now = Date.now()): number | undefined {
  if (headers === undefined) return undefined;
  const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value?.trim()]));
  const milliseconds = Number(lower['retry-after-ms']);
  if (lower['retry-after-ms'] && Number.isFinite(milliseconds) && milliseconds >= 0) return Math.round(milliseconds);
  const value = lower['retry-after'];
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds >= 0 ? Math.round(seconds * 1000) : undefined;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
