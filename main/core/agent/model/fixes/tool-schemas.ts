import type { JSONSchema7, LanguageModelV4FunctionTool } from '@ai-sdk/provider';
import { toGemini } from '../../../tools/schema/gemini.ts';
import { toOpenAIStrict } from '../../../tools/schema/openai-strict.ts';
import type { JsonSchema } from '../../../tools/schema/json-schema.ts';
import type { ProviderConfig } from '../provider-config.ts';
import type { ToolDefinition } from '../types.ts';

/**
 * The tools as function tools in the form each provider accepts: OpenAI's in strict mode where the
 * schema allows it (the executor drops the `null`s strict mode makes the model send for optional
 * fields), Gemini's OpenAI-compatible endpoint gets its OpenAPI subset, the others the schema as is.
 */
export function functionTools(tools: readonly ToolDefinition[], config: ProviderConfig, modelId: string): LanguageModelV4FunctionTool[] {
  const gemini = isGemini(config, modelId);
  return tools.map((tool) => {
    const base = { type: 'function' as const, name: tool.name, description: tool.description };
    if (config.provider === 'openai') {
      const converted = toOpenAIStrict(tool.inputSchema);
      return { ...base, inputSchema: converted.schema as JSONSchema7, strict: converted.strict };
    }
    const schema: JsonSchema = gemini ? toGemini(tool.inputSchema) : tool.inputSchema;
    return { ...base, inputSchema: schema as JSONSchema7 };
  });
}

function isGemini(config: ProviderConfig, modelId: string): boolean {
  if (config.provider !== 'openai-compatible') return false;
  return modelId.toLowerCase().replace(/^.*\//, '').startsWith('gemini') || (config.baseUrl ?? '').includes('generativelanguage.googleapis.com');
}
