import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineTool } from '../../../../main/core/tools/define.ts';
import type { ToolHooks } from '../../../../main/core/tools/hooks.ts';
import type { Approvals, PermissionService } from '../../../../main/core/tools/permission.ts';
import type { AnyTool } from '../../../../main/core/tools/tool.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { executorWith, fixtureTools, turnContext } from './fixtures.ts';

/** A promise that never settles: the stage waits until the cancel. */
const forever = () => new Promise<never>(() => {});

function stalledIn(stage: 'validate' | 'hook' | 'permission' | 'approval' | 'execute') {
  const { tools, executed } = fixtureTools();
  const slowValidate = defineTool({
    name: 'SlowValidate',
    description: 'Validates forever.',
    input: z.strictObject({}),
    validate: forever,
    execute: () => 'ran',
  });
  const hooks: ToolHooks = { preToolUse: stage === 'hook' ? forever : async () => ({}), postToolUse: async () => ({}) };
  const permissions: PermissionService = {
    decide: () =>
      stage === 'permission' ? forever() : { behavior: 'ask', source: { kind: 'mode', detail: 'default' } },
  };
  const withdrawn: AbortSignal[] = [];
  const approvals: Approvals = {
    request: (_request, signal) => {
      withdrawn.push(signal);
      return stage === 'approval' ? forever() : Promise.resolve({ decision: 'allow', scope: 'once' });
    },
  };
  const name = stage === 'validate' ? 'SlowValidate' : stage === 'execute' ? 'Sleep' : 'Echo';
  const input = stage === 'execute' ? { ms: 60_000 } : stage === 'validate' ? {} : { text: 'x' };
  const all: AnyTool[] = [...tools, slowValidate];
  return { all, executed, hooks, permissions, approvals, withdrawn, call: { id: 'c1', name, input } };
}

describe('executor: cancellation', () => {
  it('runs nothing when the turn is cancelled already', async () => {
    const { tools, executed } = fixtureTools();
    const { executor, events } = executorWith(tempDir());
    const controller = new AbortController();
    controller.abort();
    const outcome = await executor.run({ id: 'c1', name: 'Echo', input: { text: 'x' } }, turnContext(tools, { signal: controller.signal }));
    expect(outcome.status).toBe('cancelled');
    expect(executed).toEqual([]);
    expect(events.map((event) => event.type)).toEqual(['started', 'finished']);
  });

  it.each(['validate', 'hook', 'permission', 'approval', 'execute'] as const)(
    'ends a call cancelled during %s as cancelled, without hanging',
    async (stage) => {
      const setup = stalledIn(stage);
      const { executor, events } = executorWith(tempDir(), setup);
      const controller = new AbortController();
      const running = executor.run(setup.call, turnContext(setup.all, { signal: controller.signal }));
      await sleep(30);
      controller.abort();
      const outcome = await running;
      expect(outcome.status).toBe('cancelled');
      if (stage !== 'execute') expect(setup.executed).toEqual([]);
      if (stage === 'approval') {
        expect(setup.withdrawn[0].aborted).toBe(true);
        expect(events).toContainEqual({ type: 'permission_answered', toolCallId: 'c1', answer: 'withdrawn' });
      }
    },
  );

  it('reaches every running call of a turn, and the calls not yet started', async () => {
    const { tools, executed } = fixtureTools();
    const { executor } = executorWith(tempDir());
    const controller = new AbortController();
    const calls = [
      { id: 'a', name: 'Sleep', input: { ms: 60_000 } },
      { id: 'b', name: 'Sleep', input: { ms: 60_000 } },
      { id: 'c', name: 'Write', input: { file_path: 'f', content: '' } },
    ];
    const running = executor.runTurn(calls, turnContext(tools, { signal: controller.signal }));
    await sleep(30);
    controller.abort();
    const outcomes = await running;
    expect(outcomes.map((outcome) => [outcome.toolCallId, outcome.status])).toEqual([
      ['a', 'cancelled'],
      ['b', 'cancelled'],
      ['c', 'cancelled'],
    ]);
    expect(executed.map((entry) => entry.tool)).toEqual(['Sleep', 'Sleep']);
  });
});
