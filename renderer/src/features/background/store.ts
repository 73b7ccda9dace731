import { create } from 'zustand';
import type { TerminalShell } from '../../../../shared/ipc/domains/terminal.ts';
import { deft } from '../../deft.ts';
import { appendProgress, type PtyStream } from '../terminal/pty-stream.ts';

interface BackgroundState {
  /** The commands `terminal.list` gave for each session, newest first. */
  shells: Record<string, TerminalShell[]>;
  /** What background commands wrote while no tool call was streaming them (`terminal.output`), by shell id. */
  output: Record<string, PtyStream>;
  error: string | null;
  refresh(sessionId: string): Promise<void>;
  kill(sessionId: string, shellId: string): Promise<void>;
}

const inFlight = new Map<string, Promise<void>>();

/** Keeps the output of background commands as `terminal.output` brings it; returns the unsubscribe. */
export function followBackgroundOutput(): () => void {
  return deft().on('terminal.output', ({ shellId, data }) =>
    useBackground.setState((state) => ({
      output: { ...state.output, [shellId]: appendProgress(state.output[shellId], { stream: 'pty', data }) as PtyStream },
    })),
  );
}

export const isAlive = (shell: TerminalShell | undefined) => shell?.status === 'running' || shell?.status === 'waiting_for_input';

/** The session's commands as the core keeps them: running, waiting for input, or finished and not yet read. */
export const useBackground = create<BackgroundState>((set, get) => ({
  shells: {},
  output: {},
  error: null,
  refresh(sessionId) {
    const running = inFlight.get(sessionId);
    if (running) return running;
    const request = deft()
      .terminal.list({ sessionId })
      .then((result) => {
        if (!result.ok) return set({ error: result.error.message });
        const shells = result.data.toSorted((a, b) => b.startedAt - a.startedAt);
        set((state) => ({ error: null, shells: { ...state.shells, [sessionId]: shells } }));
      })
      .finally(() => inFlight.delete(sessionId));
    inFlight.set(sessionId, request);
    return request;
  },
  async kill(sessionId, shellId) {
    const result = await deft().terminal.kill({ sessionId, shellId });
    if (!result.ok) set({ error: result.error.message });
    await get().refresh(sessionId);
  },
}));
