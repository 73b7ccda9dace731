import { firstUserText } from './conversation.ts';
import type { RecordedRequest, Reply, ScriptEntry } from './script.ts';

/**
 * A script for sessions running at once: each conversation, known by its first prompt, gets its
 * own replies in order, whatever the order its requests and the other sessions' arrive in. A
 * request of a conversation with no reply left gets a 400 naming it (never retried).
 */
export function byConversation(scripts: Record<string, readonly Reply[]>): ScriptEntry[] {
  const left = new Map(Object.entries(scripts).map(([prompt, replies]) => [prompt, [...replies]]));
  const reply = (request: RecordedRequest): Reply => {
    const prompt = firstUserText(request);
    const next = left.get(prompt)?.shift();
    if (next !== undefined) return next;
    const message = `Mock LLM server: no scripted reply left for the conversation that began with ${JSON.stringify(prompt)}`;
    return { status: 400, body: { type: 'error', error: { type: 'invalid_request_error', message } } };
  };
  const count = [...left.values()].reduce((sum, replies) => sum + replies.length, 0);
  return Array.from({ length: count }, () => reply);
}
