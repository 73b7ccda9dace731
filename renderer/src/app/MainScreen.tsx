import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatView } from '../features/chat/ChatView.tsx';
import { FirstRun } from '../features/first-run/FirstRun.tsx';
import { StartSession } from '../features/composer/StartSession.tsx';
import { Sidebar } from '../features/sessions/Sidebar.tsx';
import { useSessions } from '../features/sessions/store.ts';
import { NoticeBar } from './NoticeBar.tsx';
import './layout.css';

/** The main window: the sidebar and the open session, or the first run while no project was ever opened. */
export function MainScreen() {
  const { t } = useTranslation('app');
  const { projects, projectPath, selectedId, openProject } = useSessions();
  useEffect(() => {
    const sessions = useSessions.getState();
    if (sessions.projects === null) void sessions.loadProjects();
  }, []);
  if (projects === null) return <p className="muted screen-loading">{t('loading')}</p>;
  if (projects.length === 0 && !projectPath) return <FirstRun onDone={(path) => void openProject(path)} />;
  const settingsHref = projectPath ? `#/settings?project=${encodeURIComponent(projectPath)}` : '#/settings';
  return (
    <div className="main-layout">
      <div className="sidebar-column">
        <Sidebar />
        <nav className="app-links" aria-label={t('nav.label')}>
          <a href={settingsHref} data-testid="open-settings">
            {t('nav.settings')}
          </a>
          <a href="#/about">{t('nav.about')}</a>
        </nav>
      </div>
      <main className="main-area">
        <NoticeBar />
        {selectedId ? (
          <ChatView sessionId={selectedId} />
        ) : projectPath ? (
          <StartSession projectPath={projectPath} />
        ) : (
          <p className="muted empty-main">{t('noProject')}</p>
        )}
      </main>
    </div>
  );
}
