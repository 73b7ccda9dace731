import { create } from 'zustand';
import type { ProviderInfo } from '../../../../shared/ipc/domains/models.ts';
import type { SecretsStatus } from '../../../../shared/ipc/domains/secrets.ts';
import type { SettingsProblemView } from '../../../../shared/ipc/domains/settings.ts';
import type { DeftApi } from '../../../../shared/ipc/api.ts';
import { outcomeOf, type Failure, type Outcome } from './failure.ts';
import { editableSettings, withValueAt, type SettingsValue } from './settings-object.ts';

export type SecretName = SecretsStatus['names'][number];

export interface UserSettingsFile {
  path: string;
  text: string | null;
  value: SettingsValue | null;
  problems: SettingsProblemView[];
}

/** What a write answered: nothing went wrong, or why, and the problems the file has after it. */
export type WriteOutcome = { ok: true; problems: SettingsProblemView[] } | { ok: false; failure: Failure };

export interface SettingsState {
  /** `<data dir>/settings.json`, where the settings screen writes. */
  user: UserSettingsFile | null;
  userFailure: Failure | null;
  secrets: SecretsStatus | null;
  secretsFailure: Failure | null;
  providers: ProviderInfo[] | null;
  providersFailure: Failure | null;
  loadUser(): Promise<void>;
  loadSecrets(): Promise<void>;
  loadProviders(): Promise<void>;
  /** Sets one key of the user settings (undefined removes it), keeping every other key as the file has it now. */
  writeUser(path: readonly string[], value: unknown): Promise<WriteOutcome>;
  setSecret(name: SecretName, value: string): Promise<Failure | null>;
  clearSecret(name: SecretName): Promise<Failure | null>;
}

/** The settings screens' state over the given `window.deft` (the tests hand in one built on the real router). */
export function createSettingsStore(deft: () => DeftApi) {
  const store = create<SettingsState>((set, get) => ({
    user: null,
    userFailure: null,
    secrets: null,
    secretsFailure: null,
    providers: null,
    providersFailure: null,
    async loadUser() {
      const outcome = await outcomeOf(deft().settings.read({ scope: 'user' }));
      set(outcome.ok ? { user: outcome.data, userFailure: null } : { userFailure: outcome.failure });
    },
    async loadSecrets() {
      const outcome = await outcomeOf(deft().secrets.list());
      set(outcome.ok ? { secrets: outcome.data, secretsFailure: null } : { secretsFailure: outcome.failure });
    },
    async loadProviders() {
      const outcome = await outcomeOf(deft().models.providers());
      set(outcome.ok ? { providers: outcome.data, providersFailure: null } : { providersFailure: outcome.failure });
    },
    async writeUser(path, value) {
      const current = await outcomeOf(deft().settings.read({ scope: 'user' }));
      if (!current.ok) return current;
      const editable = editableSettings(current.data);
      if (!editable.ok) return { ok: false, failure: { key: 'errors.notAnObject', params: { path: editable.path } } };
      const written = await outcomeOf(deft().settings.write({ scope: 'user', value: withValueAt(editable.value, path, value) }));
      await get().loadUser();
      return written.ok ? { ok: true, problems: written.data.problems } : written;
    },
    async setSecret(name, value) {
      return secretsChanged(await outcomeOf(deft().secrets.set({ name, value })));
    },
    async clearSecret(name) {
      return secretsChanged(await outcomeOf(deft().secrets.clear({ name })));
    },
  }));

  async function secretsChanged(outcome: Outcome<SecretsStatus>): Promise<Failure | null> {
    if (!outcome.ok) return outcome.failure;
    store.setState({ secrets: outcome.data, secretsFailure: null });
    // Whether a provider has a key changed too.
    await store.getState().loadProviders();
    return null;
  }
  return store;
}
