import { unwrap } from '../../app/ipc-result.ts';
import { deft } from '../../deft.ts';
import { useSessions } from '../sessions/store.ts';

/** Starts a session in the open project, with this provider and model when given, and selects it. */
export async function startSession(projectPath: string, choice: { provider?: string; model?: string } = {}): Promise<void> {
  const session = unwrap(await deft().sessions.create({ projectPath, ...choice }));
  useSessions.setState((state) => ({ sessions: [session, ...state.sessions], selectedId: session.id }));
}
