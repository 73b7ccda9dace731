import { z } from 'zod';
import type { ContractPart } from '../contract-part.ts';
import type { channels } from '../channels.ts';

export const folderCompletion = z.strictObject({
  /** The absolute path of the folder the text names, or null when there is none. */
  folder: z.string().nullable(),
  /** Absolute paths of the folders the text may go on to name, sorted. */
  folders: z.array(z.string()),
  /** Whether more folders matched than were answered. */
  more: z.boolean(),
});
export type FolderCompletion = z.infer<typeof folderCompletion>;

export const foldersContract = {
  requests: {
    /** Completes a folder path typed in a browser tab of `deft web`, which has no folder dialog: folders only, never files. */
    'folders.complete': { input: z.strictObject({ path: z.string().max(4096) }), output: folderCompletion },
  },
  events: {},
} satisfies ContractPart<typeof channels.folders>;
