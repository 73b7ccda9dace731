export const grantsChannels = {
  requests: ['grants.list', 'grants.revoke'],
  events: [],
} as const;
