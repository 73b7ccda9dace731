import { describe, expect, it } from 'vitest';
import { firstKeptIndex, needsCompaction } from '../../../../../main/core/agent/loop/compaction.ts';
import type { ConversationEntry } from '../../../../../main/core/agent/loop/conversation.ts';

const limits = { contextWindow: 10_000, maxOutputTokens: 1000 };
const text = (role: 'user' | 'assistant', chars: number, id: string): ConversationEntry => ({
  messageId: id,
  message: role === 'user' ? { role, content: [{ type: 'text', text: 'x'.repeat(chars) }] } : { role, content: [{ type: 'text', text: 'x'.repeat(chars) }] },
});
const call = (id: string): ConversationEntry[] => [
  { messageId: id, message: { role: 'assistant', content: [{ type: 'tool-call', id: `c${id}`, name: 'Read', input: {} }] } },
  { messageId: id, message: { role: 'tool', content: [{ type: 'tool-result', toolCallId: `c${id}`, toolName: 'Read', content: [{ type: 'text', text: 'y'.repeat(6000) }], isError: false }] } },
];

describe('needsCompaction', () => {
  it('starts near the window less the output reserve', () => {
    expect(needsCompaction(8000, limits)).toBe(false);
    expect(needsCompaction(8100, limits)).toBe(true);
  });
});

describe('firstKeptIndex', () => {
  it('keeps recent messages up to a fifth of the window', () => {
    const entries = [text('user', 4000, '1'), text('assistant', 4000, '2'), text('user', 4000, '3'), text('assistant', 2000, '4')];
    expect(firstKeptIndex(entries, limits)).toBe(2);
  });

  it('never separates a tool call from its results', () => {
    const entries = [text('user', 100, '1'), ...call('2'), ...call('3')];
    const index = firstKeptIndex(entries, limits);
    expect(entries[index].message.role).toBe('assistant');
    expect(index).toBe(3);
  });

  it('says when nothing is old enough to summarize', () => {
    expect(firstKeptIndex([text('user', 10, '1'), text('assistant', 10, '2')], limits)).toBe(1);
    expect(firstKeptIndex([text('user', 10, '1')], limits)).toBe(0);
    expect(firstKeptIndex([text('user', 10, '1'), text('assistant', 40_000, '2')], limits)).toBe(2);
  });
});
