import type { LanguageModelV4FunctionTool, LanguageModelV4Prompt } from '@ai-sdk/provider';

const breakpoint = { anthropic: { cacheControl: { type: 'ephemeral' } } };

/**
 * Anthropic caches a prompt up to a marked block. Marking the last tool, the last system block and
 * the last message caches the stable prefix (tools, then system prompt) on its own and the whole
 * conversation for the next turn: three of the four breakpoints a request may carry.
 */
export function withCacheBreakpoints(
  prompt: LanguageModelV4Prompt,
  tools: LanguageModelV4FunctionTool[],
): { prompt: LanguageModelV4Prompt; tools: LanguageModelV4FunctionTool[] } {
  const lastSystem = prompt.findLastIndex((message) => message.role === 'system');
  const lastMessage = prompt.findLastIndex((message) => message.role !== 'system');
  return {
    prompt: prompt.map((message, index) => (index === lastSystem || index === lastMessage ? { ...message, providerOptions: breakpoint } : message)),
    tools: tools.map((tool, index) => (index === tools.length - 1 ? { ...tool, providerOptions: breakpoint } : tool)),
  };
}
