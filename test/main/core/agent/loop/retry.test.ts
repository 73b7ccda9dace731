import { describe, expect, it } from 'vitest';
import { ModelError } from '../../../../../main/core/agent/model/types.ts';
import { defaultRetryPolicy, retryDelay, sleep } from '../../../../../main/core/agent/loop/retry.ts';

const policy = { ...defaultRetryPolicy, maxAttempts: 4 };

describe('retryDelay', () => {
  it('honours the provider’s Retry-After', () => {
    expect(retryDelay(new ModelError('rate_limited', 'slow down', { status: 429, retryAfterMs: 7000 }), 1, policy)).toBe(7000);
  });

  it('gives up on a Retry-After longer than the policy will wait', () => {
    expect(retryDelay(new ModelError('rate_limited', 'tomorrow', { retryAfterMs: 3_600_000 }), 1, policy)).toBeUndefined();
  });

  it('backs off exponentially with jitter in the upper half of each step', () => {
    const overloaded = new ModelError('overloaded', 'busy', { status: 529 });
    expect(retryDelay(overloaded, 1, policy, () => 0)).toBe(500);
    expect(retryDelay(overloaded, 1, policy, () => 1)).toBe(1000);
    expect(retryDelay(overloaded, 3, policy, () => 0.5)).toBe(3000);
  });

  it('caps the wait and the number of attempts', () => {
    const server = new ModelError('server', 'oops', { status: 500 });
    expect(retryDelay(server, 3, { ...policy, maxDelayMs: 1500 }, () => 1)).toBe(1500);
    expect(retryDelay(server, 4, policy)).toBeUndefined();
  });

  it('never retries errors that would fail again', () => {
    for (const kind of ['auth', 'bad_request', 'context_too_long', 'cancelled', 'other'] as const) {
      expect(retryDelay(new ModelError(kind, kind), 1, policy)).toBeUndefined();
    }
    for (const kind of ['rate_limited', 'overloaded', 'server', 'network', 'interrupted'] as const) {
      expect(retryDelay(new ModelError(kind, kind), 1, policy)).toBeGreaterThan(0);
    }
  });
});

describe('sleep', () => {
  it('ends early with the signal’s reason', async () => {
    const controller = new AbortController();
    const waiting = sleep(60_000, controller.signal);
    controller.abort(new Error('stop'));
    await expect(waiting).rejects.toThrow('stop');
  });
});
