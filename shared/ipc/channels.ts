import { appChannels } from './domains/app-channels.ts';
import { approvalsChannels } from './domains/approvals-channels.ts';
import { chatChannels } from './domains/chat-channels.ts';
import { sessionsChannels } from './domains/sessions-channels.ts';
import { shellChannels } from './domains/shell-channels.ts';
import { projectsChannels } from './domains/projects-channels.ts';
import { settingsChannels } from './domains/settings-channels.ts';
import { secretsChannels } from './domains/secrets-channels.ts';
import { grantsChannels } from './domains/grants-channels.ts';
import { modelsChannels } from './domains/models-channels.ts';
import { terminalChannels } from './domains/terminal-channels.ts';
import { extensionsChannels } from './domains/extensions-channels.ts';

/**
 * The names of every IPC channel, as plain data. The preload builds `window.deft` from these
 * lists alone (it must not bundle zod); `contract.ts` is checked against them at compile time.
 * Request channels are `namespace.method`: `app.info` becomes `window.deft.app.info()`.
 * Each domain keeps its own names in `domains/<domain>-channels.ts`.
 */
export const requestChannels = [...appChannels.requests, ...shellChannels.requests, ...sessionsChannels.requests, ...chatChannels.requests, ...approvalsChannels.requests, ...projectsChannels.requests, ...settingsChannels.requests, ...secretsChannels.requests, ...grantsChannels.requests, ...modelsChannels.requests, ...terminalChannels.requests, ...extensionsChannels.requests] as const;
export const eventChannels = [...appChannels.events, ...shellChannels.events, ...sessionsChannels.events, ...chatChannels.events, ...approvalsChannels.events, ...terminalChannels.events, ...extensionsChannels.events] as const;

export type RequestChannel = (typeof requestChannels)[number];
export type EventChannel = (typeof eventChannels)[number];
