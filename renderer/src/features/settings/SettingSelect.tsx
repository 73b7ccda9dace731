import { useId, useState } from 'react';
import type { Failure } from './failure.ts';
import { FailureText } from './FailureText.tsx';
import { textAt } from './settings-object.ts';
import { useSettings } from './store.ts';

interface SettingSelectProps {
  /** The key path in the user settings; the empty choice removes the key. */
  path: readonly string[];
  label: string;
  /** Each choice's value and label; the first one whose value is '' stands for "not set". */
  choices: ReadonlyArray<{ value: string; label: string }>;
  testId: string;
}

/** A setting of `<data dir>/settings.json` chosen from a list, written as soon as it changes. */
export function SettingSelect({ path, label, choices, testId }: SettingSelectProps) {
  const id = useId();
  const saved = useSettings((state) => textAt(state.user?.value ?? null, path));
  const [failure, setFailure] = useState<Failure | null>(null);
  const choose = async (value: string) => {
    const outcome = await useSettings.getState().writeUser(path, value === '' ? undefined : value);
    setFailure(outcome.ok ? null : outcome.failure);
  };
  return (
    <div className="settings-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={saved} onChange={(event) => void choose(event.target.value)} data-testid={testId}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <FailureText failure={failure ?? undefined} />
    </div>
  );
}
