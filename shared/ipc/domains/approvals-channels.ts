export const approvalsChannels = {
  requests: ['approvals.pending', 'approvals.respond'],
  events: ['approvals.asked', 'approvals.withdrawn', 'approvals.answered'],
} as const;
