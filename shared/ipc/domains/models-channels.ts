export const modelsChannels = {
  requests: ['models.providers', 'models.list', 'models.test', 'services.test'],
  events: [],
} as const;
