import { z } from 'zod';
import type { ContractPart } from '../contract-part.ts';
import type { channels } from '../channels.ts';
import { folderPath, jsonObject } from './workspace-fields.ts';

/** The settings files Deft writes: `<data dir>/settings.json`, `.deft/settings.json`, `.deft/settings.local.json`. */
export const writableScope = z.enum(['user', 'project', 'project-local']);
export type WritableScope = z.infer<typeof writableScope>;

export const settingsProblem = z.object({
  severity: z.enum(['error', 'warning']),
  message: z.string(),
  line: z.number().optional(),
  column: z.number().optional(),
  path: z.string().optional(),
});
export type SettingsProblemView = z.infer<typeof settingsProblem>;

export const settingsSource = z.object({
  scope: z.enum(['flags', 'project-local', 'project', 'user']),
  path: z.string(),
  exists: z.boolean(),
  status: z.enum(['absent', 'ok', 'partial', 'unusable']),
  problems: z.array(settingsProblem),
});

const fileAt = z.strictObject({ scope: writableScope, projectPath: folderPath.optional() });

export const settingsFile = z.object({
  path: z.string(),
  /** The file's text; null when there is no file. */
  text: z.string().nullable(),
  /** The parsed JSON object; null when there is no file or it does not hold one. */
  value: z.record(z.string(), z.unknown()).nullable(),
  problems: z.array(settingsProblem),
});

export const settingsContract = {
  requests: {
    'settings.sources': { input: z.strictObject({ projectPath: folderPath }), output: z.array(settingsSource) },
    'settings.read': { input: fileAt, output: settingsFile },
    'settings.write': {
      input: fileAt.extend({ value: jsonObject }),
      output: z.object({ path: z.string(), problems: z.array(settingsProblem) }),
    },
  },
  events: {},
} satisfies ContractPart<typeof channels.settings>;
