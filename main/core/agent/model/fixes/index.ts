import type { ProviderConfig } from '../provider-config.ts';
import type { ModelRequest } from '../types.ts';
import { dropEmptyContent } from './empty-content.ts';
import { replaceLoneSurrogates } from './lone-surrogates.ts';
import { objectToolInputs } from './tool-call-inputs.ts';
import { rewriteToolCallIds, toolCallIdFormat } from './tool-call-ids.ts';
import { moveToolResultImages } from './tool-result-images.ts';

export { functionTools } from './tool-schemas.ts';

/** Whether the request goes out as Chat Completions, which has no images in tool results. */
export function usesChatCompletions(config: ProviderConfig): boolean {
  return config.provider === 'openai' ? config.api === 'chat' : config.provider !== 'anthropic';
}

/** The request as this provider accepts it. The conversation Deft keeps is not changed. */
export function fixRequest(request: ModelRequest, config: ProviderConfig): ModelRequest {
  const fixed = rewriteToolCallIds(objectToolInputs(dropEmptyContent(replaceLoneSurrogates(request))), toolCallIdFormat(config, request.model));
  return usesChatCompletions(config) ? moveToolResultImages(fixed) : fixed;
}
