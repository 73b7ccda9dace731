import type { SessionTools } from '../../main/core/session/session-tools.ts';
import { createDeferredToolIndex } from '../../main/core/tools/deferred-index.ts';
import type { TurnContext } from '../../main/core/tools/tool-call.ts';

/** One model turn of a session's tools, offering every registered tool; nothing cancelled. */
export function projectTurn(session: SessionTools, cwd: string, sessionId: string, messageId: string): TurnContext {
  return {
    sessionId,
    messageId,
    agent: { name: 'main' },
    cwd,
    signal: new AbortController().signal,
    messages: [],
    deferredTools: createDeferredToolIndex([], new Set(), () => ''),
    tools: session.registry.all().map((entry) => entry.tool),
  };
}
