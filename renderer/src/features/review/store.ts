import { create } from 'zustand';
import type { SessionFileChange } from '../../../../shared/ipc/domains/sessions.ts';
import { failureMessage, unwrap } from '../../app/ipc-result.ts';
import { deft } from '../../deft.ts';
import { useChat } from '../chat/store.ts';

interface ReviewState {
  sessionId: string | null;
  /** Every file the session changed, with its diff against the session's start. */
  files: SessionFileChange[];
  loading: boolean;
  error: string | null;
  /** The sessions whose panel the person left open: each session keeps its own, as it had it. */
  openIn: ReadonlySet<string>;
  setOpen(sessionId: string, open: boolean): void;
  refresh(sessionId: string): Promise<void>;
  /** Brings the files back to how they were before `messageId`'s turn; drops the conversation from it on if asked; reloads the session. */
  rewind(sessionId: string, messageId: string, dropConversation: boolean): Promise<boolean>;
}


export const useReview = create<ReviewState>((set, get) => ({
  sessionId: null,
  files: [],
  loading: false,
  error: null,
  openIn: new Set(),
  setOpen(sessionId, open) {
    if (get().openIn.has(sessionId) === open) return;
    const openIn = new Set(get().openIn);
    if (open) openIn.add(sessionId);
    else openIn.delete(sessionId);
    set({ openIn });
  },
  async refresh(sessionId) {
    if (get().sessionId !== sessionId) set({ files: [] });
    set({ sessionId, loading: true, error: null });
    try {
      const { files } = unwrap(await deft().sessions.changes({ id: sessionId }));
      if (get().sessionId === sessionId) set({ files, loading: false });
    } catch (error) {
      if (get().sessionId === sessionId) set({ loading: false, error: failureMessage(error) });
    }
  },
  async rewind(sessionId, messageId, dropConversation) {
    const result = await deft().sessions.rewind({ id: sessionId, messageId, dropConversation });
    if (!result.ok) {
      set({ error: result.error.message });
      return false;
    }
    await useChat.getState().open(sessionId);
    await get().refresh(sessionId);
    return true;
  },
}));
