import { create } from 'zustand';
import type { ShellHost } from '../../../shared/ipc/domains/shell.ts';
import { deft } from '../deft.ts';

interface ShellHostState {
  /** Null until known, or when it could not be asked. */
  host: ShellHost['host'] | null;
  load(): Promise<void>;
}

/** What shows this page: Electron's window, or a browser tab of `deft web` (no folder dialog, no global shortcut). */
export const useShellHost = create<ShellHostState>((set) => ({
  host: null,
  async load() {
    const result = await deft().shell.host();
    set({ host: result.ok ? result.data.host : null });
  },
}));

export const useInBrowser = () => useShellHost((state) => state.host === 'browser');
