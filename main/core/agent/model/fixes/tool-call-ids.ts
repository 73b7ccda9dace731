import { createHash } from 'node:crypto';
import { familyOf } from '../catalogue.ts';
import type { ProviderConfig } from '../provider-config.ts';
import type { ConversationMessage, ModelRequest } from '../types.ts';

/** What a provider accepts as a tool call id. */
export interface ToolCallIdFormat {
  /** Characters it refuses. */
  invalid?: RegExp;
  maxLength: number;
  /** Ids of exactly this length only. */
  exactLength?: number;
}

/** Anthropic documents `^[a-zA-Z0-9_-]+$`; the 64 is what gateways in front of it are seen to enforce. */
const anthropicIds: ToolCallIdFormat = { invalid: /[^A-Za-z0-9_-]/g, maxLength: 64 };
/** OpenAI answers a longer one with "string too long. Expected a string with maximum length 40". */
const openaiIds: ToolCallIdFormat = { maxLength: 40 };
/** Mistral's API and its chat template take nine letters and digits. */
const mistralIds: ToolCallIdFormat = { invalid: /[^A-Za-z0-9]/g, maxLength: 9, exactLength: 9 };

export function toolCallIdFormat(config: ProviderConfig, modelId: string): ToolCallIdFormat {
  if (config.provider === 'anthropic') return anthropicIds;
  if (config.provider !== 'openai' && (familyOf(modelId) === 'mistral' || config.baseUrl?.includes('mistral.ai'))) return mistralIds;
  return openaiIds;
}

/**
 * Rewrites the tool call ids this provider would reject (another provider's ids after a switch,
 * ids a gateway made up) the same way in the call and in its result. Valid ids are kept; a
 * rewritten one is derived from a hash of the original, so the conversation's prefix stays the
 * same from one request to the next and the prompt cache keeps working.
 */
export function rewriteToolCallIds(request: ModelRequest, format: ToolCallIdFormat): ModelRequest {
  const ids = [...new Set(request.messages.flatMap(idsIn))];
  const taken = new Set(ids.filter((id) => isValid(id, format)));
  const renamed = new Map<string, string>();
  for (const id of ids.filter((id) => !taken.has(id))) {
    let attempt = 0;
    while (taken.has(candidate(id, format, attempt))) attempt += 1;
    const replacement = candidate(id, format, attempt);
    taken.add(replacement);
    renamed.set(id, replacement);
  }
  if (renamed.size === 0) return request;
  const rename = (id: string) => renamed.get(id) ?? id;
  return { ...request, messages: request.messages.map((message) => withIds(message, rename)) };
}

function idsIn(message: ConversationMessage): string[] {
  if (message.role === 'assistant') return message.content.flatMap((part) => (part.type === 'tool-call' ? [part.id] : []));
  if (message.role === 'tool') return message.content.map((result) => result.toolCallId);
  return [];
}

function withIds(message: ConversationMessage, rename: (id: string) => string): ConversationMessage {
  if (message.role === 'assistant') {
    return { ...message, content: message.content.map((part) => (part.type === 'tool-call' ? { ...part, id: rename(part.id) } : part)) };
  }
  if (message.role === 'tool') {
    return { ...message, content: message.content.map((result) => ({ ...result, toolCallId: rename(result.toolCallId) })) };
  }
  return message;
}

function isValid(id: string, format: ToolCallIdFormat): boolean {
  if (id === '' || id.length > format.maxLength) return false;
  if (format.exactLength !== undefined && id.length !== format.exactLength) return false;
  return format.invalid === undefined || id.search(format.invalid) === -1;
}

function candidate(id: string, format: ToolCallIdFormat, attempt: number): string {
  const hash = createHash('sha256').update(`${id}\u0000${attempt}`).digest('hex');
  if (format.exactLength !== undefined) return hash.slice(0, format.exactLength);
  const cleaned = format.invalid ? id.replace(format.invalid, '_') : id;
  if (attempt === 0 && cleaned !== '' && cleaned.length <= format.maxLength) return cleaned;
  return `${cleaned.slice(0, format.maxLength - 13)}_${hash.slice(0, 12)}`;
}
