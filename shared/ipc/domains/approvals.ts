import { z } from 'zod';
import type { ContractPart } from '../contract-part.ts';
import type { approvalsChannels } from './approvals-channels.ts';

const id = z.string().min(1).max(200);

export const decisionSource = z.object({
  kind: z.enum(['rule', 'hook', 'mode', 'grant', 'person', 'policy', 'default']),
  detail: z.string(),
});

export const decisionPart = z.object({
  label: z.string(),
  verdict: z.enum(['allow', 'ask', 'deny']),
  source: decisionSource.optional(),
});

export const choiceQuestion = z.object({
  question: z.string(),
  header: z.string(),
  options: z.array(z.object({ label: z.string(), description: z.string() })),
  multiSelect: z.boolean(),
});

/** A question put to the person, as the executor asks it. */
export const approvalRequest = z.object({
  id: z.string(),
  sessionId: z.string(),
  agent: z.string().optional(),
  toolCallId: z.string(),
  toolName: z.string(),
  input: z.unknown(),
  kind: z.enum(['permission', 'question']),
  title: z.string(),
  detail: z.string().optional(),
  suggestions: z.array(z.string()).optional(),
  parts: z.array(decisionPart).optional(),
  diff: z.string().optional(),
  questions: z.array(choiceQuestion).optional(),
});

/** A request waiting for the person; `sessionId` is the conversation it belongs to, `agent` the (sub-)agent asking. */
export const pendingApproval = approvalRequest.extend({ askedAt: z.number() });
export type PendingApproval = z.infer<typeof pendingApproval>;

/** The person's answer as the renderer sends it: allow (once, for the session, always) or deny with a message. */
export const approvalAnswer = z.discriminatedUnion('decision', [
  z.strictObject({
    decision: z.literal('allow'),
    scope: z.enum(['once', 'session', 'always']),
    rules: z.array(z.string().min(1).max(2000)).max(50).optional(),
    answers: z.record(z.string().max(2000), z.string().max(10_000)).optional(),
  }),
  z.strictObject({
    decision: z.literal('deny'),
    message: z.string().max(10_000).optional(),
  }),
]);
export type ApprovalAnswerInput = z.infer<typeof approvalAnswer>;

/** An answer as events report it, which may also come from a policy. */
export const recordedAnswer = z.union([
  z.object({
    decision: z.literal('allow'),
    scope: z.enum(['once', 'session', 'always']),
    rules: z.array(z.string()).optional(),
    answers: z.record(z.string(), z.string()).optional(),
  }),
  z.object({ decision: z.literal('deny'), message: z.string().optional(), source: decisionSource.optional() }),
]);

const approvalRef = z.object({ id: z.string(), sessionId: z.string() });

export const approvalsContract = {
  requests: {
    'approvals.pending': {
      input: z.strictObject({ sessionId: id.optional() }).optional(),
      output: z.object({ approvals: z.array(pendingApproval) }),
    },
    'approvals.respond': {
      input: z.strictObject({ id, answer: approvalAnswer }),
      output: approvalRef,
    },
  },
  events: {
    'approvals.asked': pendingApproval,
    'approvals.withdrawn': approvalRef,
    'approvals.answered': approvalRef.extend({ decision: z.enum(['allow', 'deny']) }),
  },
} satisfies ContractPart<typeof approvalsChannels>;
