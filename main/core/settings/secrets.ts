/** The API keys Deft knows, by the environment variable that also carries each. */
export const secretNames = [
  'ANTHROPIC_API_KEY',
  'OPENAI_API_KEY',
  'DEFT_API_KEY',
  'TAVILY_API_KEY',
  'JINA_API_KEY',
  'AMAP_API_KEY',
  'GOOGLE_MAPS_API_KEY',
] as const;

export type SecretName = (typeof secretNames)[number];

/** Reads API keys: the desktop app's encrypted store, or the environment for the CLI. Never logged. */
export interface Secrets {
  get(name: SecretName): string | undefined;
}

/** Keys from environment variables of the same names; empty values count as unset. */
export function secretsFromEnv(env: NodeJS.ProcessEnv): Secrets {
  return { get: (name) => env[name] || undefined };
}

/** The first source that has a key wins. */
export function firstSecrets(...sources: readonly Secrets[]): Secrets {
  return { get: (name) => sources.map((source) => source.get(name)).find((value) => value !== undefined) };
}
