import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChat } from './store.ts';

/** The prompt box: Enter sends, Shift+Enter starts a new line; while a turn runs, Stop cancels it. */
export function Composer({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation('chat');
  const running = useChat((state) => state.conversation.running);
  const { send, cancel } = useChat.getState();
  const [prompt, setPrompt] = useState('');
  const submit = async () => {
    const text = prompt.trim();
    if (!text || running) return;
    if (await send(text)) setPrompt('');
  };
  return (
    <form
      className="composer"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <textarea
        aria-label={t('prompt')}
        placeholder={t('placeholder')}
        data-testid="composer"
        rows={3}
        autoFocus={autoFocus}
        value={prompt}
        onChange={(event) => setPrompt(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          void submit();
        }}
      />
      {running ? (
        <button type="button" className="danger" data-testid="cancel" onClick={() => void cancel()}>
          {t('stop')}
        </button>
      ) : (
        <button type="submit" className="primary" data-testid="send" disabled={!prompt.trim()}>
          {t('send')}
        </button>
      )}
    </form>
  );
}
