import { describe, expect, it } from 'vitest';
import { retryAfterMs } from '../../../../../main/core/agent/model/retry-after.ts';

describe('the wait a provider asks for', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');

  it('reads seconds, milliseconds and HTTP dates', () => {
    expect(retryAfterMs({ 'retry-after': '12' }, now)).toBe(12_000);
    expect(retryAfterMs({ 'retry-after': '0.5' }, now)).toBe(500);
    expect(retryAfterMs({ 'Retry-After-Ms': '250.4' }, now)).toBe(250);
    expect(retryAfterMs({ 'retry-after': 'Thu, 01 Jan 2026 00:00:30 GMT' }, now)).toBe(30_000);
  });

  it('prefers the milliseconds, and says nothing for nonsense, the past or no header', () => {
    expect(retryAfterMs({ 'retry-after': '10', 'retry-after-ms': '1500' }, now)).toBe(1500);
    expect(retryAfterMs({ 'retry-after': 'soon' }, now)).toBeUndefined();
    expect(retryAfterMs({ 'retry-after': '-3' }, now)).toBeUndefined();
    expect(retryAfterMs({ 'retry-after': 'Wed, 31 Dec 2025 23:59:00 GMT' }, now)).toBe(0);
    expect(retryAfterMs({}, now)).toBeUndefined();
    expect(retryAfterMs(undefined, now)).toBeUndefined();
  });
});
