import type { ProjectSession } from '../../main/core/project/open-project.ts';
import type { TurnContext } from '../../main/core/tools/executor.ts';

/** One model turn of an opened project, offering every registered tool; nothing cancelled. */
export function projectTurn(session: ProjectSession, cwd: string, sessionId: string, messageId: string): TurnContext {
  return {
    sessionId,
    messageId,
    agent: { name: 'main' },
    cwd,
    signal: new AbortController().signal,
    messages: [],
    services: session.services,
    tools: session.registry.all().map((entry) => entry.tool),
  };
}
