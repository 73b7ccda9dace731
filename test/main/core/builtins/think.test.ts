import { describe, expect, it } from 'vitest';
import { think } from '../../../../main/core/builtins/think.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { executorWith, textOf, turnContext } from '../tools/fixtures.ts';

describe('Think', () => {
  it('records the thought with the result and acknowledges it', async () => {
    const { executor, events } = executorWith(tempDir());
    const outcome = await executor.run({ id: 't', name: 'think', input: { thought: 'The bug is in the parser.' } }, turnContext([think]));
    expect(outcome.status).toBe('success');
    expect(textOf(outcome)).toBe('Thought recorded.');
    expect(outcome.metadata).toEqual({ thought: 'The bug is in the parser.' });
    expect(events).toContainEqual({ type: 'metadata', toolCallId: 't', data: { thought: 'The bug is in the parser.' } });
  });

  it('is read-only and may run alongside others; an empty thought is refused', async () => {
    expect(think.readOnly && think.concurrencySafe).toBe(true);
    const { executor } = executorWith(tempDir());
    const outcome = await executor.run({ id: 't', name: 'Think', input: { thought: '' } }, turnContext([think]));
    expect(outcome.status).toBe('error');
  });
});
