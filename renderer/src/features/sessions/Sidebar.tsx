import { useTranslation } from 'react-i18next';
import { useApprovals } from '../../stores/approvals.ts';
import { NewWorktreeSession } from '../worktrees/NewWorktreeSession.tsx';
import { ProjectPicker } from './ProjectPicker.tsx';
import { SearchBox } from './SearchBox.tsx';
import { SessionList } from './SessionList.tsx';
import { useSessions } from './store.ts';
import './sessions.css';

export function Sidebar() {
  const { t } = useTranslation('sessions');
  const pendingCount = useApprovals((state) => state.pending.length);
  const { projectPath, error, create } = useSessions();
  return (
    <aside className="sidebar" aria-label={t('label')} data-testid="sidebar">
      <div className="sidebar-head">
        <ProjectPicker />
        {pendingCount > 0 && (
          <span className="badge" data-testid="pending-approvals" title={t('pendingTitle', { count: pendingCount })}>
            {pendingCount}
            <span className="visually-hidden">{t('pendingTitle', { count: pendingCount })}</span>
          </span>
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
