import { useTranslation } from 'react-i18next';
import { useApprovals } from '../../stores/approvals.ts';
import { showSession } from '../../app/show-session.ts';
import { sessionsWaiting } from '../../stores/session-activity.ts';
import { NewWorktreeSession } from '../worktrees/NewWorktreeSession.tsx';
import { ProjectPicker } from './ProjectPicker.tsx';
import { SearchBox } from './SearchBox.tsx';
import { SessionList } from './SessionList.tsx';
import { useSessions } from './store.ts';
import './sessions.css';

export function Sidebar() {
  const { t } = useTranslation('sessions');
  const waiting = useApprovals((state) => sessionsWaiting(state.pending));
  const { projectPath, error, create } = useSessions();
  return (
    <aside className="sidebar" aria-label={t('label')} data-testid="sidebar">
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
      </div>
      {projectPath && (
        <>
          <div className="new-session-row">
            <button type="button" className="primary new-session" data-testid="new-session" onClick={() => void create()}>
              {t('new')}
            </button>
            <NewWorktreeSession projectPath={projectPath} />
          </div>
          <SearchBox />
          <SessionList />
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
