import { create } from 'zustand';
import type { z } from 'zod';
import type { fileChange } from '../../../../shared/ipc/domains/sessions.ts';
import { unwrap } from '../../app/ipc-result.ts';
import { deft } from '../../deft.ts';
import { useChat } from '../chat/store.ts';
import { firstUserMessageId } from './session-start.ts';

export type FileChange = z.infer<typeof fileChange>;

interface ReviewState {
  sessionId: string | null;
  /** What rewinding to the session's start would do to each file the session changed. */
  changes: FileChange[];
  loading: boolean;
  error: string | null;
  refresh(sessionId: string): Promise<void>;
  /** Brings the files back to how they were before `messageId`'s turn; drops the conversation from it on if asked; reloads the session. */
  rewind(sessionId: string, messageId: string, dropConversation: boolean): Promise<boolean>;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const useReview = create<ReviewState>((set, get) => ({
  sessionId: null,
  changes: [],
  loading: false,
  error: null,
  async refresh(sessionId) {
    if (get().sessionId !== sessionId) set({ changes: [] });
    set({ sessionId, loading: true, error: null });
    try {
      const first = await firstUserMessageId(sessionId);
      const changes = first ? unwrap(await deft().sessions.rewindPreview({ id: sessionId, messageId: first })).changes : [];
      if (get().sessionId === sessionId) set({ changes, loading: false });
    } catch (error) {
      if (get().sessionId === sessionId) set({ loading: false, error: message(error) });
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
