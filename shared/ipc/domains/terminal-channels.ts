export const terminalChannels = {
  requests: ['terminal.list', 'terminal.input', 'terminal.resize', 'terminal.kill', 'terminal.attach', 'terminal.detach', 'terminal.acknowledge'],
  events: ['terminal.output'],
} as const;
