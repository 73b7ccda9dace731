import { z } from 'zod';
import type { ContractPart } from '../contract-part.ts';
import type { channels } from '../channels.ts';
import { folderPath, recordId } from './workspace-fields.ts';

export const grant = z.object({
  scope: z.enum(['session', 'project']),
  rule: z.string(),
  sessionId: z.string().optional(),
  /** The settings file of a project grant. */
  file: z.string().optional(),
});
export type GrantView = z.infer<typeof grant>;

const grantToRevoke = z.strictObject({
  scope: z.enum(['session', 'project']),
  rule: z.string().min(1).max(10_000),
  sessionId: recordId.optional(),
});

/** A rule a settings file gained (`added`) or lost (`removed`) since the session opened, not in force until the person confirms. */
const ruleChange = z.strictObject({
  change: z.enum(['added', 'removed']),
  list: z.enum(['allow', 'deny', 'ask']),
  rule: z.string().min(1).max(10_000),
  file: folderPath,
});
export type RuleChangeView = z.infer<typeof ruleChange>;

export const grantsContract = {
  requests: {
    'grants.list': { input: z.strictObject({ projectPath: folderPath, sessionId: recordId.optional() }), output: z.array(grant) },
    'grants.revoke': { input: z.strictObject({ projectPath: folderPath, grant: grantToRevoke }), output: z.null() },
    /** The open session's rule changes; none for a session that is not open (it opens with the files as they are). */
    'grants.ruleChanges': { input: z.strictObject({ sessionId: recordId }), output: z.array(ruleChange) },
    /** Puts in force the changes the person was shown, and only those: when the files changed since, nothing is, and `changes` are what to show now. */
    'grants.confirmRuleChanges': {
      input: z.strictObject({ sessionId: recordId, seen: z.array(ruleChange).max(1000) }),
      output: z.object({ confirmed: z.boolean(), changes: z.array(ruleChange) }),
    },
  },
  events: {},
} satisfies ContractPart<typeof channels.grants>;
