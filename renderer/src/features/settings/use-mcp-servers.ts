import { useCallback, useEffect, useState } from 'react';
import type { McpServerView } from '../../../../shared/ipc/domains/extensions.ts';
import type { IpcResult } from '../../../../shared/ipc/result.ts';
import { deft } from '../../deft.ts';
import { outcomeOf, type Failure } from './failure.ts';

/** What the MCP part of the settings shows for the chosen project. */
export type McpServersState =
  | { kind: 'no-project' }
  | { kind: 'loading' }
  | { kind: 'no-session' }
  | { kind: 'failed'; failure: Failure }
  | { kind: 'servers'; sessionId: string; servers: McpServerView[] };

type ServersAnswer = IpcResult<{ sessionId: string; servers: McpServerView[] }>;

/**
 * The MCP servers of the project's most recent session (servers live per session), kept current by
 * `extensions.mcpStatus`; `startSession` opens a first session when the project has none.
 */
export function useMcpServers(projectPath: string | null) {
  const [state, setState] = useState<McpServersState>({ kind: projectPath ? 'loading' : 'no-project' });

  const show = useCallback(async (answer: Promise<ServersAnswer>) => {
    const outcome = await outcomeOf(answer);
    setState(outcome.ok ? { kind: 'servers', ...outcome.data } : { kind: 'failed', failure: outcome.failure });
  }, []);

  useEffect(() => {
    if (!projectPath) {
      setState({ kind: 'no-project' });
      return;
    }
    let current = true;
    setState({ kind: 'loading' });
    void outcomeOf(deft().sessions.list({ projectPath, limit: 1 })).then(async (listed) => {
      if (!current) return;
      if (!listed.ok) return setState({ kind: 'failed', failure: listed.failure });
      const latest = listed.data.sessions[0];
      if (!latest) return setState({ kind: 'no-session' });
      const answer = await outcomeOf(deft().extensions.mcpServers({ sessionId: latest.id }));
      if (current) setState(answer.ok ? { kind: 'servers', ...answer.data } : { kind: 'failed', failure: answer.failure });
    });
    return () => {
      current = false;
    };
  }, [projectPath]);

  const sessionId = state.kind === 'servers' ? state.sessionId : null;
  useEffect(() => {
    if (!sessionId) return;
    return deft().on('extensions.mcpStatus', (update) => {
      if (update.sessionId === sessionId) setState({ kind: 'servers', ...update });
    });
  }, [sessionId]);

  const startSession = useCallback(async () => {
    if (!projectPath) return;
    const created = await outcomeOf(deft().sessions.create({ projectPath }));
    if (!created.ok) return setState({ kind: 'failed', failure: created.failure });
    await show(deft().extensions.mcpServers({ sessionId: created.data.id }));
  }, [projectPath, show]);

  /** Shows the servers an action answered, before their status event arrives. */
  const replace = useCallback((answer: { sessionId: string; servers: McpServerView[] }) => setState({ kind: 'servers', ...answer }), []);

  return { state, startSession, replace };
}
