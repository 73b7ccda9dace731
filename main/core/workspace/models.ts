import type { CheckResultView, ModelInUseView, ModelListView, ProviderInfo } from '../../../shared/ipc/domains/models.ts';
import { listModels } from '../agent/model/list-models.ts';
import { apiKeyNames, defaultBaseUrls, providerIds, providerLabels, requiresApiKey } from '../agent/model/provider-config.ts';
import { defaultModels, resolveProvider } from '../agent/model/resolve-provider.ts';
import type { ProviderId } from '../agent/model/types.ts';
import type { Secrets } from '../settings/secrets.ts';
import type { LoadedSettings } from '../settings/types.ts';
import { configuredBaseUrl, keyForEndpoint, withoutKey } from './provider-key.ts';

export interface ModelsService {
  providers(): ProviderInfo[];
  /** The provider and model a new session in the project (or outside any project) would use, and where each choice came from. */
  inUse(projectDir?: string): ModelInUseView;
  list(provider: ProviderId, baseUrl?: string): Promise<ModelListView>;
  /** Lists the endpoint's models and, when a model is named, checks that it is among them. */
  test(provider: ProviderId, model?: string, baseUrl?: string): Promise<CheckResultView>;
}

export interface ModelsOptions {
  secrets: Secrets;
  /** The environment a run would see now: the process's, with the user settings' `env` (base URLs) over it. */
  env: () => NodeJS.ProcessEnv;
  /** The process's own environment, under the settings' `env`, as a session reads it. */
  processEnv: NodeJS.ProcessEnv;
  /** The settings a new session in the project would load (the user's alone without one); throws for a folder that is not an open project. */
  settingsFor: (projectDir?: string) => LoadedSettings;
  /** How long one model list may take. */
  timeoutMs?: number;
}

export function createModelsService(options: ModelsOptions): ModelsService {
  const { secrets } = options;
  const list = async (provider: ProviderId, baseUrl?: string): Promise<ModelListView> => {
    const env = options.env();
    const url = baseUrl ?? configuredBaseUrl(provider, env);
    if (url === undefined) return { ok: false, error: { kind: 'bad_request', message: `${providerLabels[provider]} needs a base URL.` } };
    const apiKey = keyForEndpoint(provider, url, env, secrets);
    const config = { provider, model: defaultModels[provider] ?? '', baseUrl: url, ...(apiKey !== undefined && { apiKey }) };
    const result = await listModels(config, AbortSignal.timeout(options.timeoutMs ?? 15_000));
    if (result.ok) return result;
    const withheld = apiKey === undefined && apiKeyNames[provider].some((name) => secrets.get(name) !== undefined);
    const note = withheld ? ' (The stored key is sent only to the configured base URL.)' : '';
    return { ok: false, error: { kind: result.error.kind, message: withoutKey(result.error.message, apiKey) + note } };
  };
  return {
    providers: () =>
      providerIds.map((id) => ({
        id,
        label: providerLabels[id],
        keySet: apiKeyNames[id].some((name) => secrets.get(name) !== undefined),
        requiresKey: requiresApiKey(id),
        defaultBaseUrl: defaultBaseUrls[id] ?? null,
      })),
    inUse(projectDir) {
      const settings = options.settingsFor(projectDir);
      const resolved = resolveProvider({ flags: {}, env: { ...options.processEnv, ...settings.env }, settingsModel: settings.model?.value, secrets });
      if (!resolved.ok) return { ok: false, message: resolved.message };
      const { config, origin } = resolved;
      const fromSettings = origin.model.from === 'settings' || origin.provider.from === 'settings';
      return { ok: true, provider: config.provider, model: config.model, origin, ...(fromSettings && settings.model && { settingsFile: settings.model.file }) };
    },
    list,
    async test(provider, model, baseUrl) {
      const label = providerLabels[provider];
      const result = await list(provider, baseUrl);
      if (!result.ok) return { ok: false, detail: result.error.message };
      if (model !== undefined && !result.models.includes(model)) {
        return { ok: false, detail: `${label} answered, but does not offer the model ${model}.` };
      }
      const count = result.models.length;
      return { ok: true, detail: `${label} works: it offers ${count} model${count === 1 ? '' : 's'}.` };
    },
  };
}
