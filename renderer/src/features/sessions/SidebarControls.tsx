import { useTranslation } from 'react-i18next';
import { useShortcutHint } from '../commands/use-app-shortcuts.ts';
import { sidebarId, useSidebar } from './sidebar-state.ts';
import { useSessions } from './store.ts';

/** Hides the sidebar (in its head) or shows it again (in the narrow rail left when it is hidden). */
export function SidebarToggle() {
  const { t } = useTranslation('sessions');
  const { collapsed, toggle } = useSidebar();
  const hint = useShortcutHint('toggleSidebar');
  const label = collapsed ? t('showSidebar') : t('hideSidebar');
  return (
    <button type="button" className="sidebar-toggle" data-testid="sidebar-toggle" aria-controls={sidebarId} aria-expanded={!collapsed} aria-label={label} title={hint(label)} onClick={toggle}>
      <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
    </button>
  );
}

/** The narrow rail a collapsed sidebar leaves: show it again, or start a session in the open project. */
export function SidebarRail() {
  const { t } = useTranslation('sessions');
  const projectOpen = useSessions((state) => state.projectPath !== null);
  const hint = useShortcutHint('newSession');
  return (
    <div className="sidebar-rail">
      <SidebarToggle />
      {projectOpen && (
        <button type="button" className="rail-new-session" data-testid="rail-new-session" aria-label={t('new')} title={hint(t('new'))} onClick={() => void useSessions.getState().create()}>
          <span aria-hidden="true">+</span>
        </button>
      )}
    </div>
  );
}
