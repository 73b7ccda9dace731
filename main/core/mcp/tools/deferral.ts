import { jsonSchemaOf } from '../../tools/descriptor.ts';
import type { AnyTool } from '../../tools/tool.ts';

const charsPerToken = 4;
const contextShare = 0.1;
/** When the model's context window is not known. */
export const fixedDeferThresholdTokens = 20_000;

/** Roughly how many tokens the tools' names, descriptions and schemas take in the prompt. */
export function toolPromptTokens(tools: readonly AnyTool[]): number {
  let chars = 0;
  for (const tool of tools) {
    const description = typeof tool.description === 'string' ? tool.description : '';
    chars += tool.name.length + description.length + JSON.stringify(jsonSchemaOf(tool)).length;
  }
  return Math.ceil(chars / charsPerToken);
}

/** Whether the MCP tools together are large enough (over a tenth of the context window) to be offered through ToolSearch only. */
export function shouldDeferMcpTools(tools: readonly AnyTool[], contextWindowTokens?: number): boolean {
  const threshold = contextWindowTokens ? contextWindowTokens * contextShare : fixedDeferThresholdTokens;
  return toolPromptTokens(tools) > threshold;
}

/** Marks every one of the tools deferred or not, by their size together. */
export function applyMcpDeferral(tools: readonly AnyTool[], contextWindowTokens?: number): boolean {
  const defer = shouldDeferMcpTools(tools, contextWindowTokens);
  for (const tool of tools) tool.defer = defer;
  return defer;
}
