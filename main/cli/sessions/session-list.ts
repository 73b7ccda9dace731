import type { Session } from '../../core/store/types.ts';
import { localTime } from './local-time.ts';

/** One line per session: id, last update, title, folder. */
export function formatSessionList(sessions: readonly Session[]): string {
  if (sessions.length === 0) return 'No sessions.\n';
  const titleWidth = Math.min(50, Math.max(...sessions.map((session) => displayTitle(session).length)));
  const lines = sessions.map((session) => {
    const title = displayTitle(session);
    const cut = title.length > titleWidth ? `${title.slice(0, titleWidth - 1)}…` : title.padEnd(titleWidth);
    return `${session.id}  ${localTime(session.updatedAt)}  ${cut}  ${session.cwd}`;
  });
  return `${lines.join('\n')}\n`;
}

export function displayTitle(session: Session): string {
  return session.title || '(untitled)';
}
