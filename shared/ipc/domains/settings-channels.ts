export const settingsChannels = {
  requests: ['settings.sources', 'settings.read', 'settings.write'],
  events: [],
} as const;
