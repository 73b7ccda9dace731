export type ModelFamily =
  | 'claude'
  | 'gpt'
  | 'o-series'
  | 'gpt-oss'
  | 'deepseek'
  | 'qwen'
  | 'kimi'
  | 'llama'
  | 'gemma'
  | 'mistral'
  | 'other';

export interface ModelCapabilities {
  images: boolean;
  pdf: boolean;
  /** Thinks before answering (extended thinking, reasoning effort or reasoning_content). */
  reasoning: boolean;
}

export interface ModelInfo {
  /** The catalogue entry that matched, or the id as given when none did. */
  id: string;
  known: boolean;
  family: ModelFamily;
  contextWindow: number;
  maxOutputTokens: number;
  capabilities: ModelCapabilities;
}

type Entry = Omit<ModelInfo, 'id' | 'known'>;

const entry = (family: ModelFamily, contextWindow: number, maxOutputTokens: number, ...capabilities: Array<keyof ModelCapabilities>): Entry => ({
  family,
  contextWindow,
  maxOutputTokens,
  capabilities: { images: capabilities.includes('images'), pdf: capabilities.includes('pdf'), reasoning: capabilities.includes('reasoning') },
});

const claude = (contextWindow: number, maxOutputTokens: number) => entry('claude', contextWindow, maxOutputTokens, 'images', 'pdf', 'reasoning');
const gpt5 = (contextWindow: number) => entry('gpt', contextWindow, 128_000, 'images', 'pdf', 'reasoning');
const gpt = (contextWindow: number, maxOutputTokens: number) => entry('gpt', contextWindow, maxOutputTokens, 'images', 'pdf');
const oSeries = (...capabilities: Array<keyof ModelCapabilities>) => entry('o-series', 200_000, 100_000, 'reasoning', ...capabilities);

/**
 * Known models by their id without a date suffix. Sources, as found on each vendor's or a model
 * router's pages: Anthropic's model overviews on platform.claude.com (4.5 and later; the 4.0/4.1
 * output limits agree with the AI SDK's Anthropic catalogue), OpenAI limits as listed by the
 * Vercel AI Gateway, Azure and Roo Code, DeepSeek's own pricing page, Qwen and Kimi on the Vercel
 * AI Gateway and Moonshot's docs, Ollama models from their library descriptions.
 */
const catalogue: Readonly<Record<string, Entry>> = {
  'claude-opus-5-5': claude(1_000_000, 128_000),
  'claude-opus-5': claude(1_000_000, 128_000),
  'claude-sonnet-5-5': claude(1_000_000, 128_000),
  'claude-haiku-5-5': claude(1_000_000, 128_000),
  'claude-opus-4-8': claude(1_000_000, 128_000),
  'claude-opus-4-7': claude(1_000_000, 128_000),
  'claude-opus-4-6': claude(1_000_000, 128_000),
  'claude-sonnet-4-6': claude(1_000_000, 128_000),
  'claude-opus-4-5': claude(200_000, 64_000),
  // 200K unless the 1M-context beta is requested.
  'claude-sonnet-4-5': claude(200_000, 64_000),
  'claude-haiku-4-5': claude(200_000, 64_000),
  'claude-opus-4-1': claude(200_000, 32_000),
  'claude-opus-4': claude(200_000, 32_000),
  'claude-sonnet-4': claude(200_000, 64_000),
  'claude-3-7-sonnet': claude(200_000, 64_000),

  'gpt-5.4': gpt5(1_000_000), // "1M+" on Box's model card; the exact figure was not found
  'gpt-5.4-mini': gpt5(400_000),
  'gpt-5.2': gpt5(400_000),
  'gpt-5.1': gpt5(400_000),
  'gpt-5': gpt5(400_000),
  'gpt-5-mini': gpt5(400_000),
  'gpt-5-nano': gpt5(400_000),
  // The codex variants are assumed to share GPT-5's limits; not confirmed.
  'gpt-5-codex': gpt5(400_000),
  'gpt-5.1-codex': gpt5(400_000),
  'gpt-4.1': gpt(1_047_576, 32_768),
  'gpt-4.1-mini': gpt(1_047_576, 32_768),
  'gpt-4.1-nano': gpt(1_047_576, 32_768),
  'gpt-4o': gpt(128_000, 16_384),
  'gpt-4o-mini': gpt(128_000, 16_384),
  o1: oSeries('images', 'pdf'),
  o3: oSeries('images', 'pdf'),
  'o3-mini': oSeries(),
  'o4-mini': oSeries('images', 'pdf'),

  // V3.2 behind both names; the reasoner's output allows 64K, 32K is its default and the safe cap.
  'deepseek-chat': entry('deepseek', 128_000, 8_192),
  'deepseek-reasoner': entry('deepseek', 128_000, 32_768, 'reasoning'),
  'deepseek-r1': entry('deepseek', 131_072, 32_768, 'reasoning'),

  'qwen3-coder-plus': entry('qwen', 1_000_000, 65_536),
  'qwen3-max': entry('qwen', 262_144, 65_536),
  'qwen3-coder': entry('qwen', 262_144, 65_536),
  'qwen3': entry('qwen', 40_960, 8_192, 'reasoning'), // Ollama's qwen3 tags; unsure for other hosts
  'qwen2.5-coder': entry('qwen', 32_768, 8_192),

  // Moonshot's output caps are not documented where found; 32K is an assumption.
  'kimi-k2.6': entry('kimi', 262_144, 32_768, 'reasoning'),
  'kimi-k2.5': entry('kimi', 262_144, 32_768, 'reasoning'),
  'kimi-k2-thinking': entry('kimi', 262_144, 32_768, 'reasoning'),
  'kimi-k2-0905': entry('kimi', 262_144, 32_768),
  'kimi-k2-turbo': entry('kimi', 262_144, 32_768),
  'kimi-k2': entry('kimi', 131_072, 32_768),

  // Ollama serves these with its own num_ctx (a few thousand tokens unless OLLAMA_CONTEXT_LENGTH
  // raises it), so the window actually available can be far smaller than the model's.
  'gpt-oss': entry('gpt-oss', 131_072, 32_768, 'reasoning'),
  'llama3.1': entry('llama', 131_072, 8_192),
  'llama3.2': entry('llama', 131_072, 8_192),
  'llama3.3': entry('llama', 131_072, 8_192),
  gemma3: entry('gemma', 131_072, 8_192, 'images'),
  devstral: entry('mistral', 131_072, 8_192),
  mistral: entry('mistral', 32_768, 8_192),
};

