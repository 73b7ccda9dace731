import { z } from 'zod';
import { approvalAnswer, approvalRequest, decisionSource } from './approvals.ts';
import { resultContent } from './result-content.ts';

export { resultContent, type ResultContent } from './result-content.ts';

/** How a tool call ended. */
export const toolStatus = z.enum(['success', 'error', 'denied', 'cancelled', 'timed_out']);
export type ToolStatus = z.infer<typeof toolStatus>;

/** Where a call stands: not started, running, or how it ended. */
export const callState = z.enum(['pending', 'running', ...toolStatus.options]);
export type CallState = z.infer<typeof callState>;

/** The permission decision a call ran (or was refused) under. */
export const callDecision = z.object({ behavior: z.enum(['allow', 'deny']), source: decisionSource });
export type CallDecision = z.infer<typeof callDecision>;

/** The end of one tool call: exactly one status, what the model receives, and what the store records. */
export const toolOutcome = z.object({
  toolCallId: z.string(),
  /** The canonical name when the tool was found, else the name the model used. */
  toolName: z.string(),
  status: toolStatus,
  content: z.array(resultContent),
  /** The input the tool ran with (after parsing and hooks), when it got that far. */
  input: z.unknown().optional(),
  durationMs: z.number(),
  decision: callDecision.optional(),
  spillPath: z.string().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type ToolOutcome = z.infer<typeof toolOutcome>;

/** What the executor reports while a call travels, for the store, the UI and the CLI. */
export const toolEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('started'), toolCallId: z.string(), toolName: z.string(), input: z.unknown() }),
  z.object({ type: z.literal('running'), toolCallId: z.string(), toolName: z.string(), input: z.unknown(), activity: z.string().optional() }),
  z.object({ type: z.literal('progress'), toolCallId: z.string(), data: z.unknown() }),
  z.object({ type: z.literal('metadata'), toolCallId: z.string(), data: z.record(z.string(), z.unknown()) }),
  z.object({ type: z.literal('permission_asked'), toolCallId: z.string(), request: approvalRequest }),
  z.object({ type: z.literal('permission_answered'), toolCallId: z.string(), answer: z.union([approvalAnswer, z.literal('withdrawn')]) }),
  z.object({ type: z.literal('finished'), outcome: toolOutcome }),
]);
export type ToolEvent = z.infer<typeof toolEvent>;
