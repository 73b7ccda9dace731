import { describe, expect, it } from 'vitest';
import type { AgentEvent } from '../../../shared/vocabulary/agent-events.ts';
import { applyEvents } from '../../../renderer/src/features/chat/apply-events.ts';
import { emptyConversation, messagesFromStored, toolMessagesOf, type Conversation } from '../../../renderer/src/features/chat/conversation.ts';

const sessionId = 's1';
const text = (messageId: string, delta: string): AgentEvent => ({ sessionId, type: 'text', messageId, delta });
const message = (messageId: string, role: 'user' | 'assistant'): AgentEvent => ({ sessionId, type: 'message', messageId, role });
const tool = (event: Extract<AgentEvent, { type: 'tool' }>['event']): AgentEvent => ({ sessionId, type: 'tool', event });

const sent: Conversation = { ...emptyConversation, pendingPrompt: { text: 'Fix the bug', images: [] } };
const pixel = { mediaType: 'image/png' as const, data: 'iVBORw0KGgo=' };

describe('applyEvents', () => {
  it('echoes the sent prompt as the user message and joins streamed deltas into one part', () => {
    const state = applyEvents(sent, [message('u1', 'user'), message('a1', 'assistant'), text('a1', 'Hel'), text('a1', 'lo')]);
    expect(state.pendingPrompt).toBeNull();
    expect(state.messages).toEqual([
      { id: 'u1', role: 'user', parts: [{ kind: 'text', id: 'u1-prompt', text: 'Fix the bug' }] },
      { id: 'a1', role: 'assistant', parts: [{ kind: 'text', id: 'a1-0', text: 'Hello' }] },
    ]);
  });

  it('echoes the images sent with a prompt on its user message, text or no text', () => {
    const withText = applyEvents({ ...emptyConversation, pendingPrompt: { text: 'What is this?', images: [pixel] } }, [message('u1', 'user')]);
    expect(withText.messages).toEqual([{ id: 'u1', role: 'user', parts: [{ kind: 'text', id: 'u1-prompt', text: 'What is this?' }], images: [pixel] }]);
    const imageOnly = applyEvents({ ...emptyConversation, pendingPrompt: { text: '', images: [pixel] } }, [message('u1', 'user')]);
    expect(imageOnly.messages).toEqual([{ id: 'u1', role: 'user', parts: [], images: [pixel] }]);
    expect(imageOnly.pendingPrompt).toBeNull();
  });

  it('shows the words a user message carries when it is not the prompt this window sent: a queued or steering message', () => {
    const said = (messageId: string, words: string): AgentEvent => ({ sessionId, type: 'message', messageId, role: 'user', text: words });
    const state = applyEvents({ ...emptyConversation, pendingPrompt: { text: 'What is this?', images: [pixel] } }, [
      said('u1', 'What is this?'),
      message('a1', 'assistant'),
      said('u2', 'Also keep the draft'),
    ]);
    expect(state.pendingPrompt).toBeNull();
    expect(state.messages).toEqual([
      { id: 'u1', role: 'user', parts: [{ kind: 'text', id: 'u1-prompt', text: 'What is this?' }], images: [pixel] },
      { id: 'a1', role: 'assistant', parts: [] },
      { id: 'u2', role: 'user', parts: [{ kind: 'text', id: 'u2-prompt', text: 'Also keep the draft' }] },
    ]);
    // The prompt as typed, not as a /command expanded it.
    const typed = applyEvents({ ...emptyConversation, pendingPrompt: { text: '/keep draft', images: [] } }, [said('u3', 'Keep the word draft.')]);
    expect(typed.messages[0].parts).toEqual([{ kind: 'text', id: 'u3-prompt', text: '/keep draft' }]);
  });

  it('shows the images a queued or steering user message carries, with its words or alone', () => {
    const state = applyEvents(emptyConversation, [
      { sessionId, type: 'message', messageId: 'u1', role: 'user', text: 'Look at this', images: [pixel, pixel] },
      { sessionId, type: 'message', messageId: 'u2', role: 'user', images: [pixel] },
    ]);
    expect(state.messages).toEqual([
      { id: 'u1', role: 'user', parts: [{ kind: 'text', id: 'u1-prompt', text: 'Look at this' }], images: [pixel, pixel] },
      { id: 'u2', role: 'user', parts: [], images: [pixel] },
    ]);
  });

  it('starts a new part when reasoning and text alternate', () => {
    const state = applyEvents(emptyConversation, [
      { sessionId, type: 'reasoning', messageId: 'a1', delta: 'think' },
      text('a1', 'say'),
      { sessionId, type: 'reasoning', messageId: 'a1', delta: 'more' },
    ]);
    expect(state.messages[0].parts.map((part) => part.kind)).toEqual(['reasoning', 'text', 'reasoning']);
  });

  it('follows a tool call from started to finished on the message that made it', () => {
    const state = applyEvents(emptyConversation, [
      message('a1', 'assistant'),
      tool({ type: 'started', toolCallId: 't1', toolName: 'Bash', input: { command: 'ls' } }),
      tool({ type: 'running', toolCallId: 't1', toolName: 'Bash', input: { command: 'ls' }, activity: 'Listing' }),
      tool({ type: 'metadata', toolCallId: 't1', data: { exitCode: 0 } }),
      tool({
        type: 'finished',
        outcome: { toolCallId: 't1', toolName: 'Bash', status: 'success', content: [{ type: 'text', text: 'a.txt' }], durationMs: 12 },
      }),
    ]);
    expect(state.toolMessages).toEqual({ t1: 'a1' });
    expect(state.messages[0].parts[0]).toMatchObject({
      kind: 'tool',
      toolCallId: 't1',
      state: 'success',
      activity: 'Listing',
      durationMs: 12,
      metadata: { exitCode: 0 },
      output: [{ type: 'text', text: 'a.txt' }],
    });
  });

  it('drops a discarded message and the events of sub-agents', () => {
    const state = applyEvents(emptyConversation, [
      text('a1', 'broken'),
      { sessionId, type: 'message_discarded', messageId: 'a1' },
      { ...text('sub1', 'inner'), subagent: { name: 'explore', parentSessionId: sessionId, parentToolCallId: 't9' } },
    ]);
    expect(state.messages).toEqual([]);
  });

  it('keeps the status with its retry, the usage, notices, and how a failed turn ended', () => {
    const usage = { inputTokens: 10, outputTokens: 5 };
    const running = applyEvents(emptyConversation, [
      { sessionId, type: 'status', status: 'retrying', attempt: 2, delayMs: 4000, detail: 'overloaded' },
      { sessionId, type: 'usage', usage, contextTokens: 15, contextLimit: 200_000 },
      { sessionId, type: 'notice', level: 'warning', message: 'slow' },
    ]);
    expect(running.status).toEqual({ phase: 'retrying', attempt: 2, delayMs: 4000, detail: 'overloaded' });
    expect(running.usage).toEqual({ usage, contextTokens: 15, contextLimit: 200_000 });
    expect(running.notices).toEqual([{ level: 'warning', message: 'slow' }]);
    const ended = applyEvents(running, [{ sessionId, type: 'result', status: 'error', text: '', turns: 1, usage, durationMs: 9, error: 'HTTP 401' }]);
    expect(ended.status).toBeNull();
    expect(ended.failure).toEqual({ status: 'error', error: 'HTTP 401' });
  });

  it('leaves untouched messages as they were, so their rows skip rendering', () => {
    const first = applyEvents(emptyConversation, [text('a1', 'one'), text('a2', 'two')]);
    const next = applyEvents(first, [text('a2', '!')]);
    expect(next.messages[0]).toBe(first.messages[0]);
    expect(next.messages[1]).not.toBe(first.messages[1]);
  });
});

