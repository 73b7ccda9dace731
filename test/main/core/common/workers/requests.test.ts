import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startRequestWorker } from '../../../../../main/core/common/workers/requests.ts';

const workerPath = fileURLToPath(new URL('./answering-worker.ts', import.meta.url));

describe('request workers', () => {
  it('answers each request, many at once, and refuses the ones whose handler failed with its message', async () => {
    const worker = startRequestWorker<number, number>(workerPath);
    try {
      expect(await Promise.all([1, 2, 3, 4].map((n) => worker.request(n)))).toEqual([2, 4, 6, 8]);
      await expect(worker.request(-1)).rejects.toThrow('cannot double -1');
      expect(await worker.request(21)).toBe(42);
    } finally {
      await worker.close();
    }
  });

  it('refuses what waits and what comes after, once the worker has stopped or was closed', async () => {
    const worker = startRequestWorker<number | 'exit', number>(workerPath);
    await expect(worker.request('exit')).rejects.toThrow(/stopped \(exit code 3\)/);
    await expect(worker.request(1)).rejects.toThrow(/stopped/);

    const closed = startRequestWorker<number, number>(workerPath);
    const refused = expect(closed.request(1)).rejects.toThrow('The worker was closed.');
    await closed.close();
    await refused;
  });
});
