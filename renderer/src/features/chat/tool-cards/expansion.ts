import { create } from 'zustand';
import type { ToolPart } from '../conversation.ts';

type Shown = Pick<ToolPart, 'state' | 'metadata'>;

/** A command the call left running: in the background, or waiting for input (its terminal takes typing, its card has Kill). */
const leftRunning = (part: Shown) => part.metadata?.status === 'background' || part.metadata?.status === 'waiting_for_input';

/**
 * Whether a call's card shows its body when the person has not chosen: while it runs (its live
 * terminal, its progress), when it failed, and when it left a command running. Other finished calls
 * are one line until opened.
 */
export function openByDefault(part: Shown): boolean {
  const { state } = part;
  return state === 'pending' || state === 'running' || state === 'error' || state === 'timed_out' || leftRunning(part);
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
export function useExpanded(part: Shown & Pick<ToolPart, 'toolCallId'>): [boolean, (open: boolean) => void] {
  const chosen = useExpandedCalls((calls) => calls.chosen[part.toolCallId]);
  const choose = useExpandedCalls((calls) => calls.choose);
  return [chosen ?? openByDefault(part), (open) => choose(part.toolCallId, open)];
}