/** Limits for an unknown model of a known family; anything else gets 128K context and 8K output. */
const familyDefaults: Readonly<Partial<Record<ModelFamily, Entry>>> = {
  claude: claude(200_000, 32_000),
  gpt: gpt(128_000, 16_384),
  'o-series': oSeries(),
};


const families: ReadonlyArray<[RegExp, ModelFamily]> = [
  [/^claude/, 'claude'],
  [/^gpt-oss/, 'gpt-oss'],
  [/^(gpt|chatgpt|codex)/, 'gpt'],
  [/^o\d/, 'o-series'],
  [/deepseek/, 'deepseek'],
  [/qwen|qwq/, 'qwen'],
  [/kimi|moonshot/, 'kimi'],
  [/llama/, 'llama'],
  [/gemma/, 'gemma'],
  [/mistral|mixtral|codestral|devstral|magistral|ministral|pixtral/, 'mistral'],
];

export function familyOf(modelId: string): ModelFamily {
  const id = normalise(modelId);
  return families.find(([pattern]) => pattern.test(id))?.[1] ?? 'other';
}

/**
 * What is known about a model. Tolerates a router's vendor prefix (`anthropic/claude-sonnet-4.5`),
 * an Ollama tag (`qwen3-coder:30b`), a date suffix (`-20250929`, `-2025-08-07`, `@20250514`) and
 * dotted Claude versions, then takes the longest catalogue id the rest starts with, up to a `-`,
 * `.` or the end: `gpt-5-mini-high` is `gpt-5-mini`, `claude-opus-4-9` is `claude-opus-4`.
 */
export function lookupModel(modelId: string): ModelInfo {
  const id = normalise(modelId);
  const match = Object.keys(catalogue)
    .filter((key) => id === key || (id.startsWith(key) && /^[-.]/.test(id.slice(key.length))))
    .sort((a, b) => b.length - a.length)[0];
  if (match !== undefined) return { id: match, known: true, ...catalogue[match] };
  const family = familyOf(modelId);
  return { id: modelId, known: false, ...(familyDefaults[family] ?? entry(family, 128_000, 8_192)) };
}

function normalise(modelId: string): string {
  const id = modelId.trim().toLowerCase().split('/').at(-1)?.split(':')[0] ?? '';
  const undated = id.replace(/[-@](\d{8}|\d{4}-\d{2}-\d{2})$/, '');
  return undated.startsWith('claude') ? undated.replaceAll('.', '-') : undated;
}

/**
 * Why a prompt may not carry images to this model, or undefined when it may: models the catalogue
 * knows say whether they read images; others are let to try.
 */
export function imagesRefusal(modelId: string): string | undefined {
  const info = lookupModel(modelId);
  return !info.known || info.capabilities.images ? undefined : `${modelId} does not read images; choose a model that does to send them.`;
}
