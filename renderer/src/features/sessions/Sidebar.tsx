import { useTranslation } from 'react-i18next';
import { useApprovals } from '../../stores/approvals.ts';
import { showSession } from '../../app/show-session.ts';
import { sessionsWaiting } from '../../stores/session-activity.ts';
import { useShortcutHint } from '../commands/use-app-shortcuts.ts';
import { NewWorktreeSession } from '../worktrees/NewWorktreeSession.tsx';
import { ProjectPicker } from './ProjectPicker.tsx';
import { SearchBox } from './SearchBox.tsx';
import { SessionList } from './SessionList.tsx';
import { sidebarId } from './sidebar-state.ts';
import { SidebarToggle } from './SidebarControls.tsx';
import { useSessions } from './store.ts';
import './sessions.css';

/** The project, its sessions (or, while searching, only the search's hits) and new-session buttons; `hidden` while collapsed. */
export function Sidebar({ hidden = false }: { hidden?: boolean }) {
  const { t } = useTranslation('sessions');
  const waiting = useApprovals((state) => sessionsWaiting(state.pending));
  const { projectPath, error, create } = useSessions();
  const searching = useSessions((state) => state.hits !== null);
  const newSessionHint = useShortcutHint('newSession');
  return (
    <aside className="sidebar" id={sidebarId} aria-label={t('label')} data-testid="sidebar" hidden={hidden}>
      <div className="sidebar-head">
        <ProjectPicker />
        {waiting > 0 && (
          <button
            type="button"
            className="badge"
            data-testid="sessions-waiting"
            title={t('showWaiting')}
            aria-label={`${t('waitingCount', { count: waiting })}: ${t('showWaiting')}`}
            onClick={() => showSession(useApprovals.getState().pending[0].sessionId)}
          >
            {waiting}
          </button>
        )}
        <SidebarToggle />
      </div>
      {projectPath && (
        <>
          <div className="new-session-row">
            <button type="button" className="primary new-session" data-testid="new-session" title={newSessionHint(t('new'))} onClick={() => void create()}>
              {t('new')}
            </button>
            <NewWorktreeSession projectPath={projectPath} />
          </div>
          <SearchBox />
          {!searching && <SessionList />}
        </>
      )}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </aside>
  );
}
