/** The API keys Deft knows, by the environment variable that also carries each. Plain, so the CLI reads them without loading zod. */
export const secretNames = [
  'ANTHROPIC_API_KEY',
  'OPENAI_API_KEY',
  'DEFT_API_KEY',
  'TAVILY_API_KEY',
  'JINA_API_KEY',
  'AMAP_API_KEY',
  'GOOGLE_MAPS_API_KEY',
] as const;
