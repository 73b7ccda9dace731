export const shellChannels = {
  requests: ['shell.pickFolder', 'shell.hideQuickAsk', 'shell.openInMain'],
  events: ['shell.folderPicked', 'shell.sessionOpened'],
} as const;
