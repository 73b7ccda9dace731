import type { LanguageModelV4CallOptions, SharedV4ProviderOptions } from '@ai-sdk/provider';
import { withCacheBreakpoints } from './cache-breakpoints.ts';
import { functionTools } from './fixes/index.ts';
import { toPrompt } from './prompt.ts';
import type { ProviderConfig } from './provider-config.ts';
import type { ModelRequest } from './types.ts';

type Effort = NonNullable<LanguageModelV4CallOptions['reasoning']>;

/** A thinking budget as the reasoning effort of the providers that take one. */
export function effortFor(budgetTokens: number): Effort {
  if (budgetTokens <= 4_096) return 'low';
  return budgetTokens <= 16_384 ? 'medium' : 'high';
}

/** The provider package's call for an already fixed request. */
export function callOptions(request: ModelRequest, config: ProviderConfig, signal: AbortSignal): LanguageModelV4CallOptions {
  let prompt = toPrompt(request);
  let tools = functionTools(request.tools, config, request.model);
  if (config.provider === 'anthropic') ({ prompt, tools } = withCacheBreakpoints(prompt, tools));
  const thinking = request.thinking;
  return {
    prompt,
    tools: tools.length > 0 ? tools : undefined,
    toolChoice: tools.length > 0 ? { type: 'auto' } : undefined,
    maxOutputTokens: request.maxOutputTokens,
    temperature: request.temperature,
    reasoning: thinking && config.provider !== 'anthropic' ? effortFor(thinking.budgetTokens) : undefined,
    providerOptions: providerOptions(request, config),
    abortSignal: signal,
  };
}

function providerOptions(request: ModelRequest, config: ProviderConfig): SharedV4ProviderOptions | undefined {
  if (config.provider === 'anthropic') {
    // Without eager (fine-grained) tool input streaming: the gateways in front of Claude that do
    // not know its per-tool flag keep working, and tool input arrives as validated JSON.
    const thinking = request.thinking ? { thinking: { type: 'enabled', budgetTokens: request.thinking.budgetTokens } } : {};
    return { anthropic: { toolStreaming: false, ...thinking } };
  }
  if (config.provider === 'openai' && config.api !== 'chat') {
    // Nothing is stored at OpenAI; reasoning travels back as encrypted content instead.
    return { openai: { store: false, ...(request.thinking ? { reasoningSummary: 'auto' } : {}) } };
  }
  return undefined;
}
