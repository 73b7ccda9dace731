import { create } from 'zustand';
import type { ToolState } from '../conversation.ts';

/**
 * Whether a call's card shows its body when the person has not chosen: while it runs (its live
 * terminal, its progress) and when it failed. Finished calls are one line until opened.
 */
export function openByDefault(state: ToolState): boolean {
  return state === 'pending' || state === 'running' || state === 'error' || state === 'timed_out';
}

interface ExpandedCalls {
  /** The person's choice per call id; kept here so a card scrolled out of the list and back keeps it. */
  chosen: Record<string, boolean>;
  choose(toolCallId: string, open: boolean): void;
}

export const useExpandedCalls = create<ExpandedCalls>((set) => ({
  chosen: {},
  choose: (toolCallId, open) => set((state) => ({ chosen: { ...state.chosen, [toolCallId]: open } })),
}));

/** Whether the call's card is open: the person's choice, else what its state calls for. */
export function useExpanded(toolCallId: string, state: ToolState): [boolean, (open: boolean) => void] {
  const chosen = useExpandedCalls((calls) => calls.chosen[toolCallId]);
  const choose = useExpandedCalls((calls) => calls.choose);
  return [chosen ?? openByDefault(state), (open) => choose(toolCallId, open)];
}
