import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineTool } from '../../../../main/core/tools/define.ts';
import type { ToolEvent } from '../../../../shared/vocabulary/tool-calls.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { executorWith, fixtureTools, turnContext } from './fixtures.ts';

/** The largest number of calls that were running at the same moment, from the event stream. */
function maxInFlight(events: readonly ToolEvent[]): number {
  let running = 0;
  let max = 0;
  for (const event of events) {
    if (event.type === 'running') max = Math.max(max, ++running);
    if (event.type === 'finished' && event.outcome.status === 'success') running--;
  }
  return max;
}

const sleeps = (count: number, ms: number, prefix = 's') =>
  Array.from({ length: count }, (_, index) => ({ id: `${prefix}${index}`, name: 'Sleep', input: { ms } }));

describe('executor: scheduling the calls of one turn', () => {
  it('runs ten 200 ms read-only calls together: about 200 ms, not 2 s', async () => {
    const { tools } = fixtureTools();
    const { executor, events } = executorWith(tempDir(), { maxParallel: 10 });
    const started = performance.now();
    const outcomes = await executor.runTurn(sleeps(10, 200), turnContext(tools));
    const elapsed = performance.now() - started;
    expect(outcomes.every((outcome) => outcome.status === 'success')).toBe(true);
    expect(maxInFlight(events)).toBe(10);
    expect(elapsed).toBeLessThan(1000);
  });

  it('bounds the pool at 8 by default', async () => {
    const { tools } = fixtureTools();
    const { executor, events } = executorWith(tempDir());
    await executor.runTurn(sleeps(12, 20), turnContext(tools));
    expect(maxInFlight(events)).toBe(8);
  });

  it('a writer between read-only calls splits the batch, and results keep the model order', async () => {
    const { tools } = fixtureTools();
    const { executor, events } = executorWith(tempDir());
    const calls = [
      ...sleeps(3, 40, 'before'),
      { id: 'writer', name: 'Write', input: { file_path: 'f.txt', content: 'x' } },
      ...sleeps(3, 10, 'after'),
    ];
    const outcomes = await executor.runTurn(calls, turnContext(tools));
    expect(outcomes.map((outcome) => outcome.toolCallId)).toEqual(calls.map((c) => c.id));
    const order = events.flatMap((event) =>
      event.type === 'running' ? [`run:${event.toolCallId}`] : event.type === 'finished' ? [`end:${event.outcome.toolCallId}`] : [],
    );
    const writerRuns = order.indexOf('run:writer');
    for (const id of ['before0', 'before1', 'before2']) expect(order.indexOf(`end:${id}`)).toBeLessThan(writerRuns);
    for (const id of ['after0', 'after1', 'after2']) expect(order.indexOf(`run:${id}`)).toBeGreaterThan(order.indexOf('end:writer'));
  });

  it('never lets two writers of one file overlap, even across turns', async () => {
    let active = 0;
    let maxActive = 0;
    const locked = defineTool({
      name: 'LockedWrite',
      description: 'Writes slowly.',
      input: z.strictObject({ file_path: z.string() }),
      permission: (input) => ({ paths: [{ path: input.file_path, access: 'write' }] }),
      async execute() {
        maxActive = Math.max(maxActive, ++active);
        await sleep(20);
        active--;
        return 'ok';
      },
    });
    const { executor } = executorWith(tempDir());
    const write = (id: string) => ({ id, name: 'LockedWrite', input: { file_path: 'same.txt' } });
    const outcomes = await Promise.all(
      ['A', 'B', 'C'].map((session) => executor.runTurn([write(session)], turnContext([locked], { sessionId: session }))),
    );
    expect(outcomes.flat().map((outcome) => outcome.status)).toEqual(['success', 'success', 'success']);
    expect(maxActive).toBe(1);
  });
});
