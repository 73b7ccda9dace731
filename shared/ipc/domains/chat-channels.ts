export const chatChannels = {
  requests: ['chat.send', 'chat.cancel', 'chat.setMode'],
  events: ['chat.event', 'chat.status'],
} as const;
