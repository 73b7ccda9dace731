import { create } from 'zustand';
import type { AppInfo, Notice } from '../../../shared/ipc/contract.ts';
import { deft } from '../deft.ts';

interface AppInfoState {
  info: AppInfo | null;
  error: string | null;
  notices: Notice[];
  load(): Promise<void>;
  addNotice(notice: Notice): void;
}

/** Said once, where commands cannot run in the OS sandbox. */
function sandboxNotice(info: AppInfo): Notice[] {
  return info.sandbox.available ? [] : [{ level: 'warning', message: `Commands run without the OS sandbox (${info.sandbox.detail}); only the permission rules stand.` }];
}

export const useAppInfo = create<AppInfoState>((set) => ({
  info: null,
  error: null,
  notices: [],
  async load() {
    const result = await deft().app.info();
    if (result.ok) set((state) => ({ info: result.data, error: null, notices: [...state.notices, ...sandboxNotice(result.data)] }));
    else set({ error: `${result.error.code}: ${result.error.message}` });
  },
  addNotice(notice) {
    set((state) => ({ notices: [...state.notices, notice] }));
  },
}));
