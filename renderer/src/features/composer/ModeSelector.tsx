import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionMode } from '../../../../shared/vocabulary/permission-modes.ts';
import { deft } from '../../deft.ts';
import { useChat } from '../chat/store.ts';
import { BypassConfirm } from './BypassConfirm.tsx';

const offeredModes: readonly PermissionMode[] = ['default', 'acceptEdits', 'plan', 'bypassPermissions'];

/** The session's permission mode, changed through `chat.setMode`; plan and bypass say plainly what they mean, and bypass is confirmed first. */
export function ModeSelector({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('composer');
  const id = useId();
  const mode = (useChat((state) => state.session?.mode) ?? 'default') as PermissionMode;
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const modes = offeredModes.includes(mode) ? offeredModes : [...offeredModes, mode];
  const change = async (wanted: PermissionMode) => {
    const result = await deft().chat.setMode({ sessionId, mode: wanted });
    if (!result.ok) return setError(result.error.message);
    setError(null);
    useChat.setState((state) => (state.session?.id === sessionId ? { session: { ...state.session, mode: result.data.mode } } : {}));
  };
  const warning = mode === 'plan' || mode === 'bypassPermissions';
  return (
    <div className="mode-selector" data-mode={mode}>
      <label htmlFor={id}>{t('mode.label')}</label>
      <select
        id={id}
        data-testid="mode-selector"
        value={mode}
        onChange={(event) => {
          const wanted = event.target.value as PermissionMode;
          if (wanted === 'bypassPermissions') setConfirming(true);
          else void change(wanted);
        }}
      >
        {modes.map((option) => (
          <option key={option} value={option}>
            {t(`mode.names.${option}`, { defaultValue: option })}
          </option>
        ))}
      </select>
      {warning && (
        <span className={`mode-warning mode-${mode}`} data-testid="mode-warning" role="status">
          {t(`mode.warnings.${mode}`)}
        </span>
      )}
      {confirming && (
        <BypassConfirm
          onConfirm={() => {
            setConfirming(false);
            void change('bypassPermissions');
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
      {error && (
        <span role="alert" className="error">
          {error}
        </span>
      )}
    </div>
  );
}
