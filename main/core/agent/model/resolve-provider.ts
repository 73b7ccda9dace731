import { englishOf } from '../../../../shared/vocabulary/core-messages.ts';
import type { Secrets } from '../../settings/secrets.ts';
import { familyOf } from './catalogue.ts';
import { apiKeyNames, isProviderId, missingKeyMessage, providerIds, providerLabels, requiresApiKey, type ProviderConfig } from './provider-config.ts';
import type { ProviderId } from './types.ts';

export interface ProviderFlags {
  provider?: string;
  model?: string;
  baseUrl?: string;
  apiKey?: string;
}

export interface ResolveProviderInput {
  flags: ProviderFlags;
  env: NodeJS.ProcessEnv;
  /** The settings' `model`: an id (`claude-sonnet-4-5`) or `provider/model`. */
  settingsModel?: string;
  secrets: Secrets;
}

/** Where a choice came from, for `deft doctor`: a flag, the settings, the environment, or Deft's default, with the name that made it. */
export interface ChoiceOrigin {
  from: 'flag' | 'settings' | 'environment' | 'default';
  name: string;
}

export type ResolvedProvider = { ok: true; config: ProviderConfig; origin: { provider: ChoiceOrigin; model: ChoiceOrigin } } | { ok: false; message: string };

const modelOrigins: readonly ChoiceOrigin[] = [
  { from: 'flag', name: '--model' },
  { from: 'settings', name: 'model' },
  { from: 'environment', name: 'DEFT_MODEL' },
];

/** The model used when nothing names one; the OpenAI-compatible endpoints have none. */
export const defaultModels: Readonly<Record<ProviderId, string | undefined>> = {
  anthropic: 'claude-sonnet-4-6',
  openai: 'gpt-5',
  ollama: 'gpt-oss:20b',
  'openai-compatible': undefined,
};

/** What Claude Code's agent files mean by `model: sonnet | opus | haiku`, for Anthropic. */
export const anthropicModelAliases: Readonly<Record<string, string>> = {
  sonnet: 'claude-sonnet-4-6',
  opus: 'claude-opus-4-6',
  haiku: 'claude-haiku-4-5',
};

interface ModelChoice {
  id: string;
  /** The provider it names (`ollama/llama3.1`) or implies (`claude-...`, `gpt-...`). */
  provider?: ProviderId;
}

/**
 * Which provider, model, endpoint and key a run uses. The flags come first, then the settings'
 * model, then the environment (`DEFT_PROVIDER`, `DEFT_MODEL`). The provider is the first of:
 * `--provider`, the one the leading model names or implies (`anthropic/...`, `claude-...`,
 * `gpt-...`) when it comes from the flags or the settings, `DEFT_PROVIDER`, the one `DEFT_MODEL`
 * implies; then the OpenAI-compatible protocol when only a base URL is given; then Anthropic when
 * its key is set, else OpenAI when its key is set, else the local Ollama. The model is the first
 * one given that was chosen together with the provider or does not belong to another one. The
 * base URL is the flag's, else `DEFT_BASE_URL`, else `ANTHROPIC_BASE_URL` / `OPENAI_BASE_URL` / Ollama's `OLLAMA_HOST`; the
 * key is the flag's, else the provider's own, else `DEFT_API_KEY`, from the secrets.
 */
