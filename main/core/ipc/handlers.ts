import type { RequestChannel } from '../../../shared/ipc/channels.ts';
import type { Core } from '../core.ts';
import { appHandlers } from './handlers/app.ts';
import { approvalsHandlers } from './handlers/approvals.ts';
import { chatHandlers } from './handlers/chat.ts';
import type { DomainHandlers } from './handlers/domain-handlers.ts';
import { sessionsHandlers } from './handlers/sessions.ts';
import { shellHandlers } from './handlers/shell.ts';
import { projectsHandlers } from './handlers/projects.ts';
import { settingsHandlers } from './handlers/settings.ts';
import { secretsHandlers } from './handlers/secrets.ts';
import { grantsHandlers } from './handlers/grants.ts';
import { modelsHandlers } from './handlers/models.ts';
import { terminalHandlers } from './handlers/terminal.ts';
import { extensionsHandlers } from './handlers/extensions.ts';

export type Handlers = DomainHandlers<RequestChannel>;

/** Maps each request channel of the contract to the core service that answers it, domain by domain. */
export function createHandlers(core: Core): Handlers {
  return {
    ...appHandlers(core),
    ...sessionsHandlers(core),
    ...chatHandlers(core),
    ...approvalsHandlers(core),
    ...shellHandlers(core),
    ...projectsHandlers(core),
    ...settingsHandlers(core),
    ...secretsHandlers(core),
    ...grantsHandlers(core),
    ...modelsHandlers(core),
    ...terminalHandlers(core),
    ...extensionsHandlers(core),
  };
}
