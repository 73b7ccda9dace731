import { describe, expect, it } from 'vitest';
import type { AgentEvent } from '../../../shared/vocabulary/agent-events.ts';
import { applyEvents } from '../../../renderer/src/features/chat/apply-events.ts';
import { backgroundRuns } from '../../../renderer/src/features/chat/background-runs.ts';
import { emptyConversation, type Conversation } from '../../../renderer/src/features/chat/conversation.ts';

const sessionId = 's1';
const start = (messageId: string): AgentEvent => ({ sessionId, type: 'message', messageId, role: 'assistant' });
const text = (messageId: string, delta: string): AgentEvent => ({ sessionId, type: 'text', messageId, delta });
const kept = (conversation: Conversation = emptyConversation) => ({ session: null, conversation, olderThan: undefined });
const running = (conversation: Conversation): Conversation => ({ ...conversation, running: true });

describe('the runs followed in the background', () => {
  it('keep the conversation of a session switched away from, its events applied, until it is shown again', () => {
    const runs = backgroundRuns();
    runs.keep(sessionId, kept());
    runs.follow(sessionId, [start('a1'), text('a1', 'Hel'), text('a1', 'lo')], applyEvents);
    runs.status(sessionId, running, true);
    const shown = runs.take(sessionId);
    expect(shown?.sessionId).toBe(sessionId);
    expect(shown?.conversation.running).toBe(true);
    expect(shown?.conversation.messages).toEqual([{ id: 'a1', role: 'assistant', parts: [{ kind: 'text', id: 'a1-0', text: 'Hello' }] }]);
    expect(runs.take(sessionId)).toBeUndefined();
    expect(runs.takeTail(sessionId)).toBeUndefined();
  });

  it('keep of any other running session the events of its latest response from its start, and none once its turn ended', () => {
    const runs = backgroundRuns();
    runs.follow(sessionId, [text('a0', 'seen only in part')], applyEvents);
    expect(runs.takeTail(sessionId)).toBeUndefined();
    runs.follow(sessionId, [start('a1'), text('a1', 'First')], applyEvents);
    runs.follow(sessionId, [start('a2'), text('a2', 'Sec'), { sessionId, type: 'message', messageId: 'c1', role: 'assistant', subagent: { name: 'explore', parentSessionId: sessionId, parentToolCallId: 't1' } }], applyEvents);
    runs.follow(sessionId, [text('a2', 'ond')], applyEvents);
    const tail = runs.takeTail(sessionId);
    expect(tail?.messageId).toBe('a2');
    expect(applyEvents(emptyConversation, tail!.events).messages).toEqual([{ id: 'a2', role: 'assistant', parts: [{ kind: 'text', id: 'a2-0', text: 'Second' }] }]);
    expect(runs.takeTail(sessionId)).toBeUndefined();

    runs.follow(sessionId, [start('a3')], applyEvents);
    runs.status(sessionId, running, false);
    expect(runs.takeTail(sessionId)).toBeUndefined();
  });

  it('keep at most twenty conversations, dropping the one kept longest', () => {
    const runs = backgroundRuns();
    for (let index = 0; index <= 20; index++) runs.keep(`s${index}`, kept());
    expect(runs.take('s0')).toBeUndefined();
    expect(runs.take('s1')?.sessionId).toBe('s1');
    expect(runs.take('s20')?.sessionId).toBe('s20');
  });
});