describe('messagesFromStored', () => {
  it('maps stored parts and indexes their tool calls', () => {
    const messages = messagesFromStored([
      {
        id: 'm1',
        role: 'assistant',
        model: null,
        createdAt: 1,
        parts: [
          { id: 'p1', kind: 'text', text: 'hi', toolCallId: null, toolName: null, state: null, input: null, output: null, spillPath: null, durationMs: null, decision: null, metadata: null, terminal: null, note: null, createdAt: 1 },
          { id: 'p2', kind: 'tool', text: null, toolCallId: 't1', toolName: 'Read', state: 'denied', input: { file_path: 'a' }, output: null, spillPath: null, durationMs: 3, decision: null, metadata: null, terminal: null, note: null, createdAt: 1 },
        ],
      },
    ]);
    expect(messages[0].parts).toEqual([
      { kind: 'text', id: 'p1', text: 'hi' },
      { kind: 'tool', id: 'p2', toolCallId: 't1', toolName: 'Read', state: 'denied', input: { file_path: 'a' }, output: null, durationMs: 3 },
    ]);
    expect(toolMessagesOf(messages)).toEqual({ t1: 'm1' });
  });

  it('gives a stored command its terminal output as the stream its live card had', () => {
    const drawn = '\u001b[31mred\u001b[0m\r\n';
    const [message] = messagesFromStored([
      {
        id: 'm1', role: 'assistant', model: null, createdAt: 1,
        parts: [{ id: 'p1', kind: 'tool', text: null, toolCallId: 't1', toolName: 'Bash', state: 'cancelled', input: { command: 'x' }, output: null, spillPath: null, durationMs: 3, decision: null, metadata: null, terminal: drawn, note: null, createdAt: 1 }],
      },
    ]);
    expect(message.parts[0]).toMatchObject({ state: 'cancelled', progress: { stream: 'pty', data: drawn, total: drawn.length } });
  });

  it('keeps the images of a stored prompt', () => {
    const [prompt] = messagesFromStored([{ id: 'm1', role: 'user', model: null, createdAt: 1, parts: [], images: [pixel] }]);
    expect(prompt).toEqual({ id: 'm1', role: 'user', parts: [], images: [pixel] });
  });

  it('marks the text a hook added to a stored prompt', () => {
    const part = (id: string, text: string, metadata: Record<string, unknown> | null) => ({
      id, kind: 'text' as const, text, toolCallId: null, toolName: null, state: null, input: null, output: null, spillPath: null, durationMs: null, decision: null, metadata, terminal: null, note: null, createdAt: 1,
    });
    const [prompt] = messagesFromStored([{ id: 'm1', role: 'user', model: null, createdAt: 1, parts: [part('p1', 'Fix it', null), part('p2', 'Branch: main', { context: 'hook' })] }]);
    expect(prompt.parts).toEqual([
      { kind: 'text', id: 'p1', text: 'Fix it' },
      { kind: 'text', id: 'p2', text: 'Branch: main', fromHook: true },
    ]);
  });
});
