import { useEffect, useState } from 'react';
import type { ModelInUseView } from '../../../../shared/ipc/domains/models.ts';
import { deft } from '../../deft.ts';
import { outcomeOf, type Outcome } from './failure.ts';
import { useSettings, useStoredKeys } from './store.ts';

/**
 * The provider and model a new chat in the project would use, as the core resolves them; asked again
 * whenever the user settings or the stored keys change, since either can change the answer.
 */
export function useModelInUse(projectPath: string | null): Outcome<ModelInUseView> | null {
  const userText = useSettings((state) => state.user?.text ?? null);
  const keys = useStoredKeys();
  const [answer, setAnswer] = useState<Outcome<ModelInUseView> | null>(null);
  useEffect(() => {
    let current = true;
    void outcomeOf(deft().models.inUse(projectPath ? { projectPath } : {})).then((outcome) => {
      if (current) setAnswer(outcome);
    });
    return () => {
      current = false;
    };
  }, [projectPath, userText, keys]);
  return answer;
}
