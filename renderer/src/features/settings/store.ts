import { deft } from '../../deft.ts';
import { createSettingsStore, type SecretName } from './settings-store.ts';

export type { WriteOutcome } from './settings-store.ts';

/** The settings screen's and the first run's state: the user settings file, the stored keys, the providers. */
export const useSettings = createSettingsStore(deft);

const noKeys: readonly SecretName[] = [];

/** The names of the stored keys (a stable empty list until they are known). */
export function useStoredKeys(): readonly SecretName[] {
  return useSettings((state) => state.secrets?.names ?? noKeys);
}
