import { useTranslation } from 'react-i18next';
import type { McpServerView } from '../../../../shared/ipc/domains/extensions.ts';
import { deft } from '../../deft.ts';
import { FailureText } from './FailureText.tsx';
import { actionsFor, type ServerAction } from './mcp-actions.ts';
import { useAction } from './use-action.ts';
import { useMcpServers } from './use-mcp-servers.ts';

type Servers = { sessionId: string; servers: McpServerView[] };

function request(action: ServerAction, sessionId: string, name: string) {
  const extensions = deft().extensions;
  if (action === 'approve' || action === 'refuse') return extensions.mcpApprove({ sessionId, name, choice: action });
  if (action === 'restart') return extensions.mcpRestart({ sessionId, name });
  return extensions.mcpSignIn({ sessionId, name });
}

/** One server: its status, where it is declared, how it runs, its tools or error, and what can be done with it. */
function McpServerRow({ sessionId, server, onServers }: { sessionId: string; server: McpServerView; onServers: (servers: Servers) => void }) {
  const { t } = useTranslation('settings');
  const action = useAction((chosen: ServerAction) => request(chosen, sessionId, server.name));
  const run = async (chosen: ServerAction) => {
    const answer = await action.run(chosen);
    if (answer) onServers(answer);
  };
  return (
    <li data-testid="mcp-server" data-name={server.name} data-status={server.status}>
      <strong>{server.name}</strong>
      <span className="settings-badge" data-testid="mcp-server-status">
        {t(`mcp.status.${server.status}`)}
      </span>
      <span className="settings-badge">{t(`mcp.scope.${server.scope}`)}</span>
      <span className="settings-badge">{server.transport}</span>
      {server.toolCount !== undefined && <span className="settings-hint">{t('mcp.tools', { count: server.toolCount })}</span>}
      {actionsFor(server).map((chosen) => (
        <button key={chosen} type="button" disabled={action.pending} onClick={() => void run(chosen)} data-testid={`mcp-${chosen}`}>
          {t(`mcp.action.${chosen}`)}
        </button>
      ))}
      {server.error && (
        <p className="settings-failure" data-testid="mcp-server-error">
          {server.error}
        </p>
      )}
      <FailureText failure={action.failure} />
    </li>
  );
}

/** The MCP servers of the chosen project, as its most recent session runs them, live. */
export function McpServersSection({ projectPath }: { projectPath: string | null }) {
  const { t } = useTranslation('settings');
  const { state, startSession, replace } = useMcpServers(projectPath);
  return (
    <div data-testid="mcp-servers" data-state={state.kind}>
      <h3>{t('mcp.title')}</h3>
      {state.kind === 'no-project' && <p className="settings-hint">{t('mcp.noProject')}</p>}
      {state.kind === 'loading' && <p className="settings-hint">{t('mcp.loading')}</p>}
      {state.kind === 'failed' && <FailureText failure={state.failure} />}
      {state.kind === 'no-session' && (
        <>
          <p className="settings-hint">{t('mcp.noSession')}</p>
          <button type="button" onClick={() => void startSession()} data-testid="mcp-start-session">
            {t('mcp.startSession')}
          </button>
        </>
      )}
      {state.kind === 'servers' && (
        <>
          <p className="settings-hint">{t('mcp.ofLatestSession')}</p>
          {state.servers.length === 0 ? (
            <p className="settings-hint">{t('mcp.none')}</p>
          ) : (
            <ul className="settings-hooks">
              {state.servers.map((server) => (
                <McpServerRow key={server.name} sessionId={state.sessionId} server={server} onServers={replace} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
