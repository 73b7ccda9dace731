import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionSummary } from '../../../../shared/ipc/domains/sessions.ts';
import { DeleteSessionDialog } from '../worktrees/DeleteSessionDialog.tsx';
import { useWorktrees } from '../worktrees/store.ts';
import { WorktreeBadge } from '../worktrees/WorktreeBadge.tsx';
import { ActivityMark } from './ActivityMark.tsx';
import { downloadText } from './download.ts';
import { useSessions } from './store.ts';

type Editing = 'none' | 'rename' | 'delete';

/**
 * A session in the sidebar: its title, the time it was last used (to the minute; the day is its
 * group's heading), its state, and, as small buttons over its right end, rename (the title prefilled and selected), export and delete
 * (confirmed; Escape cancels). Leaving a rename or a confirmation puts the focus back on its button.
 */
export function SessionRow({ session }: { session: SessionSummary }) {
  const { t, i18n } = useTranslation('sessions');
  const { selectedId, select, rename, remove, exportJson } = useSessions();
  const [editing, setEditing] = useState<Editing>('none');
  const worktree = useWorktrees((state) => state.bySession[session.id]);
  const [title, setTitle] = useState(session.title);
  const renameButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const leftEditing = useRef<Editing>('none');
  const selected = selectedId === session.id;
  const label = session.title || t('untitled');
  useEffect(() => {
    if (editing !== 'none' || leftEditing.current === 'none') return;
    const button = leftEditing.current === 'rename' ? renameButton.current : deleteButton.current;
    leftEditing.current = 'none';
    button?.focus();
    // The actions show only while the row is hovered or holds the focus: else the row's own button.
    if (document.activeElement !== button) openButton.current?.focus();
  }, [editing]);
  const stopEditing = () => {
    leftEditing.current = editing;
    setEditing('none');
  };

  if (editing === 'rename') {
    return (
      <li className="session-row">
        <form
          className="rename"
          onSubmit={(event) => {
            event.preventDefault();
            if (title.trim()) void rename(session.id, title.trim());
            stopEditing();
          }}
        >
          <input
            aria-label={t('newTitle')}
            value={title}
            autoFocus
            onFocus={(event) => event.currentTarget.select()}
            onChange={(event) => setTitle(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              event.preventDefault();
              stopEditing();
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
        ref={openButton}
        type="button"
        className="session-open"
        aria-current={selected ? 'page' : undefined}
        onClick={() => select(session.id)}
      >
        <span className="session-title">{label}</span>
        <time className="session-time" dateTime={new Date(session.updatedAt).toISOString()}>
          {new Date(session.updatedAt).toLocaleTimeString(i18n.language, { timeStyle: 'short' })}
        </time>
        <WorktreeBadge sessionId={session.id} />
        <ActivityMark sessionId={session.id} />
      </button>
      {editing === 'delete' && worktree && (
        <DeleteSessionDialog worktree={worktree} title={label} onDelete={(becomes) => remove(session.id, becomes)} onClose={stopEditing} />
      )}
      {editing === 'delete' && !worktree ? (
        <div
          className="session-actions confirm"
          role="group"
          aria-label={t('confirmDelete', { title: label })}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            stopEditing();
          }}
        >
          <span>{t('confirmDelete', { title: label })}</span>
          <button type="button" className="danger" data-testid="confirm-delete" onClick={() => void remove(session.id)}>
            {t('delete')}
          </button>
          <button type="button" data-testid="cancel-delete" autoFocus onClick={stopEditing}>
            {t('cancel')}
          </button>
        </div>
      ) : (
        <div className="session-actions session-tools">
          <button
            ref={renameButton}
            type="button"
            aria-label={t('renameLabel', { title: label })}
            title={t('rename')}
            onClick={() => {
              setTitle(session.title);
              setEditing('rename');
            }}
          >
            <span aria-hidden="true">✎</span>
          </button>
          <button
            type="button"
            aria-label={t('exportLabel', { title: label })}
            title={t('export')}
            onClick={async () => {
              const json = await exportJson(session.id);
              if (json) downloadText(`${label}.json`, json);
            }}
          >
            <span aria-hidden="true">⤓</span>
          </button>
          <button ref={deleteButton} type="button" className="danger" aria-label={t('deleteLabel', { title: label })} title={t('delete')} onClick={() => setEditing('delete')}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
      )}
    </li>
  );
}
