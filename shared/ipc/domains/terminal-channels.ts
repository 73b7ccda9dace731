export const terminalChannels = {
  requests: ['terminal.list', 'terminal.input', 'terminal.kill', 'terminal.acknowledge'],
  events: [],
} as const;
