export const chatChannels = {
  requests: ['chat.send', 'chat.cancel'],
  events: ['chat.event', 'chat.status'],
} as const;
