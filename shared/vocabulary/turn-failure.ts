import { z } from 'zod';
import { runStatus } from './run-status.ts';
import { modelErrorKind } from './model-errors.ts';
import { coreMessage } from './core-message-schema.ts';

/**
 * How a turn ended when it did not end well, as its `result` event said it: kept with the session
 * so a reopened session draws the same failure card. `errorMessage` names the message by code for
 * translation where the core gives one; `error` is its English text.
 */
export const turnFailure = z.object({
  status: runStatus.exclude(['done']),
  error: z.string().optional(),
  /** `loop`: the run was stopped because the agent kept repeating a call and its result after being told. */
  errorKind: z.enum(['loop']).optional(),
  /** How the model request that ended the turn failed. */
  modelError: modelErrorKind.optional(),
  errorMessage: coreMessage.optional(),
});
export type TurnFailure = z.infer<typeof turnFailure>;

/** How a turn ended: its status, with the failure's fields when it failed (a `result` event or a turn's result are ones). */
export type TurnEnd = { status: z.infer<typeof runStatus> } & Omit<Partial<TurnFailure>, 'status'>;

/** The failure a turn's end reports, its other fields left out; null for a turn that ended well. */
export function turnFailureOf(ended: TurnEnd): TurnFailure | null {
  if (ended.status === 'done') return null;
  return turnFailure.parse(ended);
}
