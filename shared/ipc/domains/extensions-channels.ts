export const extensionsChannels = {
  requests: ['extensions.commands', 'extensions.mcpServers', 'extensions.mcpApprove', 'extensions.mcpRestart', 'extensions.mcpSignIn'],
  events: ['extensions.mcpStatus'],
} as const;
