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

export const useAppInfo = create<AppInfoState>((set) => ({
  info: null,
  error: null,
  notices: [],
  async load() {
    const result = await deft().app.info();
    if (result.ok) set({ info: result.data, error: null });
    else set({ error: `${result.error.code}: ${result.error.message}` });
  },
  addNotice(notice) {
    set((state) => ({ notices: [...state.notices, notice] }));
  },
}));
