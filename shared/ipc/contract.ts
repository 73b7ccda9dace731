import type { z } from 'zod';
import type { EventChannel, RequestChannel } from './channels.ts';
import type { RequestSpec } from './contract-part.ts';
import { appContract } from './domains/app.ts';

export { appInfo, binaryStatus, notice, type AppInfo, type Notice } from './domains/app.ts';

/** Every request channel's input and output schema, gathered from the domains. */
export const requests = {
  ...appContract.requests,
} satisfies Record<RequestChannel, RequestSpec>;

/** Every event channel's payload schema. */
export const events = {
  ...appContract.events,
} satisfies Record<EventChannel, z.ZodType>;

export type RequestInput<C extends RequestChannel> = z.input<(typeof requests)[C]['input']>;
export type RequestOutput<C extends RequestChannel> = z.output<(typeof requests)[C]['output']>;
export type EventPayload<E extends EventChannel> = z.output<(typeof events)[E]>;
