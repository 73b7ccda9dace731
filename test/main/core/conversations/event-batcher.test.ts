import { describe, expect, it } from 'vitest';
import type { AgentEvent } from '../../../../shared/vocabulary/agent-events.ts';
import { createEventBatcher } from '../../../../main/core/conversations/event-batcher.ts';

const text = (delta: string, messageId = 'm1'): AgentEvent => ({ type: 'text', sessionId: 's', messageId, delta });
const reasoning = (delta: string): AgentEvent => ({ type: 'reasoning', sessionId: 's', messageId: 'm1', delta });
const status: AgentEvent = { type: 'status', sessionId: 's', status: 'tools' };
const progress: AgentEvent = { type: 'tool', sessionId: 's', event: { type: 'progress', toolCallId: 't', data: 'out' } };

function recorder() {
  const batches: AgentEvent[][] = [];
  let sent: () => void = () => undefined;
  const next = () => new Promise<void>((resolve) => (sent = resolve));
  const batcher = createEventBatcher((batch) => {
    batches.push(batch);
    sent();
  });
  return { batches, batcher, next };
}

describe('the chat event batcher', () => {
  it('coalesces the deltas of one message and sends them, in order, with the next other event', () => {
    const { batches, batcher } = recorder();
    for (const event of [text('Hel'), text('lo'), reasoning('hm'), reasoning('m'), text(' you'), text('!', 'm2')]) batcher.push(event);
    expect(batches).toEqual([]);
    batcher.push(status);
    expect(batches).toEqual([[text('Hello'), reasoning('hmm'), text(' you'), text('!', 'm2'), status]]);
  });

  it('sends streamed deltas and tool progress on its timer', async () => {
    const { batches, batcher, next } = recorder();
    const sent = next();
    batcher.push(text('a'));
    batcher.push(progress);
    batcher.push(text('b'));
    await sent;
    expect(batches).toEqual([[text('a'), progress, text('b')]]);
  });

  it('sends nothing when nothing is queued', () => {
    const { batches, batcher } = recorder();
    batcher.flush();
    expect(batches).toEqual([]);
  });
});
