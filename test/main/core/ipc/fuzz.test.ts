import { describe, it } from 'vitest';
import { fuzzOver, payloadCount } from './fuzz-run.ts';

describe('IPC fuzzing', () => {
  it(`answers ${payloadCount} random and malformed payloads on every channel without throwing or changing state`, { timeout: 300_000 }, () =>
    fuzzOver({ name: 'router', wire: (payload) => payload, open: async ({ router }) => (channel, payload) => router.handle(channel, payload) }));
});
