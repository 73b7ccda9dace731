import { create } from 'zustand';

const storageKey = 'deft.sidebar';

/** The element ids the shortcuts and the palette reach: the sidebar itself and its search field. */
export const sidebarId = 'sessions-sidebar';
export const sessionSearchId = 'session-search-input';

interface SidebarState {
  collapsed: boolean;
  setCollapsed(collapsed: boolean): void;
  toggle(): void;
}

/** Whether the sidebar is collapsed, remembered across restarts. */
export const useSidebar = create<SidebarState>((set, get) => ({
  collapsed: localStorage.getItem(storageKey) === 'collapsed',
  setCollapsed(collapsed) {
    localStorage.setItem(storageKey, collapsed ? 'collapsed' : 'shown');
    set({ collapsed });
  },
  toggle() {
    get().setCollapsed(!get().collapsed);
  },
}));
