import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueuedMessage } from '../../../../shared/ipc/domains/chat.ts';
import { lineCount, promptWithPastes, splitPastes } from '../composer/pasted-text.ts';
import { useQueues } from './store.ts';
import './queue.css';

const noMessages: QueuedMessage[] = [];

/** A message as its buttons' labels name it: its first words. */
const named = (prompt: string) => (prompt.length > 60 ? `${prompt.slice(0, 59)}…` : prompt);

/**
 * The messages the person sent while the turn ran, above the composer: each is sent when the turn
 * ends, in order, or at the turn's next safe point after "Send now"; until then it can be edited or removed.
 */
export function QueuedMessages({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('queue');
  const messages = useQueues((state) => state.queues[sessionId] ?? noMessages);
  const error = useQueues((state) => state.errors[sessionId]);
  useEffect(() => {
    void useQueues.getState().load(sessionId);
  }, [sessionId]);
  if (messages.length === 0 && !error) return null;
  return (
    <section className="queued-messages" aria-label={t('label')} data-testid="queued-messages">
      {messages.length > 0 && (
        <ol>
          {messages.map((message) => (
            <QueuedItem key={message.id} sessionId={sessionId} message={message} />
          ))}
        </ol>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

function QueuedItem({ sessionId, message }: { sessionId: string; message: QueuedMessage }) {
  const { t } = useTranslation('queue');
  const { t: tComposer } = useTranslation('composer');
  const { edit, remove, sendNow } = useQueues.getState();
  const [draft, setDraft] = useState<string | null>(null);
  const steering = message.delivery === 'steer';
  const images = message.images?.length ?? 0;
  // Large pastes show as their chips, as in the composer; editing changes the typed text and keeps them.
  const { typed, pastes } = splitPastes(message.prompt);
  const pasteLabels = pastes.map((paste) => tComposer('pasted.label', { count: lineCount(paste) }));
  const name = named(typed || pasteLabels.join(', '));
  const empty = (text: string) => text.trim() === '' && pastes.length === 0;
  const save = async () => {
    if (draft === null || empty(draft)) return;
    if (await edit(sessionId, message.id, promptWithPastes(draft.trim(), pastes))) setDraft(null);
  };

  if (draft !== null) {
    return (
      <li className="queued-message" data-testid="queued-message" data-delivery={message.delivery}>
        <form
          className="queued-edit"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <textarea
            aria-label={t('editLabel')}
            data-testid="queued-edit"
            value={draft}
            rows={2}
            autoFocus
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                setDraft(null);
              } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                void save();
              }
            }}
          />
          <button type="submit" className="primary" disabled={empty(draft)}>
            {t('save')}
          </button>
          <button type="button" onClick={() => setDraft(null)}>
            {t('cancel')}
          </button>
        </form>
      </li>
    );
  }
  return (
    <li className="queued-message" data-testid="queued-message" data-delivery={message.delivery}>
      <span className="queued-state">{steering ? t('steering') : t('queued')}</span>
      <div className="queued-content">
        {typed && <p className="queued-text">{typed}</p>}
        {pastes.length > 0 && (
          <ul className="pasted-texts queued-pastes">
            {pastes.map((paste, index) => (
              <li key={index} className="pasted-chip" data-testid="queued-paste" title={paste.slice(0, 500)}>
                {pasteLabels[index]}
              </li>
            ))}
          </ul>
        )}
        {images > 0 && <span className="muted"> {t('images', { count: images })}</span>}
      </div>
      <div className="queued-actions">
        <button type="button" aria-label={t('editOf', { prompt: name })} onClick={() => setDraft(typed)}>
          {t('edit')}
        </button>
        <button type="button" aria-label={t('removeOf', { prompt: name })} onClick={() => void remove(sessionId, message.id)}>
          {t('remove')}
        </button>
        {!steering && (
          <button type="button" title={t('sendNowTitle')} aria-label={t('sendNowOf', { prompt: name })} onClick={() => void sendNow(sessionId, message.id)}>
            {t('sendNow')}
          </button>
        )}
      </div>
    </li>
  );
}
