import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionSummary } from '../../../../shared/ipc/domains/sessions.ts';
import { DeleteSessionDialog } from '../worktrees/DeleteSessionDialog.tsx';
import { useWorktrees } from '../worktrees/store.ts';
import { WorktreeBadge } from '../worktrees/WorktreeBadge.tsx';
import { ActivityMark } from './ActivityMark.tsx';
import { downloadText } from './download.ts';
import { useSessions } from './store.ts';

type Editing = 'none' | 'rename' | 'delete';

export function SessionRow({ session }: { session: SessionSummary }) {
  const { t, i18n } = useTranslation('sessions');
  const { selectedId, select, rename, remove, exportJson } = useSessions();
  const [editing, setEditing] = useState<Editing>('none');
  const worktree = useWorktrees((state) => state.bySession[session.id]);
  const [title, setTitle] = useState(session.title);
  const selected = selectedId === session.id;
  const label = session.title || t('untitled');

  if (editing === 'rename') {
    return (
      <li className="session-row">
        <form
          className="rename"
          onSubmit={(event) => {
            event.preventDefault();
            if (title.trim()) void rename(session.id, title.trim());
            setEditing('none');
          }}
        >
          <input
            aria-label={t('newTitle')}
            value={title}
            autoFocus
            onChange={(event) => setTitle(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              event.preventDefault();
              setEditing('none');
            }}
          />
          <button type="submit">{t('save')}</button>
        </form>
      </li>
    );
  }
  return (
    <li className="session-row" data-selected={selected} data-testid="session-row" data-session-id={session.id}>
      <button
        type="button"
        className="session-open"
        aria-current={selected ? 'page' : undefined}
        onClick={() => select(session.id)}
      >
        <span className="session-title">{label}</span>
        <span className="session-time">{new Date(session.updatedAt).toLocaleString(i18n.language)}</span>
        <WorktreeBadge sessionId={session.id} />
        <ActivityMark sessionId={session.id} />
      </button>
      {editing === 'delete' && worktree && (
        <DeleteSessionDialog worktree={worktree} title={label} onDelete={(becomes) => remove(session.id, becomes)} onClose={() => setEditing('none')} />
      )}
      {editing === 'delete' && !worktree ? (
        <div className="session-actions confirm" role="group" aria-label={t('confirmDelete', { title: label })}>
          <span>{t('confirmDelete', { title: label })}</span>
          <button type="button" className="danger" data-testid="confirm-delete" onClick={() => void remove(session.id)}>
            {t('delete')}
          </button>
          <button type="button" onClick={() => setEditing('none')}>
            {t('cancel')}
          </button>
        </div>
      ) : (
        <div className="session-actions">
          <button type="button" aria-label={t('renameLabel', { title: label })} onClick={() => setEditing('rename')}>
            {t('rename')}
          </button>
          <button
            type="button"
            aria-label={t('exportLabel', { title: label })}
            onClick={async () => {
              const json = await exportJson(session.id);
              if (json) downloadText(`${label}.json`, json);
            }}
          >
            {t('export')}
          </button>
          <button type="button" className="danger" aria-label={t('deleteLabel', { title: label })} onClick={() => setEditing('delete')}>
            {t('delete')}
          </button>
        </div>
      )}
    </li>
  );
}
