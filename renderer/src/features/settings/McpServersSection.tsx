import { useTranslation } from 'react-i18next';
import type { McpServerView } from '../../../../shared/ipc/domains/extensions.ts';
import { deft } from '../../deft.ts';
import { FailureText } from './FailureText.tsx';
import { McpAddServer } from './McpAddServer.tsx';
import { actionsFor, statusLooks, type ServerAction } from './mcp-actions.ts';
import { useAction } from './use-action.ts';
import { useMcpServers } from './use-mcp-servers.ts';

type Servers = { sessionId: string; servers: McpServerView[] };

function request(action: ServerAction, sessionId: string, name: string) {
  const extensions = deft().extensions;
  if (action === 'approve' || action === 'refuse') return extensions.mcpApprove({ sessionId, name, choice: action });
  if (action === 'restart') return extensions.mcpRestart({ sessionId, name });
  return extensions.mcpSignIn({ sessionId, name });
}

/** The tools a connected server listed, by name and description, folded until asked for. */
function McpTools({ tools }: { tools: NonNullable<McpServerView['tools']> }) {
  const { t } = useTranslation('settings');
  return (
    <details className="mcp-tools" data-testid="mcp-tools">
      <summary>{t('mcp.tools', { count: tools.length })}</summary>
      <ul>
        {tools.map((tool) => (
          <li key={tool.name} data-testid="mcp-tool">
            <code>{tool.name}</code>
            {tool.description && <span className="settings-hint"> — {tool.description}</span>}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** One server: its status, where it is declared, how it runs, its on/off switch, its tools or error, and what can be done with it. */
function McpServerRow({ sessionId, server, onServers }: { sessionId: string; server: McpServerView; onServers: (servers: Servers) => void }) {
  const { t } = useTranslation('settings');
  const action = useAction((chosen: ServerAction) => request(chosen, sessionId, server.name));
  const toggle = useAction((enabled: boolean) => deft().extensions.mcpSetEnabled({ sessionId, name: server.name, enabled }));
  const run = async (chosen: ServerAction) => {
    const answer = await action.run(chosen);
    if (answer) onServers(answer);
  };
  const switchTo = async (enabled: boolean) => {
    const answer = await toggle.run(enabled);
    if (answer) onServers(answer);
  };
  const look = statusLooks[server.status];
  const failed = server.status === 'failed' || server.status === 'needs-auth';
  return (
    <li data-testid="mcp-server" data-name={server.name} data-status={server.status} className={`mcp-server mcp-tone-${look.tone}`}>
      <div className="mcp-server-head">
        <strong>{server.name}</strong>
        <span className={`mcp-status mcp-tone-${look.tone}`} data-testid="mcp-server-status" data-tone={look.tone}>
          <span aria-hidden="true" className="mcp-status-icon">
            {look.icon}
          </span>{' '}
          {t(`mcp.status.${server.status}`)}
        </span>
        <span className="settings-badge">{t(`mcp.scope.${server.scope}`)}</span>
        <span className="settings-badge">{server.transport}</span>
        <label className="mcp-switch" title={server.blocked}>
          <input
            type="checkbox"
            role="switch"
            checked={server.enabled}
            disabled={toggle.pending || server.blocked !== undefined}
            onChange={(event) => void switchTo(event.target.checked)}
            data-testid="mcp-switch"
          />
          {t('mcp.enabled')}
        </label>
        {actionsFor(server).map((chosen) => (
          <button key={chosen} type="button" disabled={action.pending} onClick={() => void run(chosen)} data-testid={`mcp-${chosen}`}>
            {t(`mcp.action.${chosen}`)}
          </button>
        ))}
      </div>
      <p className="settings-hint settings-path">{t('mcp.declaredIn', { file: server.file })}</p>
      {server.tools && <McpTools tools={server.tools} />}
      {server.error && (
        <p className={failed ? 'settings-failure' : 'settings-hint'} role={failed ? 'alert' : undefined} data-testid="mcp-server-error">
          {server.error}
        </p>
      )}
      <FailureText failure={action.failure ?? toggle.failure} />
    </li>
  );
}

/** Reads the MCP configuration files again, for changes made outside the screen. */
function McpReload({ sessionId, onServers }: { sessionId: string; onServers: (servers: Servers) => void }) {
  const { t } = useTranslation('settings');
  const reload = useAction(() => deft().extensions.mcpReload({ sessionId }));
  const run = async () => {
    const answer = await reload.run();
    if (answer) onServers(answer);
  };
  return (
    <>
      <button type="button" disabled={reload.pending} onClick={() => void run()} data-testid="mcp-reload">
        {t('mcp.reload')}
      </button>
      <FailureText failure={reload.failure} />
    </>
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
          <McpReload sessionId={state.sessionId} onServers={replace} />
          {state.servers.length === 0 ? (
            <p className="settings-hint">{t('mcp.none')}</p>
          ) : (
            <ul className="settings-hooks">
              {state.servers.map((server) => (
                <McpServerRow key={server.name} sessionId={state.sessionId} server={server} onServers={replace} />
              ))}
            </ul>
          )}
          <McpAddServer sessionId={state.sessionId} onServers={replace} />
        </>
      )}
    </div>
  );
}
