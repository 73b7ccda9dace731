import { useTranslation } from 'react-i18next';
import { useChat } from '../chat/store.ts';
import { useSessions } from '../sessions/store.ts';
import { settingsSections } from '../settings/sections.ts';
import { appActions } from './app-commands.ts';
import { shortcutLabel, shortcuts, type Shortcut } from './shortcuts.ts';
import { onMac } from './use-app-shortcuts.ts';

export type PaletteKind = 'command' | 'settings' | 'session';

/** One line of the command palette: what it is called, what kind of thing it is, its shortcut, what it does. */
export interface PaletteItem {
  id: string;
  kind: PaletteKind;
  label: string;
  /** The label in English when the UI is in another language: an English name finds it too. */
  englishLabel?: string;
  shortcut?: string;
  run(): unknown;
}

/** The palette's lines: the commands that apply now, the settings pages, and the open project's listed sessions. */
export function usePaletteItems(): PaletteItem[] {
  const { t, i18n } = useTranslation('commands');
  const english = (key: string, options: Record<string, unknown> = {}) => (i18n.language === 'en' ? {} : { englishLabel: t(key, { ...options, lng: 'en' }) });
  const sessions = useSessions((state) => state.sessions);
  const projectOpen = useSessions((state) => state.projectPath !== null);
  const running = useChat((state) => state.conversation.running);
  const mac = onMac();
  const label = (shortcut: Shortcut) => shortcutLabel(shortcut, mac);
  const command = (id: string, run: () => unknown, shortcut?: string): PaletteItem => ({
    id: `command:${id}`,
    kind: 'command',
    label: t(`command.${id}`),
    ...english(`command.${id}`),
    ...(shortcut && { shortcut }),
    run,
  });
  return [
    ...(projectOpen ? [command('newSession', appActions.newSession, label(shortcuts.newSession))] : []),
    ...(running ? [command('stopTurn', appActions.stopTurn, t('escapeKey'))] : []),
    command('focusComposer', appActions.focusComposer, label(shortcuts.focusComposer)),
    command('searchSessions', appActions.searchSessions, label(shortcuts.searchSessions)),
    command('toggleSidebar', appActions.toggleSidebar, label(shortcuts.toggleSidebar)),
    command('toggleTheme', appActions.toggleTheme),
    command('openSettings', () => appActions.openSettings(), label(shortcuts.settings)),
    ...settingsSections.map((section) => ({
      id: `settings:${section}`,
      kind: 'settings' as const,
      label: t('settingsPage', { section: t(`sections.${section}`, { ns: 'settings' }) }),
      ...english('settingsPage', { section: t(`sections.${section}`, { ns: 'settings', lng: 'en' }) }),
      run: () => appActions.openSettings(section),
    })),
    ...sessions.map((session) => ({
      id: `session:${session.id}`,
      kind: 'session' as const,
      label: session.title || t('untitled', { ns: 'sessions' }),
      run: () => appActions.showSession(session.id),
    })),
  ];
}
