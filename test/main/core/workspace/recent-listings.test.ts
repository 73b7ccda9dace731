import { describe, expect, it } from 'vitest';
import { recentListings } from '../../../../main/core/workspace/recent-listings.ts';

describe('recentListings', () => {
  it('lists a folder again only after the listing is older than its limit, and never keeps a failure', async () => {
    let clock = 0;
    const asked: string[] = [];
    const listing = recentListings(
      async (folder) => {
        asked.push(folder);
        if (folder === '/broken') throw new Error('unreadable');
        return [`${folder}/a.ts`];
      },
      1000,
      () => clock,
    );
    expect(await listing('/p')).toEqual(['/p/a.ts']);
    clock = 999;
    await listing('/p');
    expect(asked).toEqual(['/p']);
    clock = 1000;
    await listing('/p');
    expect(asked).toEqual(['/p', '/p']);
    await expect(listing('/broken')).rejects.toThrow('unreadable');
    await expect(listing('/broken')).rejects.toThrow('unreadable');
    expect(asked).toEqual(['/p', '/p', '/broken', '/broken']);
  });
});
