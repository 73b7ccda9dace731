import { useTranslation } from 'react-i18next';
import { useShortcutHint } from '../commands/use-app-shortcuts.ts';
import { sidebarId, useSidebar } from './sidebar-state.ts';

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
