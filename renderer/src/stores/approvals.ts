import { create } from 'zustand';
import type { PendingApproval } from '../../../shared/ipc/domains/approvals.ts';
import type { PersonAnswer } from '../../../shared/vocabulary/approvals.ts';
import { deft } from '../deft.ts';

interface ApprovalsState {
  pending: PendingApproval[];
  error: string | null;
  load(): Promise<void>;
  respond(id: string, answer: PersonAnswer): Promise<boolean>;
}

const without = (pending: PendingApproval[], id: string) => pending.filter((approval) => approval.id !== id);

/** Every request waiting for the person, across sessions, kept current by the approvals events. */
export const useApprovals = create<ApprovalsState>((set) => ({
  pending: [],
  error: null,
  async load() {
    const result = await deft().approvals.pending();
    if (result.ok) set({ pending: result.data.approvals });
  },
  async respond(id, answer) {
    const result = await deft().approvals.respond({ id, answer });
    if (!result.ok) {
      set({ error: result.error.message });
      return false;
    }
    set((state) => ({ pending: without(state.pending, id), error: null }));
    return true;
  },
}));

/** Subscribes the approvals store to the events; returns the unsubscribe. */
export function followApprovals(): () => void {
  const api = deft();
  const remove = ({ id }: { id: string }) => useApprovals.setState((state) => ({ pending: without(state.pending, id) }));
  const offs = [
    api.on('approvals.asked', (approval) =>
      useApprovals.setState((state) => ({ pending: [...without(state.pending, approval.id), approval] })),
    ),
    api.on('approvals.answered', remove),
    api.on('approvals.withdrawn', remove),
  ];
  void useApprovals.getState().load();
  return () => offs.forEach((off) => off());
}
