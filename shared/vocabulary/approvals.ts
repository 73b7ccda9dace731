import { z } from 'zod';
import { coreMessage } from './core-message-schema.ts';

/** Where a permission decision came from; recorded with every call. */
export const decisionSource = z.object({
  kind: z.enum(['rule', 'hook', 'mode', 'grant', 'person', 'policy', 'default']),
  /** The rule text and its file, the hook command, the mode name, the grant, the built-in policy, or the person's choice. */
  detail: z.string(),
});
export type DecisionSource = z.infer<typeof decisionSource>;

/**
 * What a part of a call can do, from the least to the most dangerous: reads the project, reaches a
 * host, writes the project, runs a program, writes outside the working dirs, runs what cannot be
 * known before it runs, deletes, changes Deft's own control files (its rights), touches credentials.
 */
export const partRisk = z.enum(['read', 'network', 'write', 'execute', 'outside', 'opaque', 'destructive', 'control', 'credentials']);
export type PartRisk = z.infer<typeof partRisk>;

/** Higher is more dangerous; for showing the dangerous part first. */
export const riskRank = (risk: PartRisk): number => partRisk.options.indexOf(risk);

/** One part of a call as the approval dialog lists it: a command of a compound line, a path, a domain, or the whole line. */
export const decisionPart = z.object({
  label: z.string(),
  verdict: z.enum(['allow', 'ask', 'deny']),
  /** The rule, mode, grant or policy that decided this part; absent when nothing did and the person must. */
  source: decisionSource.optional(),
  risk: partRisk,
  /** Why the part needs the person or is denied, in words: `taskset runs rm`, `writes outside the project: ../sibling`. */
  reason: z.string().optional(),
  /** The reason by code and parameters, for the UI's language. */
  reasonMessage: coreMessage.optional(),
});
export type DecisionPart = z.infer<typeof decisionPart>;

export const choiceQuestion = z.object({
  question: z.string(),
  /** A short label for the question (a chip), at most 12 characters. */
  header: z.string(),
  options: z.array(z.object({ label: z.string(), description: z.string() })),
  multiSelect: z.boolean(),
});
export type ChoiceQuestion = z.infer<typeof choiceQuestion>;

/** A question put to the person: an approval of a call, or anything a tool needs to know. */
export const approvalQuestion = z.object({
  kind: z.enum(['permission', 'question']),
  title: z.string(),
  detail: z.string().optional(),
  /** The detail by code and parameters, for the UI's language. */
  detailMessage: coreMessage.optional(),
  /** Rules that "always allow" would write, one per part, shown before saving. */
  suggestions: z.array(z.string()).optional(),
  /** Each part of the call with what decided it: the denied and asked parts first, the most dangerous first. */
  parts: z.array(decisionPart).optional(),
  /** A unified diff of what the call would change, from the tool's `preview`. */
  diff: z.string().optional(),
  /** Multiple-choice questions (AskUserQuestion); the UI adds an "Other" choice with free text to each. */
  questions: z.array(choiceQuestion).optional(),
});
export type ApprovalQuestion = z.infer<typeof approvalQuestion>;

/** A question as the executor asks it, about one call. */
export const approvalRequest = approvalQuestion.extend({
  id: z.string(),
  sessionId: z.string(),
  /** The agent whose call it is: `main`, or the sub-agent's name, so its requests never wait unseen. */
  agent: z.string().optional(),
  toolCallId: z.string(),
  toolName: z.string(),
  input: z.unknown(),
});
export type ApprovalRequest = z.infer<typeof approvalRequest>;

const allowAnswer = z.object({
  decision: z.literal('allow'),
  scope: z.enum(['once', 'session', 'always']),
  rules: z.array(z.string()).optional(),
  /** For `questions`: per question text, the chosen labels joined with ", ", or the person's own text. */
  answers: z.record(z.string(), z.string()).optional(),
});

const denyAnswer = z.object({
  decision: z.literal('deny'),
  message: z.string().optional(),
  /** Who denied when it was not the person (a headless run's policy); recorded with the call. */
  source: decisionSource.optional(),
});

/** The answer to an approval request, from the person or from a policy. */
export const approvalAnswer = z.discriminatedUnion('decision', [allowAnswer, denyAnswer]);
export type ApprovalAnswer = z.infer<typeof approvalAnswer>;

/**
 * The person's answer as the renderer sends it: the same answer with bounded sizes, no fields
 * beyond these, and no `source` (the person is the source).
 */
export const personAnswer = z.discriminatedUnion('decision', [
  allowAnswer
    .extend({
      rules: z.array(z.string().min(1).max(2000)).max(50).optional(),
      answers: z.record(z.string().max(2000), z.string().max(10_000)).optional(),
    })
    .strict(),
  denyAnswer.omit({ source: true }).extend({ message: z.string().max(10_000).optional() }).strict(),
]);
export type PersonAnswer = z.infer<typeof personAnswer>;
