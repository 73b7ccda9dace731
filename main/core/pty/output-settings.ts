import { z } from 'zod';
import { lazy } from '../common/lazy.ts';

/** Deft's `bashOutput` setting: how much of one command's output is saved to its file (bytes). Made at the first one read. */
export const bashOutputSettings = lazy(() =>
  z.strictObject({
    maxSavedBytes: z
      .number({ error: 'must be a number of bytes' })
      .int({ error: 'must be a whole number of bytes' })
      .min(1024 * 1024, { error: 'must be at least 1048576 (1 MB)' })
      .optional(),
  }),
);
export type BashOutputSettings = z.infer<ReturnType<typeof bashOutputSettings>>;
