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

export const grantsContract = {
  requests: {
    'grants.list': { input: z.strictObject({ projectPath: folderPath, sessionId: recordId.optional() }), output: z.array(grant) },
    'grants.revoke': { input: z.strictObject({ projectPath: folderPath, grant: grantToRevoke }), output: z.null() },
  },
  events: {},
} satisfies ContractPart<typeof channels.grants>;
