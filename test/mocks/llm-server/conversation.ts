import { z } from 'zod';
import type { RecordedRequest } from './script.ts';

/** A tool result as the request carried it back to the model. */
export interface SentToolResult {
  toolCallId: string;
  /** Its text parts joined; an image counts as `[image]`. */
  content: string;
  /** Only Anthropic's protocol says whether a result is an error. */
  isError?: boolean;
}

const part = z.looseObject({ type: z.string(), text: z.string().optional() });
const content = z.union([z.string(), z.array(part), z.null()]).optional();
const message = z.looseObject({
  role: z.string().optional(),
  type: z.string().optional(),
  content,
  tool_use_id: z.string().optional(),
  tool_call_id: z.string().optional(),
  call_id: z.string().optional(),
  output: content,
  is_error: z.boolean().optional(),
});
const body = z.looseObject({
  messages: z.array(message).optional(),
  input: z.union([z.string(), z.array(message)]).optional(),
  tools: z.array(z.looseObject({ name: z.string().optional(), function: z.looseObject({ name: z.string() }).optional() })).optional(),
});
type Message = z.infer<typeof message>;

/** The conversation of any of the three protocols as one list of messages and items. */
function itemsOf(request: RecordedRequest): Message[] {
  const parsed = body.safeParse(request.body);
  if (!parsed.success) return [];
  const { messages, input } = parsed.data;
  if (typeof input === 'string') return [{ role: 'user', content: input }];
  return messages ?? input ?? [];
}

function textOf(value: Message['content']): string {
  if (value == null) return '';
  if (typeof value === 'string') return value;
  return value
    .map((entry) => (entry.type === 'image' || entry.type === 'image_url' || entry.type === 'input_image' ? '[image]' : (entry.text ?? '')))
    .join('');
}

const isToolResultBlock = (entry: z.infer<typeof part>) => entry.type === 'tool_result';

/** The texts of the user messages, in order, without their tool results; empty ones left out. */
function userTexts(request: RecordedRequest): string[] {
  return itemsOf(request)
    .filter((item) => item.role === 'user')
    .map((item) => (Array.isArray(item.content) ? textOf(item.content.filter((entry) => !isToolResultBlock(entry))) : textOf(item.content)))
    .filter((text) => text !== '');
}

/** The text the person (or the loop, as a user message) wrote last; '' when there is none. */
export function lastUserText(request: RecordedRequest): string {
  return userTexts(request).at(-1) ?? '';
}

/** The text the conversation began with: the first prompt of its session; '' when there is none. */
export function firstUserText(request: RecordedRequest): string {
  return userTexts(request)[0] ?? '';
}

/** The tool results that answer the model's last turn, in the order they were sent. */
export function toolResults(request: RecordedRequest): SentToolResult[] {
  const items = itemsOf(request);
  const lastCall = items.findLastIndex((item) => item.role === 'assistant' || item.type === 'function_call');
  return items.slice(lastCall + 1).flatMap((item): SentToolResult[] => {
    if (item.role === 'tool' && item.tool_call_id) return [{ toolCallId: item.tool_call_id, content: textOf(item.content) }];
    if (item.type === 'function_call_output' && item.call_id) return [{ toolCallId: item.call_id, content: textOf(item.output) }];
    if (item.role !== 'user' || !Array.isArray(item.content)) return [];
    return item.content.filter(isToolResultBlock).map((block) => {
      const result = message.parse(block);
      return { toolCallId: result.tool_use_id ?? '', content: textOf(result.content), isError: result.is_error ?? false };
    });
  });
}

/** The names of the tools the request offered. */
export function toolNames(request: RecordedRequest): string[] {
  const parsed = body.safeParse(request.body);
  if (!parsed.success) return [];
  return (parsed.data.tools ?? []).map((tool) => tool.name ?? tool.function?.name ?? '');
}
