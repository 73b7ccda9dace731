export const appChannels = {
  requests: ['app.info'],
  events: ['app.notice'],
} as const;
