import { z } from 'zod';
import type { ContractPart } from '../contract-part.ts';
import type { channels } from '../channels.ts';
import { folderPath } from './workspace-fields.ts';

export const providerId = z.enum(['anthropic', 'openai', 'openai-compatible', 'ollama']);

export const providerInfo = z.object({
  id: providerId,
  label: z.string(),
  /** Whether a key this provider takes is stored or in the environment. */
  keySet: z.boolean(),
  requiresKey: z.boolean(),
  defaultBaseUrl: z.string().nullable(),
});
export type ProviderInfo = z.infer<typeof providerInfo>;

const baseUrl = z.url({ protocol: /^https?$/ }).max(2048);
const modelId = z.string().min(1).max(300);

/** The outcome of a settings screen's test button. */
export const checkResult = z.object({ ok: z.boolean(), detail: z.string() });
export type CheckResultView = z.infer<typeof checkResult>;

/** The cloud services the settings screen has a test button for. */
export const testedService = z.enum(['webSearch', 'jina', 'amap', 'googleMaps']);
export type TestedService = z.infer<typeof testedService>;

export const modelList = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), models: z.array(z.string()) }),
  z.object({ ok: z.literal(false), error: z.object({ kind: z.string(), message: z.string() }) }),
]);
export type ModelListView = z.infer<typeof modelList>;

/** Where a run's provider or model choice came from: a command-line flag, a settings file's `model`, an environment variable, or Deft's default. */
const choiceOrigin = z.object({ from: z.enum(['flag', 'settings', 'environment', 'default']), name: z.string() });

/** The provider and model a new chat would use now, and what chose each; or why no run could start. */
export const modelInUse = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    provider: providerId,
    model: z.string(),
    origin: z.object({ provider: choiceOrigin, model: choiceOrigin }),
    /** The settings file whose `model` chose the model, when one did. */
    settingsFile: z.string().optional(),
  }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type ModelInUseView = z.infer<typeof modelInUse>;

export const modelsContract = {
  requests: {
    'models.providers': { input: z.undefined(), output: z.array(providerInfo) },
    /** Resolved as a new session in the project (or, without one, outside any project) resolves it. */
    'models.inUse': { input: z.strictObject({ projectPath: folderPath.optional() }), output: modelInUse },
    'models.list': { input: z.strictObject({ provider: providerId, baseUrl: baseUrl.optional() }), output: modelList },
    'models.test': {
      input: z.strictObject({ provider: providerId, model: modelId.optional(), baseUrl: baseUrl.optional() }),
      output: checkResult,
    },
    'services.test': { input: z.strictObject({ service: testedService }), output: checkResult },
  },
  events: {},
} satisfies ContractPart<typeof channels.models>;
