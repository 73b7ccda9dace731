import { z } from 'zod';
import type { ContractPart } from '../contract-part.ts';
import type { channels } from '../channels.ts';

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
  /** Whether this machine can run commands in the OS sandbox: how, or why not (then only the permission rules stand). */
  sandbox: z.object({ available: z.boolean(), detail: z.string() }),
});
export type AppInfo = z.infer<typeof appInfo>;

export const notice = z.object({
  level: z.enum(['info', 'warning', 'error']),
  message: z.string(),
});
export type Notice = z.infer<typeof notice>;

export const appContract = {
  requests: {
    'app.info': { input: z.undefined(), output: appInfo },
  },
  events: {
    'app.notice': notice,
  },
} satisfies ContractPart<typeof channels.app>;
