import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessions } from '../sessions/store.ts';
import { useWorktrees } from './store.ts';
import './worktrees.css';

/** The branch of a session that works in a worktree, for its row in the sidebar; nothing for the others. */
export function WorktreeBadge({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('worktrees');
  const projectPath = useSessions((state) => state.projectPath);
  const worktree = useWorktrees((state) => state.bySession[sessionId]);
  useEffect(() => {
    if (projectPath && useWorktrees.getState().projectPath !== projectPath) void useWorktrees.getState().loadProject(projectPath);
  }, [projectPath]);
  if (!worktree) return null;
  const label = worktree.branch ?? t('clone');
  return (
    <span className="worktree-badge" data-testid="worktree-badge" title={t('badgeTitle', { label, path: worktree.path })}>
      <span aria-hidden="true">⎇ </span>
      {label}
    </span>
  );
}
