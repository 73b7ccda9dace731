import { z } from 'zod';
import type { EventChannel, RequestChannel } from './channels.ts';

const noInput = z.undefined();

export const binaryStatus = z.object({
  found: z.boolean(),
  path: z.string().nullable(),
});

export const appInfo = z.object({
  name: z.string(),
  version: z.string(),
  platform: z.string(),
  arch: z.string(),
  nodeVersion: z.string(),
  electronVersion: z.string().nullable(),
  dataDir: z.string(),
  binaries: z.object({ rg: binaryStatus, git: binaryStatus, bash: binaryStatus }),
});
export type AppInfo = z.infer<typeof appInfo>;

export const notice = z.object({
  level: z.enum(['info', 'warning', 'error']),
  message: z.string(),
});
export type Notice = z.infer<typeof notice>;

interface RequestSpec {
  input: z.ZodType;
  output: z.ZodType;
}

export const requests = {
  'app.info': { input: noInput, output: appInfo },
} satisfies Record<RequestChannel, RequestSpec>;

export const events = {
  'app.notice': notice,
} satisfies Record<EventChannel, z.ZodType>;

export type RequestInput<C extends RequestChannel> = z.input<(typeof requests)[C]['input']>;
export type RequestOutput<C extends RequestChannel> = z.output<(typeof requests)[C]['output']>;
export type EventPayload<E extends EventChannel> = z.output<(typeof events)[E]>;
