import { describe, expect, it } from 'vitest';
import { attemptCompletion } from '../../../../main/core/builtins/attempt-completion.ts';
import { tempDir } from '../../../helpers/temp-dir.ts';
import { executorWith, textOf, turnContext } from '../tools/fixtures.ts';

describe('AttemptCompletion', () => {
  it('returns the summary and marks the completion in the metadata', async () => {
    const { executor } = executorWith(tempDir());
    const input = { result: 'Fixed the date parser; all 42 tests pass.', command: 'npm test' };
    const outcome = await executor.run({ id: 'c', name: 'attempt_completion', input }, turnContext([attemptCompletion]));
    expect(outcome.status).toBe('success');
    expect(textOf(outcome)).toBe(
      'The task is declared complete. Summary for the person:\nFixed the date parser; all 42 tests pass.\n\nThe person can see the result with: npm test',
    );
    expect(outcome.metadata).toEqual({ completion: { result: 'Fixed the date parser; all 42 tests pass.', command: 'npm test' } });
  });

  it('needs no command, and refuses an empty result', async () => {
    const { executor } = executorWith(tempDir());
    const turn = turnContext([attemptCompletion]);
    const done = await executor.run({ id: 'c', name: 'AttemptCompletion', input: { result: 'Done.' } }, turn);
    expect(done.metadata).toEqual({ completion: { result: 'Done.' } });
    expect(textOf(done)).not.toMatch(/can see the result/);
    const empty = await executor.run({ id: 'e', name: 'AttemptCompletion', input: { result: '  ' } }, turn);
    expect(empty.status).toBe('error');
  });
});
