import { loadSession } from '../../store/load.ts';
import type { Store } from '../../store/store.ts';
import type { MessageImage, MessageWithParts, Part } from '../../store/types.ts';
import type { ResultContent } from '../../../../shared/vocabulary/tool-calls.ts';
import type { AssistantPart, ConversationMessage, ToolResultPart } from '../model/types.ts';
import { streamingNote } from './response-record.ts';

/** One message of the conversation and the stored message it stands for (a tool-results message shares its assistant's). */
export interface ConversationEntry {
  messageId: string;
  message: ConversationMessage;
}

/** What a compaction leaves in the store: its summary, and the first message kept after it. */
export interface CompactionRecord {
  firstKept: string | null;
}

/** The input of a tool call as the conversation must carry it: an object, whatever the model wrote. */
export function callInput(input: unknown): Record<string, unknown> {
  if (typeof input === 'string') {
    try {
      return callInput(JSON.parse(input));
    } catch {
      return {};
    }
  }
  return input !== null && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
}

export const summaryMessage = (summary: string): ConversationMessage => ({
  role: 'user',
  content: [{ type: 'text', text: `This conversation was compacted; here is the summary of what came before:\n\n${summary}` }],
});

/**
 * The conversation of a stored session, as the model should see it again: from the latest
 * compaction's summary on; responses that never finished streaming left out; calls that never
 * finished answered as such.
 */
export function conversationFromStore(store: Store, sessionId: string): ConversationEntry[] {
  const messages = loadAll(store, sessionId);
  const lastCompaction = messages.findLastIndex((message) => compactionOf(message) !== undefined);
  const entries: ConversationEntry[] = [];
  let from = 0;
  if (lastCompaction >= 0) {
    const compaction = messages[lastCompaction];
    entries.push({ messageId: compaction.id, message: summaryMessage(textOf(compaction.parts)) });
    const firstKept = compactionOf(compaction)!.firstKept;
    const kept = firstKept === null ? -1 : messages.findIndex((message) => message.id >= firstKept);
    from = kept >= 0 ? kept : lastCompaction + 1;
  }
  for (const message of messages.slice(from)) {
    if (message.role === 'system') continue;
    if (message.role === 'user') {
      const content = [...message.parts.filter((part) => part.kind === 'text').map(textContent), ...(message.images ?? []).map(imageContent)];
      entries.push({ messageId: message.id, message: { role: 'user', content } });
      continue;
    }
    if (message.parts.some((part) => part.note === streamingNote)) continue;
    const content: AssistantPart[] = [];
    const results: ToolResultPart[] = [];
    for (const part of message.parts) {
      if (part.kind === 'text') content.push({ type: 'text', text: part.text ?? '' });
      else if (part.kind === 'reasoning') content.push(reasoningPart(part));
      else {
        const id = part.toolCallId ?? part.id;
        const name = part.toolName ?? 'unknown';
        content.push({ type: 'tool-call', id, name, input: callInput(part.input) });
        results.push({ type: 'tool-result', toolCallId: id, toolName: name, content: resultContent(part), isError: part.state !== 'success' });
      }
    }
    if (content.length === 0) continue;
    entries.push({ messageId: message.id, message: { role: 'assistant', content } });
    if (results.length > 0) entries.push({ messageId: message.id, message: { role: 'tool', content: results } });
  }
  return entries;
}

export function compactionOf(message: MessageWithParts): CompactionRecord | undefined {
  if (message.role !== 'system') return undefined;
  const record = message.parts.find((part) => part.metadata?.compaction)?.metadata?.compaction as CompactionRecord | undefined;
  return record;
}

function loadAll(store: Store, sessionId: string): MessageWithParts[] {
  const pages: MessageWithParts[][] = [];
  let before: string | undefined;
  do {
    const page = loadSession(store, sessionId, { limit: 1000, before });
    if (!page) return [];
    pages.unshift(page.messages);
    before = page.olderThan;
  } while (before);
  return pages.flat();
}

const textContent = (part: Part): ResultContent => ({ type: 'text', text: part.text ?? '' });

export const imageContent = (image: MessageImage): ResultContent => ({ type: 'image', mediaType: image.mediaType, data: image.data });

const textOf = (parts: readonly Part[]) => parts.map((part) => part.text ?? '').join('');

function reasoningPart(part: Part): AssistantPart {
  const providerMetadata = part.metadata?.providerMetadata as Record<string, Record<string, unknown>> | undefined;
  return { type: 'reasoning', text: part.text ?? '', ...(providerMetadata && { providerMetadata }) };
}

function resultContent(part: Part): ResultContent[] {
  if (Array.isArray(part.output) && part.output.length > 0) return part.output as ResultContent[];
  const why = part.note ?? 'The call did not finish.';
  return [{ type: 'text', text: why }];
}
