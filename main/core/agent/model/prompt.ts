import type {
  LanguageModelV4FilePart,
  LanguageModelV4Message,
  LanguageModelV4Prompt,
  LanguageModelV4TextPart,
  LanguageModelV4ToolResultOutput,
  SharedV4ProviderOptions,
} from '@ai-sdk/provider';
import type { ResultContent } from '../../../../shared/vocabulary/tool-calls.ts';
import type { AssistantPart, ConversationMessage, ModelRequest, ToolResultPart } from './types.ts';

type AssistantContent = Extract<LanguageModelV4Message, { role: 'assistant' }>['content'][number];

/** Deft's conversation in the provider packages' prompt format: system blocks first, one message each. */
export function toPrompt(request: ModelRequest): LanguageModelV4Prompt {
  return [
    ...request.system.map((text): LanguageModelV4Message => ({ role: 'system', content: text })),
    ...request.messages.map(toMessage),
  ];
}

function toMessage(message: ConversationMessage): LanguageModelV4Message {
  switch (message.role) {
    case 'user':
      return { role: 'user', content: message.content.map(toUserPart) };
    case 'assistant':
      return { role: 'assistant', content: message.content.map(toAssistantPart) };
    case 'tool':
      return { role: 'tool', content: message.content.map(toToolResult) };
  }
}

function toUserPart(part: ResultContent): LanguageModelV4TextPart | LanguageModelV4FilePart {
  return part.type === 'text'
    ? { type: 'text', text: part.text }
    : { type: 'file', mediaType: part.mediaType, data: { type: 'data', data: part.data } };
}

function toAssistantPart(part: AssistantPart): AssistantContent {
  switch (part.type) {
    case 'text':
      return { type: 'text', text: part.text };
    case 'reasoning':
      // What the provider sent with the reasoning (Anthropic's signature, OpenAI's item id and
      // encrypted content) goes back with it.
      return { type: 'reasoning', text: part.text, providerOptions: part.providerMetadata as SharedV4ProviderOptions | undefined };
    case 'tool-call':
      return { type: 'tool-call', toolCallId: part.id, toolName: part.name, input: part.input };
  }
}

function toToolResult(result: ToolResultPart): { type: 'tool-result'; toolCallId: string; toolName: string; output: LanguageModelV4ToolResultOutput } {
  return { type: 'tool-result', toolCallId: result.toolCallId, toolName: result.toolName, output: toOutput(result) };
}

function toOutput(result: ToolResultPart): LanguageModelV4ToolResultOutput {
  if (result.content.every((part) => part.type === 'text')) {
    const value = result.content.map((part) => part.text).join('\n');
    return result.isError ? { type: 'error-text', value } : { type: 'text', value };
  }
  return {
    type: 'content',
    value: result.content.map((part) =>
      part.type === 'text'
        ? { type: 'text' as const, text: part.text }
        : { type: 'file' as const, mediaType: part.mediaType, data: { type: 'data' as const, data: part.data } },
    ),
  };
}
