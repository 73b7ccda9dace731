import { z } from 'zod';
import type { ContractPart } from '../contract-part.ts';
import type { channels } from '../channels.ts';
import { folderPath, recordId } from './workspace-fields.ts';

export const openedProject = z.object({ id: z.string(), path: z.string(), name: z.string() });
export type OpenedProject = z.infer<typeof openedProject>;

export const recentProject = openedProject.extend({
  /** Epoch milliseconds: the project's newest session activity or its last opening, whichever is later. */
  lastUsedAt: z.number(),
  /** Whether the folder is still there. */
  exists: z.boolean(),
});
export type RecentProject = z.infer<typeof recentProject>;

export const projectsContract = {
  requests: {
    'projects.open': { input: z.strictObject({ path: folderPath }), output: openedProject },
    'projects.recent': {
      input: z.strictObject({ limit: z.int().min(1).max(500).optional() }).optional(),
      output: z.array(recentProject),
    },
    'projects.remove': { input: z.strictObject({ id: recordId }), output: z.null() },
    /** Files of an opened project for `@` mentions: paths relative to it, ignore files honoured, best matches first. */
    'projects.files': {
      input: z.strictObject({ projectPath: folderPath, query: z.string().max(500).optional(), limit: z.int().min(1).max(200).optional() }),
      output: z.object({ files: z.array(z.string()) }),
    },
  },
  events: {},
} satisfies ContractPart<typeof channels.projects>;
