import type { Todo } from '../../../../shared/vocabulary/todos.ts';
import type { ConversationMessage, ModelClient } from '../model/types.ts';
import type { Usage } from '../../../../shared/vocabulary/agent-events.ts';
import { collectResponse } from './collect-response.ts';
import type { ConversationEntry } from './conversation.ts';
import instructions from './compaction.txt?raw';

export interface ContextLimits {
  contextWindow: number;
  maxOutputTokens: number;
}

/** Tokens a response may still need: the output cap, but no more than this. */
const outputReserveCap = 32_000;
/** Compaction starts when the context reaches this share of what is left after the reserve. */
const autoCompactShare = 0.9;
/** After compaction, recent messages are kept up to this share of the window. */
const keepShare = 0.2;

/** The context's size after a response: everything sent plus what came back. */
export const contextTokens = (usage: Usage): number => usage.inputTokens + usage.outputTokens;

export function needsCompaction(tokens: number, limits: ContextLimits): boolean {
  const reserve = Math.min(limits.maxOutputTokens, outputReserveCap);
  return tokens >= (limits.contextWindow - reserve) * autoCompactShare;
}

/** A rough count (four characters a token), for choosing what to keep. */
export function estimateTokens(message: ConversationMessage): number {
  return Math.ceil(JSON.stringify(message.content).length / 4);
}

/**
 * Where the kept part of the conversation starts: recent entries up to a fifth of the window,
 * never between a tool call and its results. Returns 0 when there is nothing older to summarize.
 */
export function firstKeptIndex(entries: readonly ConversationEntry[], limits: ContextLimits): number {
  if (entries.length < 2) return 0;
  const budget = limits.contextWindow * keepShare;
  let kept = 0;
  let index = entries.length;
  for (let i = entries.length - 1; i > 0; i--) {
    kept += estimateTokens(entries[i].message);
    if (kept > budget) break;
    if (entries[i].message.role !== 'tool') index = i;
  }
  return index;
}

/** Asks the model for the summary of `older`, keeping the person's focus and the todo list. */
export async function summarize(
  client: ModelClient,
  older: readonly ConversationMessage[],
  options: { focus?: string; todos: readonly Todo[]; limits: ContextLimits; signal: AbortSignal },
): Promise<{ summary: string; usage: Usage }> {
  const focus = options.focus ? `\n\nThe person asks the summary to focus on: ${options.focus}` : '';
  const request: ConversationMessage = { role: 'user', content: [{ type: 'text', text: `${instructions}${focus}` }] };
  const response = await collectResponse(
    client,
    {
      model: client.model,
      system: ['You summarize a conversation between a person and a coding agent so the agent can continue the work.'],
      messages: [...older, request],
      tools: [],
      maxOutputTokens: Math.min(options.limits.maxOutputTokens, 16_000),
    },
    options.signal,
    { text() {}, reasoning() {}, reasoningEnd() {}, toolCallStart() {} },
  );
  const text = response.parts.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('').trim();
  if (text === '') throw new Error('The model returned an empty summary.');
  return { summary: `${text}${todoSection(options.todos)}`, usage: response.usage };
}

function todoSection(todos: readonly Todo[]): string {
  if (todos.length === 0) return '';
  const lines = todos.map((todo) => `- [${todo.status}] ${todo.content}`);
  return `\n\nThe todo list at the time of compaction:\n${lines.join('\n')}`;
}
