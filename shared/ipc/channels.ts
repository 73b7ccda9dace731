import { appChannels } from './domains/app-channels.ts';

/**
 * The names of every IPC channel, as plain data. The preload builds `window.deft` from these
 * lists alone (it must not bundle zod); `contract.ts` is checked against them at compile time.
 * Request channels are `namespace.method`: `app.info` becomes `window.deft.app.info()`.
 * Each domain keeps its own names in `domains/<domain>-channels.ts`.
 */
export const requestChannels = [...appChannels.requests] as const;
export const eventChannels = [...appChannels.events] as const;

export type RequestChannel = (typeof requestChannels)[number];
export type EventChannel = (typeof eventChannels)[number];
