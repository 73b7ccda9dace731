import { describe, expect, it } from 'vitest';
import { backgroundRuns } from '../../../renderer/src/features/chat/background-runs.ts';
import { emptyConversation } from '../../../renderer/src/features/chat/conversation.ts';

const kept = (text: string) => ({
  session: null,
  conversation: { ...emptyConversation, messages: [{ id: 'm', role: 'assistant' as const, parts: [{ kind: 'text' as const, id: 'p', text }] }] },
  olderThan: undefined,
});

describe('the runs kept in the background', () => {
  it('follow a session not shown until it is shown again, then let it go', () => {
    const runs = backgroundRuns();
    runs.keep('s1', kept('Hel'));
    runs.apply('s1', (conversation) => ({ ...conversation, running: true }));
    runs.apply('other', () => {
      throw new Error('a session not kept is not followed');
    });
    const shown = runs.take('s1');
    expect(shown?.sessionId).toBe('s1');
    expect(shown?.conversation.running).toBe(true);
    expect(runs.take('s1')).toBeUndefined();
  });

  it('keep at most twenty, dropping the one kept longest', () => {
    const runs = backgroundRuns();
    for (let index = 0; index <= 20; index++) runs.keep(`s${index}`, kept(String(index)));
    expect(runs.take('s0')).toBeUndefined();
    expect(runs.take('s1')?.sessionId).toBe('s1');
    expect(runs.take('s20')?.sessionId).toBe('s20');
  });
});
