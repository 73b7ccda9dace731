export const terminalChannels = {
  requests: ['terminal.list', 'terminal.input', 'terminal.resize', 'terminal.kill', 'terminal.acknowledge'],
  events: [],
} as const;
