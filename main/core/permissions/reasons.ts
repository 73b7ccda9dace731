import { englishOf, type CoreMessage } from '../../../shared/vocabulary/core-messages.ts';

/**
 * Why a part needs the person or is denied: a message by code (`shared/vocabulary/core-messages.ts`),
 * which the UI says in its own language, or English words of an analysis that has no code for them yet.
 */
export type Reason = CoreMessage | string;

/** The reason in English, as the model, the CLI and the policy's source read it. */
export const reasonText = (reason: Reason): string => (typeof reason === 'string' ? reason : englishOf(reason));

/** The reason's code and parameters, for the UI, when it has them. */
export const reasonMessage = (reason: Reason): CoreMessage | undefined => (typeof reason === 'string' ? undefined : reason);

/** A reason with its code beside its English: `{reason, reasonMessage}` as a part or a decision carries them. */
export function withReason(reason: Reason): { reason: string; reasonMessage?: CoreMessage } {
  const message = reasonMessage(reason);
  return { reason: reasonText(reason), ...(message && { reasonMessage: message }) };
}

/** A denial's reason: its English as the message, with its code beside it. */
export function denialOf(reason: Reason): { message: string; reasonMessage?: CoreMessage } {
  const { reason: message, reasonMessage: coded } = withReason(reason);
  return { message, ...(coded && { reasonMessage: coded }) };
}
