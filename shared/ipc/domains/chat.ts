import { z } from 'zod';
import { agentEvent, runStatus } from '../../vocabulary/agent-events.ts';
import { permissionMode } from '../../vocabulary/permission-modes.ts';
import { maxPromptImages, promptImage } from '../../vocabulary/prompt-images.ts';
import type { ContractPart } from '../contract-part.ts';
import type { channels } from '../channels.ts';
import { sessionSummary } from './sessions.ts';

const sessionId = z.string().min(1).max(200);

export { maxPromptImageBytes, maxPromptImages, promptImage, promptImageTypes, type PromptImage } from '../../vocabulary/prompt-images.ts';

/** Whether a session runs a turn; once one has ended, how the last one ended (`idle` only). */
export const chatStatus = z.object({ sessionId: z.string(), status: z.enum(['idle', 'running']), ended: runStatus.optional() });
export type ChatStatus = z.infer<typeof chatStatus>;

/**
 * A message the person sent while a turn ran. `after_turn`: it is sent as the next prompt when the
 * turn ends; `steer`: "send now", given to the model at the turn's next safe point (after the
 * running tool calls finish, before the next model request).
 */
export const queuedMessage = z.object({
  id: z.string(),
  prompt: z.string(),
  images: z.array(promptImage).optional(),
  delivery: z.enum(['after_turn', 'steer']),
});
export type QueuedMessage = z.infer<typeof queuedMessage>;

/** A session's queued messages, in the order they will be delivered. */
export const messageQueue = z.object({ sessionId: z.string(), messages: z.array(queuedMessage) });
export type MessageQueueState = z.infer<typeof messageQueue>;

const queuedPrompt = z.string().max(200_000);
const queuedId = z.string().min(1).max(100);

/** A conversation's events in the order they happened; streamed deltas of one message arrive coalesced. */
export const chatEvents = z.object({ sessionId: z.string(), events: z.array(agentEvent) });
export type ChatEvents = z.infer<typeof chatEvents>;

export const chatContract = {
  requests: {
    'chat.send': {
      input: z
        .strictObject({ sessionId, prompt: z.string().max(200_000), images: z.array(promptImage).max(maxPromptImages).optional() })
        .refine((input) => input.prompt.trim() !== '' || (input.images?.length ?? 0) > 0, { message: 'A prompt needs text or an image.', path: ['prompt'] }),
      output: chatStatus,
    },
    /** The session's permission mode from now on, kept with the session; refused when settings forbid it (bypass). */
    'chat.setMode': {
      input: z.strictObject({ sessionId, mode: permissionMode }),
      output: z.object({ sessionId: z.string(), mode: z.string() }),
    },
    /**
     * The session's model from its next prompt on (same provider), kept with the session. Refused
     * while a turn or a background command of the session runs: the session reopens with the model.
     */
    'chat.setModel': {
      input: z.strictObject({ sessionId, model: z.string().trim().min(1).max(200) }),
      output: sessionSummary,
    },
    /** Answers the session's last prompt again after its turn failed (a model error), as a new turn; refused while a turn runs. */
    'chat.retry': { input: z.strictObject({ sessionId }), output: chatStatus },
    /** Every session running a turn, or that ever ended one (kept across restarts): the status `chat.status` last told of it. */
    'chat.statuses': { input: z.undefined(), output: z.object({ statuses: z.array(chatStatus) }) },
    'chat.cancel': {
      input: z.strictObject({ sessionId }),
      output: chatStatus.extend({ cancelled: z.boolean() }),
    },
    /** A message for a session: sent at once when no turn runs, else queued until the turn ends (or `chat.sendNow`). */
    'chat.enqueue': {
      input: z
        .strictObject({ sessionId, prompt: queuedPrompt, images: z.array(promptImage).max(maxPromptImages).optional() })
        .refine((input) => input.prompt.trim() !== '' || (input.images?.length ?? 0) > 0, { message: 'A prompt needs text or an image.', path: ['prompt'] }),
      output: z.object({ sessionId: z.string(), status: z.enum(['sent', 'queued']), message: queuedMessage.optional() }),
    },
    'chat.queued': { input: z.strictObject({ sessionId }), output: messageQueue },
    /** Changes a queued message's text; refused once it has been delivered. */
    'chat.editQueued': { input: z.strictObject({ sessionId, id: queuedId, prompt: queuedPrompt.refine((prompt) => prompt.trim() !== '', 'The prompt is empty.') }), output: messageQueue },
    'chat.removeQueued': { input: z.strictObject({ sessionId, id: queuedId }), output: messageQueue },
    /** Delivers a queued message at the running turn's next safe point, as steering the model sees. */
    'chat.sendNow': { input: z.strictObject({ sessionId, id: queuedId }), output: messageQueue },
  },
  events: {
    'chat.event': chatEvents,
    'chat.status': chatStatus,
    /** A session's queue changed: a message was queued, edited, removed, marked "send now" or delivered. */
    'chat.queue': messageQueue,
  },
} satisfies ContractPart<typeof channels.chat>;
