import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderInfo } from '../../../../shared/ipc/domains/models.ts';
import type { SessionSummary } from '../../../../shared/ipc/domains/sessions.ts';
import { failureMessage, unwrap } from '../../app/ipc-result.ts';
import { deft } from '../../deft.ts';
import { useChat } from '../chat/store.ts';
import { startSession } from './new-session.ts';

type ModelChoices = { state: 'loading' } | { state: 'ready'; provider: ProviderInfo['id']; models: string[] } | { state: 'failed'; message: string };

/**
 * The session's provider and model. A model picked here answers this session's next prompt, or
 * starts a new session in the same project.
 */
export function ModelSelector({ session }: { session: SessionSummary }) {
  const { t } = useTranslation('composer');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="model-selector">
      <span className="model-current" data-testid="session-model">
        {session.provider && `${session.provider} · `}
        {session.model ?? t('model.unknown')}
      </span>
      <button type="button" aria-expanded={open} aria-controls={panelId} data-testid="model-change" onClick={() => setOpen(!open)}>
        {t('model.change')}
      </button>
      {open && <ModelPanel id={panelId} session={session} />}
    </div>
  );
}

function ModelPanel({ id, session }: { id: string; session: SessionSummary }) {
  const { t } = useTranslation('composer');
  const selectId = useId();
  const choices = useModelChoices(session.provider);
  const [picked, setPicked] = useState(session.model ?? '');
  const [error, setError] = useState<string | null>(null);
  const running = useChat((state) => state.conversation.running);
  const attempt = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failureMessage(failure));
    }
  };
  const start = () => attempt(() => startSession(session.cwd, { provider: choices.state === 'ready' ? choices.provider : undefined, model: picked }));
  const use = () => attempt(async () => unwrap(await deft().chat.setModel({ sessionId: session.id, model: picked })));
  return (
    <div id={id} className="model-panel" data-testid="model-panel">
      <p className="muted">{t('model.nextSession')}</p>
      {choices.state === 'loading' && <p className="muted">{t('model.loading')}</p>}
      {choices.state === 'failed' && <p className="error">{choices.message}</p>}
      {choices.state === 'ready' && (
        <div className="model-pick">
          <label htmlFor={selectId}>{t('model.label')}</label>
          <select id={selectId} data-testid="model-select" value={picked} onChange={(event) => setPicked(event.target.value)}>
            {!choices.models.includes(picked) && <option value={picked}>{picked || t('model.unknown')}</option>}
            {choices.models.map((model) => (
              <option key={model} value={model}>
                {model}
              </option>
            ))}
          </select>
          <button type="button" className="primary" data-testid="model-use" disabled={!picked || picked === session.model || running} onClick={() => void use()}>
            {t('model.use')}
          </button>
          <button type="button" data-testid="model-new-session" disabled={!picked} onClick={() => void start()}>
            {t('model.startNew')}
          </button>
        </div>
      )}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The models the session's provider offers, asked once the panel opens. */
function useModelChoices(provider: string | null): ModelChoices {
  const { t } = useTranslation('composer');
  const [choices, setChoices] = useState<ModelChoices>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    const answer = (next: ModelChoices) => current && setChoices(next);
    void (async () => {
      const providers = await deft().models.providers();
      const known = providers.ok ? providers.data.find((info) => info.id === provider) : undefined;
      if (!known) return answer({ state: 'failed', message: t('model.noProvider', { provider: provider ?? '?' }) });
      const list = await deft().models.list({ provider: known.id });
      if (!list.ok) return answer({ state: 'failed', message: list.error.message });
      answer(list.data.ok ? { state: 'ready', provider: known.id, models: list.data.models } : { state: 'failed', message: list.data.error.message });
    })();
    return () => {
      current = false;
    };
  }, [provider, t]);
  return choices;
}
