export const secretsChannels = {
  requests: ['secrets.set', 'secrets.clear', 'secrets.list'],
  events: [],
} as const;
