import { z } from 'zod';
import { englishCoreMessages, type CoreMessage, type CoreMessageCode } from './core-messages.ts';

export const coreMessageCode = z.enum(Object.keys(englishCoreMessages) as [CoreMessageCode, ...CoreMessageCode[]]);

/** A core message as it crosses IPC or comes back from the store: a known code, parameters that are text, numbers or messages. */
export const coreMessage: z.ZodType<CoreMessage> = z.object({
  code: coreMessageCode,
  params: z.record(z.string(), z.union([z.string(), z.number(), z.lazy(() => coreMessage)])).optional(),
});
