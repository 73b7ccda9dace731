import type { AssistantPart, ConversationMessage, ModelRequest, ToolResultPart } from '../types.ts';

const blank = (text: string) => text.trim() === '';

/**
 * Removes what providers reject as empty: blank system blocks and text parts (Anthropic refuses
 * an empty text block), reasoning with neither text nor provider metadata, and messages left with
 * nothing in them. A tool result with no content says so in words.
 */
export function dropEmptyContent(request: ModelRequest): ModelRequest {
  return {
    ...request,
    system: request.system.filter((block) => !blank(block)),
    messages: request.messages.flatMap(withoutEmptyParts),
  };
}

function withoutEmptyParts(message: ConversationMessage): ConversationMessage[] {
  switch (message.role) {
    case 'user': {
      const content = message.content.filter((part) => part.type !== 'text' || !blank(part.text));
      return content.length > 0 ? [{ role: 'user', content }] : [];
    }
    case 'assistant': {
      const content = message.content.filter(hasContent);
      return content.length > 0 ? [{ role: 'assistant', content }] : [];
    }
    case 'tool':
      return [{ role: 'tool', content: message.content.map(resultWithContent) }];
  }
}

function hasContent(part: AssistantPart): boolean {
  if (part.type === 'text') return !blank(part.text);
  if (part.type === 'reasoning') return !blank(part.text) || part.providerMetadata !== undefined;
  return true;
}

function resultWithContent(result: ToolResultPart): ToolResultPart {
  const content = result.content.filter((part) => part.type !== 'text' || !blank(part.text));
  return { ...result, content: content.length > 0 ? content : [{ type: 'text', text: '(no output)' }] };
}
