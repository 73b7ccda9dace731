import { z } from 'zod';
import { approvalRequest, decisionSource, recordedAnswer } from './approvals.ts';

export const usage = z.object({
  inputTokens: z.number(),
  outputTokens: z.number(),
  cacheReadTokens: z.number().optional(),
  cacheWriteTokens: z.number().optional(),
  reasoningTokens: z.number().optional(),
});

export const runStatus = z.enum(['done', 'error', 'cancelled', 'max_turns']);

const toolStatus = z.enum(['success', 'error', 'denied', 'cancelled', 'timed_out']);

const toolOutcome = z.object({
  toolCallId: z.string(),
  toolName: z.string(),
  status: toolStatus,
  content: z.array(z.unknown()),
  input: z.unknown().optional(),
  durationMs: z.number(),
  decision: z.object({ behavior: z.enum(['allow', 'deny']), source: decisionSource }).optional(),
  spillPath: z.string().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

/** What the executor reports while a call travels (`ToolEvent`). */
export const toolEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('started'), toolCallId: z.string(), toolName: z.string(), input: z.unknown() }),
  z.object({ type: z.literal('running'), toolCallId: z.string(), toolName: z.string(), input: z.unknown(), activity: z.string().optional() }),
  z.object({ type: z.literal('progress'), toolCallId: z.string(), data: z.unknown() }),
  z.object({ type: z.literal('metadata'), toolCallId: z.string(), data: z.record(z.string(), z.unknown()) }),
  z.object({ type: z.literal('permission_asked'), toolCallId: z.string(), request: approvalRequest }),
  z.object({ type: z.literal('permission_answered'), toolCallId: z.string(), answer: z.union([recordedAnswer, z.literal('withdrawn')]) }),
  z.object({ type: z.literal('finished'), outcome: toolOutcome }),
]);

const origin = {
  sessionId: z.string(),
  subagent: z.object({ name: z.string(), parentSessionId: z.string(), parentToolCallId: z.string() }).optional(),
};

/** What a run reports while it works (`AgentEvent` of main/core/agent/events.ts). */
export const agentEvent = z.discriminatedUnion('type', [
  z.object({ ...origin, type: z.literal('session'), cwd: z.string(), provider: z.string(), model: z.string(), tools: z.array(z.string()), resumed: z.boolean() }),
  z.object({ ...origin, type: z.literal('message'), messageId: z.string(), role: z.enum(['user', 'assistant']) }),
  z.object({ ...origin, type: z.literal('message_discarded'), messageId: z.string() }),
  z.object({ ...origin, type: z.literal('text'), messageId: z.string(), delta: z.string() }),
  z.object({ ...origin, type: z.literal('reasoning'), messageId: z.string(), delta: z.string() }),
  z.object({ ...origin, type: z.literal('tool'), event: toolEvent }),
  z.object({
    ...origin,
    type: z.literal('status'),
    status: z.enum(['requesting', 'streaming', 'tools', 'retrying', 'compacting']),
    detail: z.string().optional(),
    attempt: z.number().optional(),
    delayMs: z.number().optional(),
  }),
  z.object({ ...origin, type: z.literal('usage'), usage, contextTokens: z.number(), contextLimit: z.number() }),
  z.object({ ...origin, type: z.literal('notice'), level: z.enum(['info', 'warning']), message: z.string() }),
  z.object({
    ...origin,
    type: z.literal('result'),
    status: runStatus,
    text: z.string(),
    turns: z.number(),
    usage,
    durationMs: z.number(),
    error: z.string().optional(),
  }),
]);
export type AgentEventPayload = z.infer<typeof agentEvent>;
