import { describe, expect, it } from 'vitest';
import { newId } from '../../../../main/core/store/ids.ts';

describe('newId', () => {
  it('makes 26-character ids that sort in the order they were made, within one millisecond too', () => {
    const ids = Array.from({ length: 5000 }, () => newId(1_800_000_000_000));
    expect(ids.every((id) => /^[0-9A-HJKMNP-TV-Z]{26}$/.test(id))).toBe(true);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('puts the time first, so later times sort later', () => {
    const early = newId(1_900_000_000_000);
    const late = newId(1_900_000_000_001);
    expect(early < late).toBe(true);
    expect(early.slice(0, 10) < late.slice(0, 10)).toBe(true);
  });
});
