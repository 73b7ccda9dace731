import type { Core } from '../core.ts';
import type { Handlers } from './router.ts';
import { extensionsHandlers } from './handlers/extensions.ts';
import { projectsHandlers } from './handlers/projects.ts';
import { secretsHandlers } from './handlers/secrets.ts';
import { sessionsHandlers } from './handlers/sessions.ts';
import { shellHandlers } from './handlers/shell.ts';
import { terminalHandlers } from './handlers/terminal.ts';
import { worktreesHandlers } from './handlers/worktrees.ts';

/**
 * Maps each request channel of the contract to the core service that answers it: the channels that
 * only pass their input on are here, the domains with work of their own in `handlers/`.
 */
export function createHandlers(core: Core): Handlers {
  const { conversations, workspace } = core;
  return {
    'app.info': () => core.app.info(),
    ...sessionsHandlers(core),
    'chat.send': ({ sessionId, prompt, images }) => conversations.send(sessionId, prompt, images),
    'chat.setModel': ({ sessionId, model }) => conversations.setModel(sessionId, model),
    'chat.retry': ({ sessionId }) => conversations.retry(sessionId),
    'chat.statuses': () => ({ statuses: conversations.statuses() }),
    'chat.cancel': ({ sessionId }) => conversations.cancel(sessionId),
    'chat.enqueue': ({ sessionId, prompt, images }) => conversations.enqueue(sessionId, prompt, images),
    'chat.queued': ({ sessionId }) => conversations.queued(sessionId),
    'chat.editQueued': ({ sessionId, id, prompt }) => conversations.editQueued(sessionId, id, prompt),
    'chat.removeQueued': ({ sessionId, id }) => conversations.removeQueued(sessionId, id),
    'chat.sendNow': ({ sessionId, id }) => conversations.sendNow(sessionId, id),
    'chat.setMode': async ({ sessionId, mode }) => ({ sessionId, mode: await conversations.setMode(sessionId, mode) }),
    'approvals.pending': (input) => ({ approvals: conversations.approvals.pending(input?.sessionId) }),
    'approvals.respond': ({ id, answer }) => conversations.approvals.respond(id, answer),
    ...shellHandlers(core),
    ...projectsHandlers(core),
    'folders.complete': ({ path }) => workspace.folders.complete(path),
    'settings.sources': ({ projectPath }) => workspace.settings.sources(projectPath),
    'settings.read': (input) => workspace.settings.read(input),
    'settings.write': (input) => workspace.settings.write(input),
    ...secretsHandlers(core),
    'grants.list': async ({ projectPath, sessionId }) => (await workspace.grants()).list(projectPath, sessionId),
    'grants.revoke': async ({ projectPath, grant }) => {
      (await workspace.grants()).revoke(projectPath, grant);
      return null;
    },
    'grants.ruleChanges': ({ sessionId }) => conversations.permissionsFor({ sessionId })?.ruleChanges() ?? [],
    'grants.confirmRuleChanges': ({ sessionId, seen }) => {
      const permissions = conversations.permissionsFor({ sessionId });
      if (!permissions) throw new Error('This session is not open: it takes the settings files as they are when it opens.');
      const confirmed = permissions.confirmRuleChanges(seen);
      return confirmed.ok ? { confirmed: true, changes: confirmed.value } : { confirmed: false, changes: permissions.ruleChanges() };
    },
    'models.providers': async () => (await workspace.models()).providers(),
    'models.inUse': async ({ projectPath }) => (await workspace.models()).inUse(projectPath),
    'models.list': async ({ provider, baseUrl }) => (await workspace.models()).list(provider, baseUrl),
    'models.test': async ({ provider, model, baseUrl }) => (await workspace.models()).test(provider, model, baseUrl),
    'services.test': ({ service }) => workspace.testService(service),
    ...terminalHandlers(core),
    ...extensionsHandlers(core),
    ...worktreesHandlers(core),
  };
}
