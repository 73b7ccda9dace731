import { describe, expect, it } from 'vitest';
import { sleep } from '../../../../main/core/builtins/sleep.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { executorWith, textOf, turnContext } from '../tools/fixtures.ts';

describe('Sleep', () => {
  it('waits, reporting progress at each second and at the end', async () => {
    const { executor, events } = executorWith(tempDir());
    const outcome = await executor.run({ id: 's', name: 'sleep', input: { seconds: 1.2 } }, turnContext([sleep]));
    expect(outcome.status).toBe('success');
    expect(textOf(outcome)).toBe('Waited 1.2 seconds.');
    const progress = events.filter((event) => event.type === 'progress').map((event) => event.data);
    expect(progress).toEqual([
      { sleptSeconds: 1, totalSeconds: 1.2 },
      { sleptSeconds: 1.2, totalSeconds: 1.2 },
    ]);
  });

  it('returns at once for 0 seconds and refuses more than 300', async () => {
    const { executor } = executorWith(tempDir());
    const turn = turnContext([sleep]);
    expect(textOf(await executor.run({ id: 'z', name: 'Sleep', input: { seconds: 0 } }, turn))).toBe('Waited 0 seconds.');
    const tooLong = await executor.run({ id: 'l', name: 'Sleep', input: { seconds: 301 } }, turn);
    expect(tooLong.status).toBe('error');
    expect(textOf(tooLong)).toMatch(/seconds/);
  });

  it('ends when the turn is cancelled', async () => {
    const controller = new AbortController();
    const { executor } = executorWith(tempDir(), {
      onEvent: (event) => {
        if (event.type === 'running') setImmediate(() => controller.abort());
      },
    });
    const outcome = await executor.run({ id: 's', name: 'Sleep', input: { seconds: 300 } }, turnContext([sleep], { signal: controller.signal }));
    expect(outcome.status).toBe('cancelled');
  });
});
