import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsProblemView } from '../../../../shared/ipc/domains/settings.ts';
import type { Failure } from './failure.ts';
import { FailureText } from './FailureText.tsx';
import { ProblemList } from './ProblemList.tsx';
import { textAt } from './settings-object.ts';
import { useSettings } from './store.ts';

interface SettingTextFieldProps {
  /** The key path in the user settings; an empty field removes the key. */
  path: readonly string[];
  label: string;
  hint?: ReactNode;
  placeholder?: string;
  /** A failure for text main would refuse or a run could not use. */
  check?: (text: string) => Failure | null;
  testId: string;
}

/** A text setting of `<data dir>/settings.json`, saved on demand, with what the write answered beside it. */
export function SettingTextField({ path, label, hint, placeholder, check, testId }: SettingTextFieldProps) {
  const { t } = useTranslation('settings');
  const id = useId();
  const saved = useSettings((state) => textAt(state.user?.value ?? null, path));
  const [text, setText] = useState(saved);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [problems, setProblems] = useState<SettingsProblemView[]>([]);
  useEffect(() => setText(saved), [saved]);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    const refused = value === '' ? null : (check?.(value) ?? null);
    setFailure(refused);
    if (refused) return;
    setPending(true);
    const outcome = await useSettings.getState().writeUser(path, value === '' ? undefined : value);
    setPending(false);
    setFailure(outcome.ok ? null : outcome.failure);
    setProblems(outcome.ok ? outcome.problems : []);
  };
  return (
    <form className="settings-field" onSubmit={(event) => void save(event)} data-testid={testId}>
      <label htmlFor={id}>{label}</label>
      <div className="settings-row">
        <input id={id} type="text" spellCheck={false} value={text} placeholder={placeholder} onChange={(event) => setText(event.target.value)} data-testid={`${testId}-input`} />
        <button type="submit" disabled={pending || text.trim() === saved}>
          {t('field.save')}
        </button>
      </div>
      {hint && <p className="settings-hint">{hint}</p>}
      <FailureText failure={failure ?? undefined} />
      <ProblemList problems={problems} />
    </form>
  );
}
