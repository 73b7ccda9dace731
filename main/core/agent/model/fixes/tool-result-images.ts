import type { ResultContent } from '../../../../../shared/vocabulary/tool-calls.ts';
import type { ConversationMessage, ModelRequest, ToolResultPart } from '../types.ts';

type Image = Extract<ResultContent, { type: 'image' }>;

/**
 * Chat Completions carries only text in a tool message, so an image a tool returned (a screenshot,
 * a picture Read opened) moves to a user message right after the tool results, and the result
 * itself says where it went.
 */
export function moveToolResultImages(request: ModelRequest): ModelRequest {
  return { ...request, messages: request.messages.flatMap(withImagesMoved) };
}

function withImagesMoved(message: ConversationMessage): ConversationMessage[] {
  if (message.role !== 'tool' || !message.content.some(hasImage)) return [message];
  const moved: ResultContent[] = [];
  const results = message.content.map((result): ToolResultPart => {
    const images = result.content.filter((part): part is Image => part.type === 'image');
    if (images.length === 0) return result;
    moved.push({ type: 'text', text: `Images returned by ${result.toolName} (${result.toolCallId}):` }, ...images);
    const text = result.content.filter((part) => part.type === 'text');
    return { ...result, content: [...text, { type: 'text', text: `[${images.length} image(s) attached in the next message]` }] };
  });
  return [{ role: 'tool', content: results }, { role: 'user', content: moved }];
}

function hasImage(result: ToolResultPart): boolean {
  return result.content.some((part) => part.type === 'image');
}
