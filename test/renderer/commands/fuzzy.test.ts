import { describe, expect, it } from 'vitest';
import { fuzzyMatch, rankByFuzzy } from '../../../renderer/src/features/commands/fuzzy.ts';

describe('fuzzyMatch', () => {
  it('finds the query letters in order, ignoring case and spaces', () => {
    expect(fuzzyMatch('lgn BUG', 'Fix the login bug')?.positions).toEqual([8, 10, 12, 14, 15, 16]);
  });
  it('answers null when a letter is missing or out of order', () => {
    expect(fuzzyMatch('bugx', 'Fix the login bug')).toBeNull();
    expect(fuzzyMatch('gub', 'bug')).toBeNull();
  });
  it('matches everything with an empty query', () => {
    expect(fuzzyMatch('  ', 'anything')).toEqual({ score: 0, positions: [] });
  });
  it('matches Chinese text character by character', () => {
    expect(fuzzyMatch('新会', '新建会话')?.positions).toEqual([0, 2]);
  });
  it('scores letters in a row and at word starts above scattered ones', () => {
    const together = fuzzyMatch('set', 'Open settings')!.score;
    const scattered = fuzzyMatch('set', 'Session list toggle')!.score;
    expect(together).toBeGreaterThan(scattered);
  });
});

describe('rankByFuzzy', () => {
  it('keeps only the matches, best first, ties in the given order', () => {
    const items = ['Toggle theme', 'New session', 'Settings: Providers', 'Toggle sidebar'];
    expect(rankByFuzzy(items, 'toggle', (item) => [item]).map(({ item }) => item)).toEqual(['Toggle theme', 'Toggle sidebar']);
    expect(rankByFuzzy(items, 'prov', (item) => [item]).map(({ item }) => item)).toEqual(['Settings: Providers']);
    expect(rankByFuzzy(items, '', (item) => [item]).map(({ item }) => item)).toEqual(items);
  });
  it('matches an item by any of its names, telling which', () => {
    const items = [{ label: '新建会话', english: 'New session' }, { label: '打开设置', english: 'Open settings' }];
    const found = rankByFuzzy(items, 'new', (item) => [item.label, item.english]);
    expect(found.map(({ item, text }) => [item.label, text])).toEqual([['新建会话', 1]]);
    expect(rankByFuzzy(items, '设置', (item) => [item.label, item.english]).map(({ text }) => text)).toEqual([0]);
  });
});
