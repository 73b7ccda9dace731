import { listModels } from '../../core/agent/model/list-models.ts';
import { apiBaseUrl, providerLabels } from '../../core/agent/model/provider-config.ts';
import { resolveProvider, type ChoiceOrigin, type ProviderFlags } from '../../core/agent/model/resolve-provider.ts';
import type { ProviderId } from '../../core/agent/model/types.ts';
import type { LoadedSettings } from '../../core/settings/types.ts';
import type { Secrets } from '../../core/settings/secrets.ts';

/** Whether the endpoint answered its models list: how many it offers and whether the chosen one is among them. */
export type ModelAnswer = { checked: false } | { checked: true; ok: true; models: number; listed: boolean } | { checked: true; ok: false; error: string };

export type ModelReport =
  | { ok: true; provider: ProviderId; model: string; endpoint: string | undefined; origin: { provider: ChoiceOrigin; model: ChoiceOrigin }; answer: ModelAnswer }
  | { ok: false; error: string };

export interface ModelCheckInput {
  flags: ProviderFlags;
  env: NodeJS.ProcessEnv;
  settings: LoadedSettings;
  secrets: Secrets;
  /** Skip the models-list request. */
  offline: boolean;
}

/** The model a `deft run` in the same place would use, where that choice came from, and whether its endpoint answers. */
export async function checkModel(input: ModelCheckInput): Promise<ModelReport> {
  const { settings } = input;
  const resolved = resolveProvider({ flags: input.flags, env: { ...input.env, ...settings.env }, settingsModel: settings.model?.value, secrets: input.secrets });
  if (!resolved.ok) return { ok: false, error: resolved.message };
  const { config, origin } = resolved;
  const report = { ok: true as const, provider: config.provider, model: config.model, endpoint: apiBaseUrl(config), origin };
  if (input.offline) return { ...report, answer: { checked: false } };
  const listed = await listModels(config);
  const answer: ModelAnswer = listed.ok
    ? { checked: true, ok: true, models: listed.models.length, listed: listed.models.includes(config.model) }
    : { checked: true, ok: false, error: listed.error.message };
  return { ...report, answer };
}

/** Whether the report shows a model that cannot be used. */
export function modelFails(report: ModelReport): boolean {
  return !report.ok || (report.answer.checked && !report.answer.ok);
}

function originText(origin: ChoiceOrigin): string {
  return origin.from === 'default' ? `the default (${origin.name})` : `${origin.from} ${origin.name}`;
}

function answerText(report: Extract<ModelReport, { ok: true }>): string {
  const { answer } = report;
  if (!answer.checked) return 'not checked (--offline)';
  if (!answer.ok) return `no: ${answer.error}`;
  const among = answer.listed ? `${report.model} among them` : `${report.model} is not among them`;
  return `yes: it lists ${answer.models} model${answer.models === 1 ? '' : 's'}, ${among}`;
}

/** The doctor's lines for the model. */
export function formatModel(report: ModelReport): string[] {
  if (!report.ok) return [`Model        none: ${report.error}`];
  return [
    `Model        ${report.model} on ${providerLabels[report.provider]}`,
    `  provider   from ${originText(report.origin.provider)}`,
    `  model      from ${originText(report.origin.model)}`,
    `  endpoint   ${report.endpoint ?? '-'}`,
    `  answers    ${answerText(report)}`,
  ];
}
