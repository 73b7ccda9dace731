import { describe, expect, it } from 'vitest';
import type { Notice } from '../../../shared/ipc/contract.ts';
import { createNoticeQueue } from '../../../main/electron/notice-queue.ts';

describe('notice queue', () => {
  it('holds notices until opened, then delivers them in order and passes later ones straight on', () => {
    const queue = createNoticeQueue();
    const delivered: Notice[] = [];
    queue.notify({ level: 'warning', message: 'one' });
    queue.notify({ level: 'info', message: 'two' });
    expect(delivered).toEqual([]);
    queue.open((notice) => delivered.push(notice));
    queue.notify({ level: 'error', message: 'three' });
    expect(delivered.map((notice) => notice.message)).toEqual(['one', 'two', 'three']);
  });
});
