import type { LanguageModelV4Usage } from '@ai-sdk/provider';
import type { Usage } from '../../../../shared/vocabulary/agent-events.ts';

/** The provider package's usage in Deft's terms; input tokens include the cached ones. */
export function toUsage(usage: LanguageModelV4Usage): Usage {
  const { cacheRead, cacheWrite } = usage.inputTokens;
  const reasoning = usage.outputTokens.reasoning;
  return {
    inputTokens: usage.inputTokens.total ?? 0,
    outputTokens: usage.outputTokens.total ?? 0,
    ...(cacheRead ? { cacheReadTokens: cacheRead } : {}),
    ...(cacheWrite ? { cacheWriteTokens: cacheWrite } : {}),
    ...(reasoning ? { reasoningTokens: reasoning } : {}),
  };
}
