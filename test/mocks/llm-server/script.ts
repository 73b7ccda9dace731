import { z } from 'zod';

/** Token counts of a scripted response; `input` excludes the cached tokens, as Anthropic counts it. */
const usageSchema = z.strictObject({
  input: z.number().int().nonnegative().optional(),
  output: z.number().int().nonnegative().optional(),
  cacheRead: z.number().int().nonnegative().optional(),
  cacheWrite: z.number().int().nonnegative().optional(),
  reasoning: z.number().int().nonnegative().optional(),
});

const toolCallSchema = z.strictObject({
  id: z.string().optional(),
  name: z.string(),
  /** The arguments; their JSON text is streamed in fragments. */
  input: z.record(z.string(), z.unknown()).optional(),
  /** The exact argument text to stream instead, e.g. malformed JSON. */
  rawInput: z.string().optional(),
});

const delay = { delayMs: z.number().nonnegative().optional() };

/** A normal streamed answer, optionally broken by a fault on the way. */
const responseSchema = z.strictObject({
  text: z.string().optional(),
  reasoning: z.string().optional(),
  /** Anthropic's thinking signature; a made-up one when absent. */
  signature: z.string().optional(),
  toolCalls: z.array(toolCallSchema).optional(),
  /** Why the model stopped; by default `tool-calls` when there are tool calls, else `stop`. */
  stop: z.enum(['stop', 'tool-calls', 'length']).optional(),
  usage: usageSchema.optional(),
  /** UTF-16 code units per tool-argument fragment (it splits strings, escapes and surrogate pairs). */
  jsonChunk: z.number().int().positive().optional(),
  /** The connection is destroyed after this many SSE events. */
  dropAfter: z.number().int().nonnegative().optional(),
  /** The response ends, cleanly but early, after this many SSE events. */
  endAfter: z.number().int().nonnegative().optional(),
  /** An SSE error event replaces the end of the response. */
  errorEvent: z.strictObject({ type: z.string(), message: z.string() }).optional(),
  /** Milliseconds between the starts of consecutive SSE events, for a slow stream (10 is about 100 words a second). */
  eventGapMs: z.number().nonnegative().optional(),
  ...delay,
});

/** An HTTP error instead of a stream, with the protocol's own error body unless `body` is given. */
const statusFaultSchema = z.strictObject({
  status: z.number().int().min(400).max(599),
  /** Seconds (a number) or the header's raw text (e.g. an HTTP date). */
  retryAfter: z.union([z.number(), z.string()]).optional(),
  headers: z.record(z.string(), z.string()).optional(),
  body: z.unknown().optional(),
  ...delay,
});

export const replySchema = z.union([statusFaultSchema, responseSchema]);
export const scriptSchema = z.array(replySchema);

export type ResponseReply = z.infer<typeof responseSchema>;
export type StatusFault = z.infer<typeof statusFaultSchema>;
export type Reply = z.infer<typeof replySchema>;
export type ScriptedToolCall = z.infer<typeof toolCallSchema>;

/** Which wire protocol a request spoke. */
export type Api = 'anthropic' | 'openai-chat' | 'openai-responses' | 'models';

export interface RecordedRequest {
  /** 1 for the first request the server received. */
  index: number;
  api: Api;
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The parsed JSON body, or the raw text when it was not JSON. */
  body: unknown;
}

/** A reply, or a function that picks one from the request (to check the conversation it was sent). */
export type ScriptEntry = Reply | ((request: RecordedRequest) => Reply);

export function isStatusFault(reply: Reply): reply is StatusFault {
  return 'status' in reply;
}

export interface ResolvedUsage {
  input: number;
  output: number;
  cacheRead: number;
  cacheWrite: number;
  reasoning: number;
}

export function usageOf(reply: ResponseReply): ResolvedUsage {
  return { input: 12, output: 6, cacheRead: 0, cacheWrite: 0, reasoning: 0, ...reply.usage };
}

export function stopOf(reply: ResponseReply): NonNullable<ResponseReply['stop']> {
  return reply.stop ?? ((reply.toolCalls?.length ?? 0) > 0 ? 'tool-calls' : 'stop');
}
