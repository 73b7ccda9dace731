import { z } from 'zod';

/** Image types every provider Deft speaks accepts in a prompt. */
export const promptImageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** The largest image a provider accepts (Anthropic's 5 MB), as base64 is about 4/3 of it. */
export const maxPromptImageBytes = 5 * 1024 * 1024;
export const maxPromptImages = 20;

/** An image pasted or dropped into a prompt. */
export const promptImage = z.strictObject({
  mediaType: z.enum(promptImageTypes),
  data: z
    .string()
    .max(Math.ceil(maxPromptImageBytes / 3) * 4)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64'),
});
export type PromptImage = z.infer<typeof promptImage>;