export function resolveProvider(input: ResolveProviderInput): ResolvedProvider {
  const { flags, env, secrets } = input;
  const explicit = [
    { name: '--provider', value: flags.provider, rank: 0, origin: { from: 'flag', name: '--provider' } as const },
    { name: 'DEFT_PROVIDER', value: nonEmpty(env.DEFT_PROVIDER), rank: 2, origin: { from: 'environment', name: 'DEFT_PROVIDER' } as const },
  ];
  const unknown = explicit.find((choice) => choice.value !== undefined && !isProviderId(choice.value));
  if (unknown) return { ok: false, message: `Unknown provider "${unknown.value}" in ${unknown.name}: use ${providerIds.join(', ')}.` };

  const models = [parseModel(flags.model), parseModel(input.settingsModel), parseModel(nonEmpty(env.DEFT_MODEL))];
  const leading = models.findIndex((model) => model !== undefined);
  const baseUrl = flags.baseUrl ?? nonEmpty(env.DEFT_BASE_URL);
  const choices = [
    ...explicit.map((choice) => ({ provider: choice.value !== undefined && isProviderId(choice.value) ? choice.value : undefined, rank: choice.rank, origin: choice.origin })),
    { provider: models[leading]?.provider, rank: leading, origin: modelOrigins[leading] },
  ].sort((a, b) => a.rank - b.rank);
  const decided = choices.find((choice): choice is Decided => choice.provider !== undefined) ?? fallbackProvider(flags, env, secrets, models.length);
  const provider = decided.provider;

  const chosen = models.findIndex((choice, rank) => choice !== undefined && (rank <= decided.rank || (choice.provider ?? provider) === provider));
  const model = models[chosen]?.id ?? defaultModels[provider];
  if (model === undefined) return { ok: false, message: `${providerLabels[provider]} needs a model: pass --model or set DEFT_MODEL.` };
  const origin = { provider: decided.origin, model: modelOrigins[chosen] ?? { from: 'default', name: `${providerLabels[provider]}'s default` } } as const;

  const url = baseUrl ?? nonEmpty(provider === 'anthropic' ? env.ANTHROPIC_BASE_URL : provider === 'openai' ? env.OPENAI_BASE_URL : undefined) ?? ollamaHost(provider, env);
  if (provider === 'openai-compatible' && url === undefined) {
    return { ok: false, message: 'An OpenAI-compatible provider needs a base URL: pass --base-url or set DEFT_BASE_URL (e.g. https://api.deepseek.com).' };
  }
  const apiKey = flags.apiKey ?? apiKeyNames[provider].map((name) => secrets.get(name)).find((key) => key !== undefined);
  if (requiresApiKey(provider) && apiKey === undefined) return { ok: false, message: englishOf(missingKeyMessage(provider)) };
  return { ok: true, config: { provider, model, ...(url !== undefined ? { baseUrl: url } : {}), ...(apiKey !== undefined ? { apiKey } : {}) }, origin };
}

/** `provider/model` names its provider; otherwise Claude and GPT/o-series ids imply theirs. */
function parseModel(spec: string | undefined): ModelChoice | undefined {
  if (spec === undefined || spec.trim() === '') return undefined;
  const slash = spec.indexOf('/');
  const prefix = spec.slice(0, slash);
  if (slash > 0 && isProviderId(prefix)) return { id: spec.slice(slash + 1), provider: prefix };
  if (slash >= 0) return { id: spec };
  const family = familyOf(spec);
  if (family === 'claude') return { id: spec, provider: 'anthropic' };
  return family === 'gpt' || family === 'o-series' ? { id: spec, provider: 'openai' } : { id: spec };
}

interface Decided {
  provider: ProviderId;
  rank: number;
  origin: ChoiceOrigin;
}

/** The provider when nothing names one: a base URL's protocol, else the provider whose key is set, else the local Ollama. */
function fallbackProvider(flags: ProviderFlags, env: NodeJS.ProcessEnv, secrets: Secrets, rank: number): Decided {
  if (flags.baseUrl !== undefined) return { provider: 'openai-compatible', rank, origin: { from: 'flag', name: '--base-url' } };
  if (nonEmpty(env.DEFT_BASE_URL) !== undefined) return { provider: 'openai-compatible', rank, origin: { from: 'environment', name: 'DEFT_BASE_URL' } };
  if (secrets.get('ANTHROPIC_API_KEY')) return { provider: 'anthropic', rank, origin: { from: 'environment', name: 'ANTHROPIC_API_KEY' } };
  if (secrets.get('OPENAI_API_KEY')) return { provider: 'openai', rank, origin: { from: 'environment', name: 'OPENAI_API_KEY' } };
  return { provider: 'ollama', rank, origin: { from: 'default', name: 'no key set' } };
}

/** Ollama's own `OLLAMA_HOST` (`host`, `host:port` or a URL), as its command line reads it. */
function ollamaHost(provider: ProviderId, env: NodeJS.ProcessEnv): string | undefined {
  const host = nonEmpty(env.OLLAMA_HOST);
  if (provider !== 'ollama' || host === undefined) return undefined;
  const hasScheme = /^[a-z]+:\/\//i.test(host);
  const spelled = hasScheme ? host : `http://${host}`;
  if (!URL.canParse(spelled)) return undefined;
  const url = new URL(spelled);
  if (url.port === '' && !hasScheme) url.port = '11434';
  return url.origin;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}
