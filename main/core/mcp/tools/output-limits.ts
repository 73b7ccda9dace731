import type { OutputLimits } from '../../tools/output/truncate.ts';

export const defaultMaxMcpOutputTokens = 25_000;
const charsPerToken = 4;
const maxResultSizeChars = 500_000;
const resultSizeKey = 'anthropic/maxResultSizeChars';

/** `MAX_MCP_OUTPUT_TOKENS` from the environment, else the default. */
export function maxMcpOutputTokens(env: Record<string, string | undefined>): number {
  const value = Number(env.MAX_MCP_OUTPUT_TOKENS);
  return Number.isInteger(value) && value > 0 ? value : defaultMaxMcpOutputTokens;
}

/** What the model sees of one result: the tool's own `_meta` size when it names one (at most 500,000 characters), else the token cap. */
export function mcpOutputLimits(meta: Record<string, unknown> | undefined, maxTokens: number): OutputLimits {
  const own = meta?.[resultSizeKey];
  if (typeof own === 'number' && own > 0) return { maxChars: Math.min(Math.floor(own), maxResultSizeChars) };
  return { maxChars: maxTokens * charsPerToken };
}
