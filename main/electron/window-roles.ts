import type { WindowRole } from './sender.ts';

export interface RoledContents {
  id: number;
  send(channel: string, payload: unknown): void;
  isDestroyed(): boolean;
}

export interface RoledWindow {
  webContents: RoledContents;
  once(event: 'closed', listener: () => void): unknown;
}

/** The web contents of the windows Deft created, each with its role, forgotten when the window closes. */
export interface WindowRoles {
  add(window: RoledWindow, role: Exclude<WindowRole, null>): void;
  roleOf(webContentsId: number): WindowRole;
  /** Every live web contents with its window's role, for sending events. */
  contents(): Array<{ role: Exclude<WindowRole, null>; contents: RoledContents }>;
}

export function createWindowRoles(): WindowRoles {
  const known = new Map<number, { role: Exclude<WindowRole, null>; contents: RoledContents }>();
  return {
    add(window, role) {
      const { id } = window.webContents;
      known.set(id, { role, contents: window.webContents });
      window.once('closed', () => known.delete(id));
    },
    roleOf: (id) => known.get(id)?.role ?? null,
    contents: () => [...known.values()].filter((entry) => !entry.contents.isDestroyed()),
  };
}
