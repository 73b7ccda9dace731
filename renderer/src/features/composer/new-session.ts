import type { WorktreeWish } from '../../../../shared/vocabulary/worktrees.ts';
import { unwrap } from '../../app/ipc-result.ts';
import { deft } from '../../deft.ts';
import { useSessions } from '../sessions/store.ts';

/**
 * Starts a session in the open project (else in `folder`), with this provider and model when given,
 * in a new worktree when asked, and selects it; answers its id. A session working in a worktree names the worktree
 * as its folder: the next one starts in the project the sidebar lists them under.
 */
export async function startSession(folder: string, choice: { provider?: string; model?: string; worktree?: WorktreeWish } = {}): Promise<string> {
  const projectPath = useSessions.getState().projectPath ?? folder;
  const session = unwrap(await deft().sessions.create({ projectPath, ...choice }));
  useSessions.setState((state) => ({ sessions: [session, ...state.sessions], selectedId: session.id }));
  return session.id;
}
