import type { AgentEvent } from '../../../../shared/vocabulary/agent-events.ts';
import { turnFailureOf } from '../../../../shared/vocabulary/turn-failure.ts';
import { appendProgress } from '../terminal/pty-stream.ts';
import type { ChatImage, ChatMessage, Conversation, ToolPart } from './conversation.ts';

type ToolEvent = Extract<AgentEvent, { type: 'tool' }>['event'];

function replaceMessage(state: Conversation, id: string, change: (message: ChatMessage) => ChatMessage): Conversation {
  for (let index = state.messages.length - 1; index >= 0; index--) {
    if (state.messages[index].id !== id) continue;
    const messages = state.messages.slice();
    messages[index] = change(messages[index]);
    return { ...state, messages };
  }
  return state;
}

/**
 * The message, added when it is new. A user message shows the prompt this window sent, as typed
 * and with its images; any other (a queued or steering message, another window's) the words and
 * images its event carries.
 */
function ensureMessage(state: Conversation, id: string, role: ChatMessage['role'], text?: string, images?: ChatImage[]): Conversation {
  if (state.messages.some((message) => message.id === id)) return state;
  const sent = role === 'user' ? state.pendingPrompt : null;
  const told = role === 'user' && (text !== undefined || images) ? { text: text ?? '', images: images ?? [] } : null;
  const prompt = sent ?? told;
  if (!prompt) return { ...state, messages: [...state.messages, { id, role, parts: [] }] };
  const message: ChatMessage = {
    id,
    role,
    parts: prompt.text === '' ? [] : [{ kind: 'text', id: `${id}-prompt`, text: prompt.text }],
    ...(prompt.images.length > 0 && { images: prompt.images }),
  };
  return { ...state, pendingPrompt: null, messages: [...state.messages, message] };
}

function appendText(state: Conversation, messageId: string, kind: 'text' | 'reasoning', delta: string): Conversation {
  return replaceMessage(ensureMessage(state, messageId, 'assistant'), messageId, (message) => {
    const last = message.parts.at(-1);
    if (last?.kind === kind) return { ...message, parts: [...message.parts.slice(0, -1), { ...last, text: last.text + delta }] };
    return { ...message, parts: [...message.parts, { kind, id: `${messageId}-${message.parts.length}`, text: delta }] };
  });
}

function updateTool(state: Conversation, toolCallId: string, change: (part: ToolPart) => ToolPart): Conversation {
  const messageId = state.toolMessages[toolCallId];
  if (!messageId) return state;
  return replaceMessage(state, messageId, (message) => ({
    ...message,
    parts: message.parts.map((part) => (part.kind === 'tool' && part.toolCallId === toolCallId ? change(part) : part)),
  }));
}

function startTool(state: Conversation, event: Extract<ToolEvent, { type: 'started' }>): Conversation {
  if (state.toolMessages[event.toolCallId]) return state;
  const owner = state.messages.findLast((message) => message.role === 'assistant');
  if (!owner) return state;
  const part: ToolPart = { kind: 'tool', id: event.toolCallId, toolCallId: event.toolCallId, toolName: event.toolName, state: 'pending', input: event.input };
  const next = replaceMessage(state, owner.id, (message) => ({ ...message, parts: [...message.parts, part] }));
  return { ...next, toolMessages: { ...next.toolMessages, [event.toolCallId]: owner.id } };
}

function applyTool(state: Conversation, event: ToolEvent): Conversation {
  switch (event.type) {
    case 'started':
      return startTool(state, event);
    case 'running':
      return updateTool(state, event.toolCallId, (part) => ({ ...part, state: 'running', input: event.input, activity: event.activity }));
    case 'progress':
      return updateTool(state, event.toolCallId, (part) => ({ ...part, progress: appendProgress(part.progress, event.data) }));
    case 'metadata':
      return updateTool(state, event.toolCallId, (part) => ({ ...part, metadata: { ...part.metadata, ...event.data } }));
    case 'finished': {
      const { outcome } = event;
      return updateTool(state, outcome.toolCallId, (part) => ({
        ...part,
        state: outcome.status,
        output: outcome.content,
        durationMs: outcome.durationMs,
        ...(outcome.input !== undefined && { input: outcome.input }),
        ...(outcome.decision && { decision: outcome.decision }),
        ...(outcome.metadata && { metadata: { ...part.metadata, ...outcome.metadata } }),
      }));
    }
    default:
      return state;
  }
}

function applyEvent(state: Conversation, event: AgentEvent): Conversation {
  if (event.subagent) return state;
  switch (event.type) {
    case 'session':
      return { ...state, model: event.model };
    case 'message':
      return ensureMessage(state, event.messageId, event.role, event.text, event.images);
    case 'message_discarded':
      return { ...state, messages: state.messages.filter((message) => message.id !== event.messageId) };
    case 'text':
    case 'reasoning':
      return appendText(state, event.messageId, event.type, event.delta);
    case 'tool':
      return applyTool(state, event.event);
    case 'status':
      return { ...state, status: { phase: event.status, detail: event.detail, attempt: event.attempt, delayMs: event.delayMs } };
    case 'usage':
      return { ...state, usage: { usage: event.usage, contextTokens: event.contextTokens, contextLimit: event.contextLimit } };
    case 'notice':
      return { ...state, notices: [...state.notices, { level: event.level, message: event.message }] };
    case 'result':
      return {
        ...state,
        status: null,
        failure: turnFailureOf(event),
      };
  }
}

/** A conversation after one `chat.event` batch; sub-agents' events belong to their Task card, not the list. */
export function applyEvents(state: Conversation, events: AgentEvent[]): Conversation {
  return events.reduce(applyEvent, state);
}
