import { create } from 'zustand';

export type DiffMode = 'unified' | 'split';

const storageKey = 'deft.diffView';

function remembered(): DiffMode {
  try {
    return localStorage.getItem(storageKey) === 'split' ? 'split' : 'unified';
  } catch {
    return 'unified';
  }
}

interface DiffViewState {
  mode: DiffMode;
  setMode(mode: DiffMode): void;
}

/** Unified or split, the same for every diff and remembered across restarts. */
export const useDiffView = create<DiffViewState>((set) => ({
  mode: remembered(),
  setMode(mode) {
    localStorage.setItem(storageKey, mode);
    set({ mode });
  },
}));
