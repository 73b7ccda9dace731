import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatView } from '../features/chat/ChatView.tsx';
import { useShortcutHint } from '../features/commands/use-app-shortcuts.ts';
import { FirstRun } from '../features/first-run/FirstRun.tsx';
import { StartSession } from '../features/composer/StartSession.tsx';
import { Sidebar } from '../features/sessions/Sidebar.tsx';
import { SidebarRail } from '../features/sessions/SidebarControls.tsx';
import { useSidebar } from '../features/sessions/sidebar-state.ts';
import { useSessions } from '../features/sessions/store.ts';
import { NoticeBar } from './NoticeBar.tsx';
import { settingsHash } from './route.ts';
import './layout.css';

/** The main window: the sidebar (collapsible) and the open session, or the first run while no project was ever opened. */
export function MainScreen() {
  const { t } = useTranslation('app');
  const { projects, projectPath, selectedId, openProject } = useSessions();
  const collapsed = useSidebar((state) => state.collapsed);
  const settingsHint = useShortcutHint('settings');
  useEffect(() => {
    const sessions = useSessions.getState();
    if (sessions.projects === null) void sessions.loadProjects();
  }, []);
  if (projects === null) return <p className="muted screen-loading">{t('loading')}</p>;
  if (projects.length === 0 && !projectPath) return <FirstRun onDone={(path) => void openProject(path)} />;
  return (
    <div className="main-layout" data-sidebar={collapsed ? 'collapsed' : 'shown'}>
      <div className="sidebar-column">
        {collapsed && <SidebarRail />}
        <Sidebar hidden={collapsed} />
        <nav className="app-links" aria-label={t('nav.label')} hidden={collapsed}>
          <a href={settingsHash(projectPath)} data-testid="open-settings" title={settingsHint(t('nav.settings'))}>
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
