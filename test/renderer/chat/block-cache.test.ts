import { describe, expect, it } from 'vitest';
import { createBlockCache } from '../../../renderer/src/features/chat/block-cache.ts';

describe('the cache of rendered markdown blocks', () => {
  it('keeps what a block rendered to by its text', () => {
    const cache = createBlockCache<string>(2000);
    cache.keep('kept block\n\n', '<p>kept</p>');
    expect(cache.get('kept block\n\n')).toBe('<p>kept</p>');
    expect(cache.get('another block\n\n')).toBeUndefined();
  });

  it('holds a text only when every one of its blocks is kept', () => {
    const cache = createBlockCache<string>(2000);
    cache.keep('First.\n\n', '<p>First.</p>');
    expect(cache.holdsAll('First.\n\nSecond.')).toBe(false);
    cache.keep('Second.', '<p>Second.</p>');
    expect(cache.holdsAll('First.\n\nSecond.')).toBe(true);
  });

  it('forgets the least recently used block once full', () => {
    const cache = createBlockCache<string>(2000);
    cache.keep('oldest\n\n', 'o');
    cache.keep('used again\n\n', 'u');
    for (let index = 0; index < 1998; index++) cache.keep(`filler ${index}\n\n`, 'f');
    expect(cache.get('used again\n\n')).toBe('u');
    cache.keep('newest\n\n', 'n');
    cache.keep('newest too\n\n', 'n');
    expect(cache.get('oldest\n\n')).toBeUndefined();
    expect(cache.get('used again\n\n')).toBe('u');
  });

  it('keeps only the latest text of a block that grows as it streams', () => {
    const cache = createBlockCache<string>(2000);
    cache.keep('Streaming', 's');
    cache.keep('Streaming grows', 'sg');
    expect(cache.get('Streaming')).toBeUndefined();
    expect(cache.get('Streaming grows')).toBe('sg');
    cache.keep('Other', 'o');
    expect(cache.get('Streaming grows')).toBe('sg');
  });
});
