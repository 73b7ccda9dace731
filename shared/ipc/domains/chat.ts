import { z } from 'zod';
import type { ContractPart } from '../contract-part.ts';
import type { chatChannels } from './chat-channels.ts';
import { agentEvent } from './chat-event.ts';

const sessionId = z.string().min(1).max(200);

export const chatStatus = z.object({ sessionId: z.string(), status: z.enum(['idle', 'running']) });
export type ChatStatus = z.infer<typeof chatStatus>;

/** A conversation's events in the order they happened; streamed deltas of one message arrive coalesced. */
export const chatEvents = z.object({ sessionId: z.string(), events: z.array(agentEvent) });
export type ChatEvents = z.infer<typeof chatEvents>;

export const chatContract = {
  requests: {
    'chat.send': {
      input: z.strictObject({ sessionId, prompt: z.string().min(1).max(200_000) }),
      output: chatStatus,
    },
    /** The session's permission mode from now on, kept with the session; refused when settings forbid it (bypass). */
    'chat.setMode': {
      input: z.strictObject({ sessionId, mode: z.enum(['default', 'acceptEdits', 'plan', 'dontAsk', 'bypassPermissions']) }),
      output: z.object({ sessionId: z.string(), mode: z.string() }),
    },
    'chat.cancel': {
      input: z.strictObject({ sessionId }),
      output: chatStatus.extend({ cancelled: z.boolean() }),
    },
  },
  events: {
    'chat.event': chatEvents,
    'chat.status': chatStatus,
  },
} satisfies ContractPart<typeof chatChannels>;
