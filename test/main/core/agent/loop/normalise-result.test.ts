import { describe, expect, it } from 'vitest';
import { normaliseResult, normaliseResultText } from '../../../../../main/core/agent/loop/normalise-result.ts';

describe('normaliseResultText', () => {
  it.each([
    ['ISO timestamps', 'built at 2026-11-30T12:00:00.123Z', 'built at <time>'],
    ['timestamps with a space and an offset', 'at 2026-11-30 12:00:00 +0100 ok', 'at <time> ok'],
    ['clock times', '[12:00:01] compiled; [9:05:33.120] done', '[<time>] compiled; [<time>] done'],
    ["Bash's exit line", 'Exit code 1 · 0.4 s', 'Exit code 1 · <duration>'],
    ['durations in any unit', 'in 340ms, then 1.5 seconds, 12µs, 2m30s and 3 min', 'in <duration>, then <duration>, <duration>, <duration> and <duration>'],
    ['time(1) lines', 'out\nreal\t0m0.003s\nuser\t0m0.001s\nsys 0m0.002s', 'out\n<elapsed>\n<elapsed>\n<elapsed>'],
    ['lines that say how long something took', 'Tests: 4 passed\nTime elapsed: 1,203 ms\nTook 3', 'Tests: 4 passed\n<elapsed>\n<elapsed>'],
  ])('replaces %s', (_what, text, normalised) => {
    expect(normaliseResultText(text)).toBe(normalised);
  });

  it.each([
    ['counters and epoch readings', 'seen 42 requests; 1764500000123456789'],
    ['words that start like a unit', '2 sessions, 3 secrets, 5 mice'],
    ['versions and hashes', 'v1.2.3 at 9f8e7d6, 3 files changed'],
    ['dates alone', 'released 2026-11-30'],
  ])('keeps %s', (_what, text) => {
    expect(normaliseResultText(text)).toBe(text);
  });
});

describe('normaliseResult', () => {
  it('compares images whole and keeps content items apart', () => {
    const image = { type: 'image' as const, mediaType: 'image/png', data: 'AAAA' };
    expect(normaliseResult([{ type: 'text', text: 'a' }, image])).not.toBe(normaliseResult([{ type: 'text', text: 'a' }, { ...image, data: 'BBBB' }]));
    expect(normaliseResult([{ type: 'text', text: 'ab' }])).not.toBe(normaliseResult([{ type: 'text', text: 'a' }, { type: 'text', text: 'b' }]));
  });
});
