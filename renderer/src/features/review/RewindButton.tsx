import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChat } from '../chat/store.ts';
import { RewindDialog } from './RewindDialog.tsx';
import './review.css';

/** On a user message: rewinds the files, and optionally the conversation, to just before it. */
export function RewindButton({ messageId }: { messageId: string }) {
  const { t } = useTranslation('review');
  const sessionId = useChat((state) => state.sessionId);
  const running = useChat((state) => state.conversation.running);
  const [open, setOpen] = useState(false);
  if (!sessionId) return null;
  return (
    <>
      <button type="button" className="rewind-button" onClick={() => setOpen(true)} disabled={running} data-testid="rewind">
        {t('rewind.button')}
      </button>
      {open && <RewindDialog sessionId={sessionId} messageId={messageId} onClose={() => setOpen(false)} />}
    </>
  );
}
