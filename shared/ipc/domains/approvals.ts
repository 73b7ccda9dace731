import { z } from 'zod';
import { approvalRequest, personAnswer } from '../../vocabulary/approvals.ts';
import type { ContractPart } from '../contract-part.ts';
import type { channels } from '../channels.ts';

const id = z.string().min(1).max(200);

/** A request waiting for the person; `sessionId` is the conversation it belongs to, `agent` the (sub-)agent asking. */
export const pendingApproval = approvalRequest.extend({ askedAt: z.number() });
export type PendingApproval = z.infer<typeof pendingApproval>;

const approvalRef = z.object({ id: z.string(), sessionId: z.string() });

export const approvalsContract = {
  requests: {
    'approvals.pending': {
      input: z.strictObject({ sessionId: id.optional() }).optional(),
      output: z.object({ approvals: z.array(pendingApproval) }),
    },
    'approvals.respond': {
      input: z.strictObject({ id, answer: personAnswer }),
      output: approvalRef,
    },
  },
  events: {
    'approvals.asked': pendingApproval,
    'approvals.withdrawn': approvalRef,
    'approvals.answered': approvalRef.extend({ decision: z.enum(['allow', 'deny']) }),
  },
} satisfies ContractPart<typeof channels.approvals>;
