import type { Core } from '../../core.ts';
import type { DomainHandlers } from './domain-handlers.ts';

export function chatHandlers(core: Core): DomainHandlers<'chat.send' | 'chat.cancel'> {
  return {
    'chat.send': ({ sessionId, prompt }) => core.conversations.send(sessionId, prompt),
    'chat.cancel': ({ sessionId }) => core.conversations.cancel(sessionId),
  };
}
