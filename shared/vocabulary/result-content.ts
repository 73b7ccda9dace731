import { z } from 'zod';

/**
 * What the model receives back from a tool, part by part. Its own module, so the executor, which
 * checks every result against it, does not build the call and event schemas of `tool-calls.ts`.
 */
/** What the model receives back from a tool, part by part. */
export const resultContent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({ type: z.literal('image'), mediaType: z.string(), data: z.string().describe('base64') }),
]);
export type ResultContent = z.infer<typeof resultContent>;
