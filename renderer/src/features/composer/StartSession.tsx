import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { composerId } from '../../app/composer-focus.ts';
import { failureMessage, unwrap } from '../../app/ipc-result.ts';
import { deft } from '../../deft.ts';
import { startSession } from './new-session.ts';
import { PastedTexts } from './PastedTexts.tsx';
import { usePastedTexts } from './use-pasted-texts.ts';
import './composer.css';

/**
 * A project open with no session chosen (as after the first run): a prompt box, focused, whose
 * first message starts a session in the project and is sent there (a large paste goes with it as a chip).
 */
export function StartSession({ projectPath }: { projectPath: string }) {
  const { t } = useTranslation('composer');
  const [prompt, setPrompt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pasted = usePastedTexts();
  const start = async () => {
    const text = pasted.prompt(prompt.trim());
    if (!text || busy) return;
    setBusy(true);
    setError(null);
    try {
      const sessionId = await startSession(projectPath);
      unwrap(await deft().chat.send({ sessionId, prompt: text }));
    } catch (failure) {
      setError(failureMessage(failure));
      setBusy(false);
    }
  };
  return (
    <section className="start-session" aria-label={t('start.label')}>
      <p className="muted">{t('start.hint')}</p>
      <PastedTexts pastes={pasted.pastes} onRemove={pasted.remove} />
      <div className="composer">
        <textarea
          autoFocus
          id={composerId}
          aria-label={t('prompt')}
          placeholder={t('start.placeholder')}
          data-testid="start-composer"
          value={prompt}
          disabled={busy}
          onChange={(event) => setPrompt(event.target.value)}
          onPaste={(event) => pasted.take(event)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void start();
            }
          }}
        />
        <button type="button" className="primary" disabled={(!prompt.trim() && pasted.pastes.length === 0) || busy} onClick={() => void start()} data-testid="start-send">
          {t('send')}
        </button>
      </div>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </section>
  );
}
