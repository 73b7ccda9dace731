export const chatChannels = {
  requests: ['chat.send', 'chat.cancel', 'chat.setMode', 'chat.setModel'],
  events: ['chat.event', 'chat.status'],
} as const;
