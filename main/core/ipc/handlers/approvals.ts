import type { Core } from '../../core.ts';
import type { DomainHandlers } from './domain-handlers.ts';

export function approvalsHandlers(core: Core): DomainHandlers<'approvals.pending' | 'approvals.respond'> {
  return {
    'approvals.pending': (input) => ({ approvals: core.conversations.approvals.pending(input?.sessionId) }),
    'approvals.respond': ({ id, answer }) => core.conversations.approvals.respond(id, answer),
  };
}
