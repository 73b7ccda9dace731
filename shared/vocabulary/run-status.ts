import { z } from 'zod';

/** How a run (a turn) ended; its own module so what keeps a turn's end builds no event schemas. */
export const runStatus = z.enum(['done', 'error', 'cancelled', 'max_turns']);
export type RunStatus = z.infer<typeof runStatus>;
