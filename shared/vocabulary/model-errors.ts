import { z } from 'zod';

/** How a model call failed, as the loop (whether to retry) and the person (what to do) need it. */
export const modelErrorKind = z.enum([
  'rate_limited',
  'overloaded',
  'server',
  /** The connection failed on the way, where trying again may reach it (reset, timed out, DNS for now). */
  'network',
  /** Nothing is there to answer: a refused connection to this machine, or a host name that does not exist. */
  'unreachable',
  /** The stream ended or broke before the response finished. */
  'interrupted',
  'auth',
  'bad_request',
  'context_too_long',
  'cancelled',
  'other',
]);
export type ModelErrorKind = z.infer<typeof modelErrorKind>;
