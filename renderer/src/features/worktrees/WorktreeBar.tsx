import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredWorktree, WorktreeFileChange, WorktreeStatus } from '../../../../shared/vocabulary/worktrees.ts';
import { useChat } from '../chat/store.ts';
import { FinishDialog } from './FinishDialog.tsx';
import { useWorktrees } from './store.ts';
import './worktrees.css';

/**
 * For a session in a worktree: its branch and base, how far ahead and behind, the files changed
 * (committed on the branch, and not yet), and "Finish…"; refreshed when a turn ends. Nothing for a
 * session that works in its project.
 */
export function WorktreeBar({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('worktrees');
  const status = useWorktrees((state) => (state.status?.sessionId === sessionId ? state.status : null));
  const running = useChat((state) => state.conversation.running);
  const [finishing, setFinishing] = useState(false);
  useEffect(() => {
    if (!running) void useWorktrees.getState().refreshStatus(sessionId);
  }, [sessionId, running]);
  const worktree = status?.worktree;
  if (!worktree) return null;
  return (
    <>
      {worktree.finished ? (
        <div className="worktree-bar" data-testid="worktree-bar" data-finished={worktree.finished}>
          <p className="muted">{t(`finished.${worktree.finished}`, { branch: worktree.branch ?? worktree.name, base: worktree.baseBranch ?? '' })}</p>
        </div>
      ) : (
        <OpenWorktree worktree={worktree} status={status.status} running={running} onFinish={() => setFinishing(true)} />
      )}
      {/* Beside the bar, not in it: the dialog stays open when the bar turns into the finished one, to show how the finish went. */}
      {finishing && <FinishDialog sessionId={sessionId} onClose={() => setFinishing(false)} />}
    </>
  );
}

interface OpenWorktreeProps {
  worktree: StoredWorktree;
  status: WorktreeStatus | null;
  running: boolean;
  onFinish(): void;
}

function OpenWorktree({ worktree, status, running, onFinish }: OpenWorktreeProps) {
  const { t } = useTranslation('worktrees');
  const error = useWorktrees((state) => state.error);
  const changes = status ? changedFiles(status.committed, status.uncommitted) : [];
  return (
    <div className="worktree-bar" data-testid="worktree-bar" aria-label={t('label')} role="region">
      <div className="worktree-bar-line">
        {worktree.branch ? (
          <span>
            <span aria-hidden="true">⎇ </span>
            <span className="worktree-branch" data-testid="worktree-branch">
              {worktree.branch}
            </span>
            {worktree.baseBranch && <span className="muted"> {t('from', { base: worktree.baseBranch })}</span>}
          </span>
        ) : (
          <span data-testid="worktree-branch">{t('cloneOf', { project: worktree.projectPath })}</span>
        )}
        {status?.ahead != null && <span data-testid="worktree-ahead-behind">{t('aheadBehind', { ahead: status.ahead, behind: status.behind ?? 0 })}</span>}
        {status && !status.present && <span className="error">{t('folderGone', { path: worktree.path })}</span>}
        <button type="button" className="worktree-finish" onClick={onFinish} disabled={running} data-testid="worktree-finish">
          {t('finish')}
        </button>
      </div>
      <details>
        <summary>{t('changed', { count: changes.length })}</summary>
        {changes.length === 0 ? (
          <p className="muted">{t('noChanges')}</p>
        ) : (
          <ul className="worktree-files" data-testid="worktree-files">
            {changes.map((change) => (
              <li key={`${change.where}:${change.path}`} data-where={change.where}>
                <span className="change-status">{change.status}</span> {change.path}
                <span className="muted"> {t(`where.${change.where}`)}</span>
              </li>
            ))}
          </ul>
        )}
      </details>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function changedFiles(committed: readonly WorktreeFileChange[], uncommitted: readonly WorktreeFileChange[]) {
  return [...committed.map((change) => ({ ...change, where: 'committed' as const })), ...uncommitted.map((change) => ({ ...change, where: 'uncommitted' as const }))];
}
