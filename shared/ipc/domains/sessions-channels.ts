export const sessionsChannels = {
  requests: [
    'sessions.create',
    'sessions.list',
    'sessions.load',
    'sessions.search',
    'sessions.rename',
    'sessions.delete',
    'sessions.export',
    'sessions.changes',
    'sessions.rewindPreview',
    'sessions.rewind',
  ],
  events: ['sessions.updated'],
} as const;
