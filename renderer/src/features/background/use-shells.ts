import { useEffect } from 'react';
import type { TerminalShell } from '../../../../shared/ipc/domains/terminal.ts';
import { isAlive, useBackground } from './store.ts';

/** While a command lives, how often its status is asked again (no event reports it). */
const pollMs = 2000;

/** The session's commands, listed now and whenever `changed` changes, and again while any is alive. */
export function useShells(sessionId: string | null, changed: unknown = null): TerminalShell[] {
  const shells = useBackground((state) => (sessionId ? state.shells[sessionId] : undefined));
  const refresh = useBackground((state) => state.refresh);
  const anyAlive = shells?.some(isAlive) ?? false;
  useEffect(() => {
    if (!sessionId) return;
    void refresh(sessionId);
    if (!anyAlive) return;
    const timer = setInterval(() => void refresh(sessionId), pollMs);
    return () => clearInterval(timer);
  }, [sessionId, changed, anyAlive, refresh]);
  return shells ?? noShells;
}

const noShells: TerminalShell[] = [];
