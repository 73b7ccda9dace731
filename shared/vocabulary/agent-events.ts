import { z } from 'zod';
import { toolEvent } from './tool-calls.ts';
import { sessionWorktree } from './worktrees.ts';
import { modelErrorKind } from './model-errors.ts';
import { coreMessage } from './core-message-schema.ts';
import { promptImage } from './prompt-images.ts';
import { runStatus } from './run-status.ts';

/** Tokens one response (or a whole run) used, as the provider reported them. */
export const usage = z.object({
  inputTokens: z.number(),
  outputTokens: z.number(),
  /** Input tokens read from the provider's prompt cache (included in `inputTokens`). */
  cacheReadTokens: z.number().optional(),
  /** Input tokens written to the prompt cache (included in `inputTokens`). */
  cacheWriteTokens: z.number().optional(),
  reasoningTokens: z.number().optional(),
});
export type Usage = z.infer<typeof usage>;

export { runStatus, type RunStatus } from './run-status.ts';

/** Which agent an event belongs to: the main one, or a sub-agent started by a Task call. */
export const agentOrigin = z.object({
  sessionId: z.string(),
  /** Set for sub-agents: their name and the parent's Task call. */
  subagent: z.object({ name: z.string(), parentSessionId: z.string(), parentToolCallId: z.string() }).optional(),
});
export type AgentOrigin = z.infer<typeof agentOrigin>;

const origin = agentOrigin.shape;

/** What a run reports while it works, for the store's listeners, the UI and the CLI's output. */
export const agentEvent = z.discriminatedUnion('type', [
  z.object({
    ...origin,
    type: z.literal('session'),
    cwd: z.string(),
    provider: z.string(),
    model: z.string(),
    tools: z.array(z.string()),
    resumed: z.boolean(),
    /** The worktree the session works in, when it works in one. */
    worktree: sessionWorktree.optional(),
  }),
  /** A message begins; a user message carries its words (a prompt, a queued or steering message; not what hooks added). */
  /** A new message; a user message carries the images given with it, so every window shows them. */
  z.object({ ...origin, type: z.literal('message'), messageId: z.string(), role: z.enum(['user', 'assistant']), text: z.string().optional(), images: z.array(promptImage).optional() }),
  /** A response that failed midway is dropped (it is retried, or the turn ends): forget what it streamed. */
  z.object({ ...origin, type: z.literal('message_discarded'), messageId: z.string() }),
  z.object({ ...origin, type: z.literal('text'), messageId: z.string(), delta: z.string() }),
  z.object({ ...origin, type: z.literal('reasoning'), messageId: z.string(), delta: z.string() }),
  z.object({ ...origin, type: z.literal('tool'), event: toolEvent }),
  /** What the run is doing now, for a status line: `retrying` carries the attempt and the wait. */
  z.object({
    ...origin,
    type: z.literal('status'),
    status: z.enum(['requesting', 'streaming', 'tools', 'retrying', 'compacting']),
    detail: z.string().optional(),
    attempt: z.number().optional(),
    delayMs: z.number().optional(),
  }),
  /** After each model response: the tokens used, and how full the context is. */
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
    /** The error by code and parameters, for the UI's language, when it has one. */
    errorMessage: coreMessage.optional(),
    /** `loop`: the run was stopped because the agent kept repeating a call and its result after being told. */
    errorKind: z.enum(['loop']).optional(),
    /** How the model request that ended the turn failed. */
    modelError: modelErrorKind.optional(),
  }),
]);
export type AgentEvent = z.infer<typeof agentEvent>;
