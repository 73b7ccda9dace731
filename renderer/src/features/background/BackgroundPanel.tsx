import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TerminalShell } from '../../../../shared/ipc/domains/terminal.ts';
import { useChat } from '../chat/store.ts';
import { ShellTerminal } from '../terminal/ShellTerminal.tsx';
import { shellOutput } from './shell-output.ts';
import { followBackgroundOutput, isAlive, useBackground } from './store.ts';
import { useShells } from './use-shells.ts';
import './background.css';

function ShellRow({ sessionId, shell }: { sessionId: string; shell: TerminalShell }) {
  const { t } = useTranslation('background');
  const kill = useBackground((state) => state.kill);
  const messages = useChat((state) => state.conversation.messages);
  const live = useBackground((state) => state.output[shell.shellId]);
  const output = useMemo(() => shellOutput(messages, shell.shellId, live), [messages, shell.shellId, live]);
  return (
    <li className="background-shell" data-testid="background-shell" data-status={shell.status}>
      <code className="background-command" title={shell.command}>
        {shell.command}
      </code>
      <span className={`background-status status-${shell.status}`}>
        {t(`status.${shell.status}`)}
        {shell.exitCode !== undefined && shell.exitCode !== null && ` · ${t('exitCode', { code: shell.exitCode })}`}
      </span>
      {shell.background && <span className="muted">{t('background')}</span>}
      {isAlive(shell) && (
        <button type="button" className="danger" data-testid="background-kill" onClick={() => void kill(sessionId, shell.shellId)} aria-label={t('killLabel', { command: shell.command })}>
          {t('kill')}
        </button>
      )}
      {output && (
        <details className="background-output">
          <summary>{t('output')}</summary>
          <ShellTerminal sessionId={sessionId} shellId={shell.shellId} output={output} interactive={isAlive(shell)} label={t('terminalLabel', { command: shell.command })} />
        </details>
      )}
    </li>
  );
}

/**
 * The session's commands (running, waiting for input, finished and not yet read), folded into a
 * summary line that counts the live ones; each can be killed.
 */
export function BackgroundPanel({ sessionId, changed }: { sessionId: string; changed?: unknown }) {
  const { t } = useTranslation('background');
  const shells = useShells(sessionId, changed);
  const error = useBackground((state) => state.error);
  useEffect(() => followBackgroundOutput(), []);
  if (shells.length === 0 && !error) return null;
  return (
    <details className="background-panel" data-testid="background-panel">
      <summary>{t('summary', { count: shells.filter(isAlive).length, total: shells.length })}</summary>
      {error && <p className="error">{error}</p>}
      <ul>
        {shells.map((shell) => (
          <ShellRow key={shell.shellId} sessionId={sessionId} shell={shell} />
        ))}
      </ul>
    </details>
  );
}
