import { z } from 'zod';
import type { Result } from '../common/result.ts';
import type { SecretName, Secrets } from '../settings/secrets.ts';
import { ServiceError } from './http/service-error.ts';

/** Base URLs of the cloud services, each overridable by a setting or the environment variable of this name. */
export const serviceUrlNames = [
  'TAVILY_BASE_URL',
  'SEARXNG_URL',
  'JINA_READER_BASE_URL',
  'AMAP_BASE_URL',
  'GOOGLE_MAPS_BASE_URL',
  'GOOGLE_PLACES_BASE_URL',
  'GOOGLE_GEOLOCATION_BASE_URL',
  'IP_API_BASE_URL',
  'IPINFO_BASE_URL',
  'IPAPI_BASE_URL',
] as const;

export type ServiceUrlName = (typeof serviceUrlNames)[number];

export type WebSearchBackend = 'tavily' | 'searxng';

const serviceSettingsSchema = z.strictObject({
  urls: z.partialRecord(z.enum(serviceUrlNames), z.url({ protocol: /^https?$/ })).optional(),
  webSearch: z.enum(['tavily', 'searxng']).optional(),
});

/** The `services` key of Deft's settings. */
export type ServiceSettings = z.infer<typeof serviceSettingsSchema>;

export function parseServiceSettings(value: unknown): Result<ServiceSettings> {
  const parsed = serviceSettingsSchema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, error: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(value)'}: ${issue.message}`).join('; ') };
}

/** What the cloud clients are configured with: keys, base URLs, choices. */
export interface ServiceConfig {
  key(name: SecretName): string | undefined;
  /** The setting, else the environment variable; absent means the service's public default (or, for SearXNG, none). */
  url(name: ServiceUrlName): string | undefined;
  /** Forced in settings; absent means automatic. */
  webSearchBackend?: WebSearchBackend;
}

export function createServiceConfig(options: { secrets: Secrets; env: NodeJS.ProcessEnv; settings?: ServiceSettings }): ServiceConfig {
  const urls = options.settings?.urls ?? {};
  return {
    key: (name) => options.secrets.get(name),
    url: (name) => urls[name] || options.env[name] || undefined,
    webSearchBackend: options.settings?.webSearch,
  };
}

/** The service's key; without one, a `config` ServiceError whose message says where to put it. */
export function requiredKey(config: ServiceConfig, name: SecretName, service: string, whereToPutIt: string): string {
  const key = config.key(name);
  if (!key) throw new ServiceError({ service, kind: 'config', message: whereToPutIt });
  return key;
}
