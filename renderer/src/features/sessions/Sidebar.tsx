import { useTranslation } from 'react-i18next';
import { useApprovals } from '../../stores/approvals.ts';
import { sessionsWaiting } from '../../stores/session-activity.ts';
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
          <span className="badge" data-testid="sessions-waiting" title={t('waitingCount', { count: waiting })}>
            <span aria-hidden="true">{waiting}</span>
            <span className="visually-hidden">{t('waitingCount', { count: waiting })}</span>
          </span>
        )}
      </div>
      {projectPath && (
        <>
          <button type="button" className="primary new-session" data-testid="new-session" onClick={() => void create()}>
            {t('new')}
          </button>
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
