import { composerId } from '../../app/composer-focus.ts';
import { routeOf, settingsHash } from '../../app/route.ts';
import { useTheme } from '../../theme/theme.ts';
import { useChat } from '../chat/store.ts';
import { sessionSearchId, useSidebar } from '../sessions/sidebar-state.ts';
import { useSessions } from '../sessions/store.ts';
import type { SettingsSection } from '../settings/sections.ts';

/** How many frames a command waits for the element it focuses to appear after a change of screen. */
const framesToWait = 30;

/** Focuses the element once it is shown (the screen or the sidebar it is on may render, or unhide, a frame later). */
function focusWhenShown(id: string, frames = framesToWait): void {
  const element = document.getElementById(id);
  element?.focus();
  if (element !== null && document.activeElement === element) return;
  if (frames > 0) requestAnimationFrame(() => focusWhenShown(id, frames - 1));
}

/** Shows the main window's screen (from settings or about). */
function showMain(): void {
  if (routeOf(location.hash) !== 'main') location.hash = '#/';
}

/** What the app's shortcuts and the command palette do; each works from any screen of the main window. */
export const appActions = {
  async newSession() {
    showMain();
    if (await useSessions.getState().create()) focusWhenShown(composerId);
  },
  openSettings(section?: SettingsSection) {
    location.hash = settingsHash(useSessions.getState().projectPath, section);
  },
  searchSessions() {
    showMain();
    useSidebar.getState().setCollapsed(false);
    focusWhenShown(sessionSearchId);
  },
  focusComposer() {
    showMain();
    focusWhenShown(composerId);
  },
  toggleSidebar() {
    useSidebar.getState().toggle();
  },
  toggleTheme() {
    const { theme, setChoice } = useTheme.getState();
    setChoice(theme === 'dark' ? 'light' : 'dark');
  },
  stopTurn() {
    void useChat.getState().cancel();
  },
  showSession(sessionId: string) {
    showMain();
    useSessions.getState().select(sessionId);
    focusWhenShown(composerId);
  },
};
