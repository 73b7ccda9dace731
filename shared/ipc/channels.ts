/**
 * The names of every IPC channel, by domain, as plain data. The preload builds `window.deft` from
 * these lists alone (it must not bundle zod); each domain's contract in `domains/` has a schema for
 * exactly its names (`ContractPart`), and `contract.ts` gathers them, checked at compile time.
 * Request channels are `namespace.method`: `app.info` becomes `window.deft.app.info()`.
 */
export const channels = {
  app: { requests: ['app.info'], events: ['app.notice'] },
  shell: { requests: ['shell.host', 'shell.pickFolder', 'shell.hideQuickAsk', 'shell.fitQuickAsk', 'shell.openInMain', 'shell.notify'], events: ['shell.folderPicked', 'shell.sessionOpened', 'shell.menuCommand'] },
  sessions: {
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
  },
  chat: {
    requests: ['chat.send', 'chat.retry', 'chat.statuses', 'chat.cancel', 'chat.setMode', 'chat.setModel', 'chat.enqueue', 'chat.queued', 'chat.editQueued', 'chat.removeQueued', 'chat.sendNow'],
    events: ['chat.event', 'chat.status', 'chat.queue'],
  },
  approvals: { requests: ['approvals.pending', 'approvals.respond'], events: ['approvals.asked', 'approvals.withdrawn', 'approvals.answered'] },
  projects: { requests: ['projects.open', 'projects.recent', 'projects.remove', 'projects.files'], events: [] },
  folders: { requests: ['folders.complete'], events: [] },
  settings: { requests: ['settings.sources', 'settings.read', 'settings.write'], events: [] },
  secrets: { requests: ['secrets.set', 'secrets.clear', 'secrets.list'], events: [] },
  grants: { requests: ['grants.list', 'grants.revoke', 'grants.ruleChanges', 'grants.confirmRuleChanges'], events: [] },
  models: { requests: ['models.providers', 'models.inUse', 'models.list', 'models.test', 'services.test'], events: [] },
  terminal: {
    requests: ['terminal.list', 'terminal.input', 'terminal.resize', 'terminal.kill', 'terminal.attach', 'terminal.detach', 'terminal.acknowledge'],
    events: ['terminal.output'],
  },
  worktrees: {
    requests: ['worktrees.list', 'worktrees.status', 'worktrees.merge', 'worktrees.keep', 'worktrees.discardPreview', 'worktrees.discard'],
    events: [],
  },
  extensions: {
    requests: ['extensions.commands', 'extensions.mcpServers', 'extensions.mcpApprove', 'extensions.mcpRestart', 'extensions.mcpSignIn', 'extensions.mcpAdd', 'extensions.mcpSetEnabled', 'extensions.mcpReload'],
    events: ['extensions.mcpStatus'],
  },
} as const;

type DomainChannels = (typeof channels)[keyof typeof channels];
export type RequestChannel = DomainChannels['requests'][number];
export type EventChannel = DomainChannels['events'][number];

export const requestChannels: readonly RequestChannel[] = Object.values(channels).flatMap((domain) => domain.requests);
export const eventChannels: readonly EventChannel[] = Object.values(channels).flatMap((domain) => domain.events);
