import type { z } from 'zod';
import type { EventChannel, RequestChannel } from './channels.ts';
import type { RequestSpec } from './contract-part.ts';
import { appContract } from './domains/app.ts';
import { approvalsContract } from './domains/approvals.ts';
import { chatContract } from './domains/chat.ts';
import { sessionsContract } from './domains/sessions.ts';
import { shellContract } from './domains/shell.ts';
import { projectsContract } from './domains/projects.ts';
import { foldersContract } from './domains/folders.ts';
import { settingsContract } from './domains/settings.ts';
import { secretsContract } from './domains/secrets.ts';
import { grantsContract } from './domains/grants.ts';
import { modelsContract } from './domains/models.ts';
import { terminalContract } from './domains/terminal.ts';
import { extensionsContract } from './domains/extensions.ts';
import { worktreesContract } from './domains/worktrees.ts';

export { appInfo, binaryStatus, notice, type AppInfo, type Notice } from './domains/app.ts';

/** Every request channel's input and output schema, gathered from the domains. */
export const requests = {
  ...appContract.requests,
  ...sessionsContract.requests,
  ...chatContract.requests,
  ...approvalsContract.requests,
  ...shellContract.requests,
  ...projectsContract.requests,
  ...foldersContract.requests,
  ...settingsContract.requests,
  ...secretsContract.requests,
  ...grantsContract.requests,
  ...modelsContract.requests,
  ...terminalContract.requests,
  ...extensionsContract.requests,
  ...worktreesContract.requests,
} satisfies Record<RequestChannel, RequestSpec>;

/** Every event channel's payload schema. */
export const events = {
  ...appContract.events,
  ...sessionsContract.events,
  ...chatContract.events,
  ...approvalsContract.events,
  ...shellContract.events,
  ...terminalContract.events,
  ...extensionsContract.events,
} satisfies Record<EventChannel, z.ZodType>;

export type RequestInput<C extends RequestChannel> = z.input<(typeof requests)[C]['input']>;
export type RequestOutput<C extends RequestChannel> = z.output<(typeof requests)[C]['output']>;
export type EventPayload<E extends EventChannel> = z.output<(typeof events)[E]>;
