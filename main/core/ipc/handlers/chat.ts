import type { Core } from '../../core.ts';
import type { DomainHandlers } from './domain-handlers.ts';

export function chatHandlers(core: Core): DomainHandlers<'chat.send' | 'chat.cancel' | 'chat.setMode' | 'chat.setModel'> {
  return {
    'chat.send': ({ sessionId, prompt, images }) => core.conversations.send(sessionId, prompt, images),
    'chat.setModel': ({ sessionId, model }) => core.conversations.setModel(sessionId, model),
    'chat.cancel': ({ sessionId }) => core.conversations.cancel(sessionId),
    'chat.setMode': async ({ sessionId, mode }) => ({ sessionId, mode: await core.conversations.setMode(sessionId, mode) }),
  };
}
